import { vatBreakdownLines, type QuoteTotals as Totals } from '@planner/api';
import { Card, Flex, formatCents, Typography } from '@planner/ui';
import type { ReactNode } from 'react';

/** A line of a totals card: its label and amount; `strong` for a sum, set off by a rule. */
export function TotalLine({ label, cents, strong }: { label: ReactNode; cents: number; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="large" style={strong ? { borderTop: '1px solid #f0f0f0', paddingTop: 8 } : undefined}>
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong} style={{ whiteSpace: 'nowrap', fontSize: strong ? 16 : undefined }}>
        {formatCents(cents)}
      </Typography.Text>
    </Flex>
  );
}

/** The totals at the end of a quote or an invoice, on the right. */
export function TotalsCard({ children, maxWidth = 360 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Flex justify="flex-end">
      <Card size="small" style={{ width: '100%', maxWidth }}>
        <div role="group" aria-label="Summen" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {children}
        </div>
      </Card>
    </Flex>
  );
}

/** Net total, VAT per rate and gross total of the quote. */
export function QuoteTotals({ totals }: { totals: Totals }) {
  return (
    <TotalsCard>
      <TotalLine label="Netto" cents={totals.netTotal} />
      {vatBreakdownLines(totals.vatBreakdown).map((line) => (
        <TotalLine key={line.key} label={line.label} cents={line.amount} />
      ))}
      <TotalLine label="Brutto" cents={totals.grossTotal} strong />
    </TotalsCard>
  );
}
