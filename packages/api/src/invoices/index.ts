export * from './vat';
export * from './schemas';
export * from './endpoints';
