export * from './sites';
export * from './accounts';
export * from './discovery';
