import type { QuoteTotals as Totals } from '@planner/api';
import { Card, Flex, formatCents, Typography } from '@planner/ui';

function TotalLine({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="large" style={strong ? { borderTop: '1px solid #f0f0f0', paddingTop: 8 } : undefined}>
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong} style={{ whiteSpace: 'nowrap', fontSize: strong ? 16 : undefined }}>
        {formatCents(cents)}
      </Typography.Text>
    </Flex>
  );
}

/** Net total, VAT and gross total of the quote. */
export function QuoteTotals({ totals }: { totals: Totals }) {
  return (
    <Flex justify="flex-end">
      <Card size="small" style={{ width: '100%', maxWidth: 360 }}>
        <div role="group" aria-label="Summen" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <TotalLine label="Netto" cents={totals.netTotal} />
          <TotalLine label={`${totals.vatRatePercent} % MwSt.`} cents={totals.vatAmount} />
          <TotalLine label="Brutto" cents={totals.grossTotal} strong />
        </div>
      </Card>
    </Flex>
  );
}
