import type { ConfigurationPreview } from '@planner/api';
import type { PermissionState } from '@planner/platform';
import { Alert } from '@planner/ui';

const NOTICES = {
  InReview: 'Dieses Angebot wartet auf Freigabe und kann nicht bearbeitet werden. Zum Ändern nehmen Sie es zurück in Bearbeitung.',
  Finalized: 'Dieses Angebot ist fertiggestellt und kann nicht mehr bearbeitet werden. Für Änderungen legen Sie eine Kopie an.',
} as const;

/** Says why nothing on the page can be edited: the user may not plan, or the quote is no longer in progress. */
export function ReadOnlyNotice({ configuration, plan }: { configuration: ConfigurationPreview; plan: PermissionState }) {
  const status = configuration.status.type;
  const notice = plan.allowed ? (status === 'InProgress' ? null : NOTICES[status]) : plan.reason;
  if (!notice) return null;
  return <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} />;
}
