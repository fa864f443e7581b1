export * from './createApiClient';
export * from './errors';
export * from './tokenStore';
export * from './types';
export * from './uuid';
