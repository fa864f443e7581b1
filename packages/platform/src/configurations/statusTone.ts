import type { ConfigurationPreview, ConfigurationStatus, QuoteStatus } from '@planner/api';

/** The colour of a status tag, one of antd's preset colours. */
export type StatusTone = 'blue' | 'gold' | 'cyan' | 'purple' | 'green' | 'red';

const QUOTE_STATUS_TONES: Record<QuoteStatus, StatusTone> = { Created: 'purple', Sent: 'cyan', Accepted: 'green', Declined: 'red' };
const CONFIGURATION_STATUS_TONES: Record<ConfigurationStatus, StatusTone> = {
  InProgress: 'blue',
  InReview: 'gold',
  Finalized: 'cyan',
};

export const quoteStatusTone = (quoteStatus: QuoteStatus): StatusTone => QUOTE_STATUS_TONES[quoteStatus];

/** Goes with `configurationStatusText`: the quote status once finalized, else the work status. */
export const configurationStatusTone = (configuration: Pick<ConfigurationPreview, 'status' | 'quoteStatus'>): StatusTone =>
  configuration.quoteStatus
    ? quoteStatusTone(configuration.quoteStatus.type)
    : CONFIGURATION_STATUS_TONES[configuration.status.type];
