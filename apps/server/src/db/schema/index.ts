export * from './sites';
export * from './accounts';
export * from './discovery';
export * from './chat';
export * from './payments';
export * from './notifications';
export * from './simulated-provider';
export * from './site-pages';
