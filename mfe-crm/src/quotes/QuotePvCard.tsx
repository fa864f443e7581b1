import { PV_QUOTE_TITLE, pvQuoteHeading, quoteTitleNumbers, type Quote, type QuotePvPart } from '@planner/api';
import { Card, Flex, formatCents, Typography } from '@planner/ui';
import { PvLinesTable } from './QuoteLineTables';

/** The quote's PV system: size and module, its positions with their VAT and the legal notes. */
export function QuotePvCard({ quote, pv, size }: { quote: Quote; pv: QuotePvPart; size: 'small' | 'default' }) {
  const title = quoteTitleNumbers(quote).pv;
  return (
    <Card size={size} title={`${title}. ${PV_QUOTE_TITLE}`} extra={<Typography.Text strong>{formatCents(pv.totals.netTotal)}</Typography.Text>}>
      <Flex vertical gap="small">
        <Typography.Text>{pvQuoteHeading({ ...pv, moduleName: pv.parts.module?.name ?? null })}</Typography.Text>
        <PvLinesTable lines={pv.lines} title={title} />
        {pv.notes.map((note) => (
          <Typography.Text key={note} type="secondary">
            {note}
          </Typography.Text>
        ))}
      </Flex>
    </Card>
  );
}
