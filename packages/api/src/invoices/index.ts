export * from './schemas';
export * from './endpoints';
export * from './datev';
export * from './datevEndpoints';
