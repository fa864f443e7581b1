import { configurationStatusText, QUOTE_STATUS_LABELS, type ConfigurationPreview, type QuoteStatus } from '@planner/api';
import { configurationStatusTone, quoteStatusTone } from '@planner/platform';
import { Tag } from '@planner/ui';

const style = { marginInlineEnd: 0 };

export function QuoteStatusTag({ status }: { status: QuoteStatus }) {
  return (
    <Tag color={quoteStatusTone(status)} style={style}>
      {QUOTE_STATUS_LABELS[status]}
    </Tag>
  );
}

/** 'In Bearbeitung', 'Warten auf Freigabe' or, once finalized, the quote status. */
export function ConfigurationStatusTag({ configuration }: { configuration: ConfigurationPreview }) {
  return (
    <Tag color={configurationStatusTone(configuration)} style={style}>
      {configurationStatusText(configuration)}
    </Tag>
  );
}
