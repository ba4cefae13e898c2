export * from './sites';
export * from './accounts';
