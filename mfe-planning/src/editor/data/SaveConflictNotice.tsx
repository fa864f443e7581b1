import { MSG_PLAN_DOCUMENT_OUTDATED } from '@planner/api';
import { Alert, Button, Space } from '@planner/ui';

export interface SaveConflictNoticeProps {
  onRestoreMine: () => void;
  onDiscardMine: () => void;
}

/**
 * Shown after the floor was saved elsewhere while this window had changes: the newer state is
 * on screen, and the person decides what happens to their own changes.
 */
export function SaveConflictNotice({ onRestoreMine, onDiscardMine }: SaveConflictNoticeProps) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      message={MSG_PLAN_DOCUMENT_OUTDATED}
      description="Sie sehen jetzt den neueren Stand. Ihre letzten Änderungen wurden nicht gespeichert; Sie können sie wiederherstellen und damit den neueren Stand ersetzen."
      action={
        <Space orientation="vertical" size="small">
          <Button type="primary" onClick={onRestoreMine}>
            Meine Änderungen wiederherstellen
          </Button>
          <Button onClick={onDiscardMine}>Neueren Stand behalten</Button>
        </Space>
      }
    />
  );
}
