export { refreshQuotes, useConfigurationMutations, useProjectConfigurations } from './useConfigurationMutations';
export { openQuotePdf, quotePdfFileName } from './openQuotePdf';
export { configurationStatusTone, quoteStatusTone } from './statusTone';
export type { StatusTone } from './statusTone';
