import { MSG_QUOTE_DATA_UNAVAILABLE, vatBreakdownLines, type QuotePreview } from '@planner/api';
import { Alert, formatCents, Skeleton, Typography } from '@planner/ui';
import type { CSSProperties, ReactNode } from 'react';
import { useQuotePreview } from './useQuote';

const cell: CSSProperties = { padding: '6px 0', fontWeight: 'normal', textAlign: 'left' };
const amountCell: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: 16 };
const ruled: CSSProperties = { borderTop: '1px solid #f0f0f0' };

function Line({ label, cents, strong, style }: { label: ReactNode; cents: number; strong?: boolean; style?: CSSProperties }) {
  const text = (content: ReactNode) => (strong ? <Typography.Text strong>{content}</Typography.Text> : content);
  return (
    <tr style={style}>
      <th scope="row" style={cell}>
        {text(label)}
      </th>
      <td style={amountCell}>{text(formatCents(cents))}</td>
    </tr>
  );
}

function PreviewLines({ preview }: { preview: QuotePreview }) {
  return (
    <table aria-label="Vorschau der Summen" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <tbody>
        {preview.floors.map((floor) => (
          <Line key={floor.id} label={floor.name} cents={floor.totalPrice} />
        ))}
        <Line label="Zusatzinstallationen" cents={preview.additionalInstallationsTotal} />
        <Line label="Vertragsleistungen" cents={preview.checkoutTotal} />
        {preview.pvTotal > 0 && <Line label="PV-Anlage" cents={preview.pvTotal} />}
        <Line label="Netto" cents={preview.netTotal} style={ruled} />
        {vatBreakdownLines(preview.vatBreakdown).map((line) => (
          <Line key={line.key} label={line.label} cents={line.amount} />
        ))}
        <Line label="Brutto" cents={preview.grossTotal} strong style={ruled} />
      </tbody>
    </table>
  );
}

/** The quote's totals at today's prices, as they will be frozen. */
export function QuotePreviewTable({ configurationId }: { configurationId: string }) {
  const { data: preview, failure, isPending } = useQuotePreview(configurationId);
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  if (!preview) return <Alert type="warning" showIcon title={failure?.message ?? MSG_QUOTE_DATA_UNAVAILABLE} />;
  return (
    <>
      {preview.netTotal === 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title="Das Angebot kostet 0,00 €."
          description="Es enthält keine berechneten Positionen. Prüfen Sie Grundrisse, Zusatzinstallationen und Vertragsleistungen, bevor Sie es fertigstellen."
        />
      )}
      <PreviewLines preview={preview} />
    </>
  );
}
