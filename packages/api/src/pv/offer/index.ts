export * from './mounting';
export * from './partsList';
export * from './vatClassification';
