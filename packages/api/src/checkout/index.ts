export * from './images';
export * from './optionSchemas';
export * from './optionEndpoints';
export * from './checkoutSchemas';
export * from './checkoutEndpoints';
