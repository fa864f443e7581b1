export * from './mounting';
export * from './partsList';
export * from './vatClassification';
export * from './quotePdfSnapshot';
