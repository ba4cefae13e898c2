export * from './sites';
export * from './accounts';
export * from './discovery';
export * from './chat';
