export * from './schemas';
export * from './endpoints';
export * from './positions';
export * from './validity';
