import type { CheckResult, PvDesignContent, PvModule } from '@planner/api/pv';
import { Flex, Tag, Typography } from '@planner/ui';
import { kilowattPeak, faceModuleCount } from '../roofGeometry';
import type { SaveStatus } from '../useDesignAutoSave';

const SAVE_TEXTS: Record<SaveStatus, string> = {
  saved: 'Gespeichert',
  pending: 'Ungespeicherte Änderungen',
  saving: 'Wird gespeichert …',
  conflict: 'Nicht gespeichert',
  failed: 'Nicht gespeichert',
};

/** The shell's header sticks to the top of the page; the summary sticks right below it. */
const APP_HEADER_HEIGHT = 56;

const kwp = (value: number) => `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kWp`;

export interface DesignSummaryProps {
  design: PvDesignContent;
  module: PvModule | null;
  results: CheckResult[];
  status: SaveStatus;
  /** Brings the check's results into view (on a phone they are far below). */
  onShowCheck: () => void;
}

/** Always in view: modules and kWp per face and in total, the check's counts and the save state. */
export function DesignSummary({ design, module, results, status, onShowCheck }: DesignSummaryProps) {
  const total = faceModuleCount(design);
  const errors = results.filter((result) => result.severity === 'error').length;
  const warnings = results.length - errors;
  return (
    <Flex
      wrap
      gap={8}
      align="center"
      data-testid="design-summary"
      style={{ position: 'sticky', top: APP_HEADER_HEIGHT, zIndex: 2, background: '#fff', padding: '8px 12px', border: '1px solid #f0f0f0', borderRadius: 8, marginBottom: 12 }}
    >
      <Typography.Text strong>
        Gesamt: {total} Module · {kwp(kilowattPeak(total, module))}
      </Typography.Text>
      {design.faces.map((face) => (
        <Tag key={face.id}>
          {face.name}: {face.modules.length} · {kwp(kilowattPeak(face.modules.length, module))}
        </Tag>
      ))}
      <button type="button" title="Zu den Prüfergebnissen" onClick={onShowCheck} style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', font: 'inherit' }}>
        <Tag color={errors > 0 ? 'red' : 'green'}>{errors} Fehler</Tag>
        {warnings > 0 && <Tag color="gold">{warnings === 1 ? '1 Hinweis' : `${warnings} Hinweise`}</Tag>}
      </button>
      <Typography.Text type={status === 'conflict' || status === 'failed' ? 'danger' : 'secondary'} aria-live="polite" style={{ marginLeft: 'auto' }}>
        {SAVE_TEXTS[status]}
      </Typography.Text>
    </Flex>
  );
}
