export * from './mounting';
export * from './offerEndpoints';
export * from './offerLines';
export * from './offerSchemas';
export * from './partsList';
export * from './quotePvPart';
export * from './vatClassification';
export * from './quotePdfSnapshot';
