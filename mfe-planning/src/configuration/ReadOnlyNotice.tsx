import type { ConfigurationPreview } from '@planner/api';
import { Alert } from '@planner/ui';

const NOTICES = {
  InReview: 'Dieses Angebot wartet auf Freigabe und kann nicht bearbeitet werden. Zum Ändern nehmen Sie es zurück in Bearbeitung.',
  Finalized: 'Dieses Angebot ist fertiggestellt und kann nicht mehr bearbeitet werden. Für Änderungen legen Sie eine Kopie an.',
} as const;

/** Says why nothing on the page can be edited. */
export function ReadOnlyNotice({ configuration }: { configuration: ConfigurationPreview }) {
  const status = configuration.status.type;
  if (status === 'InProgress') return null;
  return <Alert type="info" showIcon title={NOTICES[status]} style={{ marginBottom: 16 }} />;
}
