export * from './locales';
export * from './http';
export * from './constants';
export * from './api/errors';
export * from './api/interests';
export * from './api/regions';
export * from './api/settings';
export * from './api/companyinfo';
