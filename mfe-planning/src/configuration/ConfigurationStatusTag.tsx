import { configurationStatusText, type ConfigurationPreview } from '@planner/api';
import { configurationStatusTone } from '@planner/platform';
import { Tag } from '@planner/ui';

/** 'In Bearbeitung', 'Warten auf Freigabe' or, once finalized, the quote status. */
export function ConfigurationStatusTag({ configuration }: { configuration: ConfigurationPreview }) {
  return (
    <Tag color={configurationStatusTone(configuration)} data-testid="configuration-status" style={{ marginInlineEnd: 0 }}>
      {configurationStatusText(configuration)}
    </Tag>
  );
}
