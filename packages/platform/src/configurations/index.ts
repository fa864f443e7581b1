export { refreshQuotes, useConfigurationMutations, useProjectConfigurations } from './useConfigurationMutations';
export { configurationStatusTone, quoteStatusTone } from './statusTone';
export type { StatusTone } from './statusTone';
