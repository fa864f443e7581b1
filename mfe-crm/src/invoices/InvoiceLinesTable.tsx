import { formatQuantity, type InvoiceLine } from '@planner/api';
import { DataTable, Flex, formatCents, Typography, useBreakpoint, type ListColumn } from '@planner/ui';
import { Money } from './invoiceCells';
import { vatRateText } from './invoiceText';

const Secondary = ({ children }: { children: string }) => <Typography.Text type="secondary">{children}</Typography.Text>;

const quantity = (line: InvoiceLine) => formatQuantity(line.quantity, line.unit);

/** The invoice's lines: position, what it is, quantity and unit, unit price, VAT rate and net total. */
export function InvoiceLinesTable({ lines }: { lines: InvoiceLine[] }) {
  const mobile = useBreakpoint() === 'mobile';
  // Phones give the description the width: the position leads its title, the figures follow below it.
  const columns: ListColumn<InvoiceLine>[] = [
    ...(mobile ? [] : [{ title: 'Pos.', key: 'position', width: 72, render: (_: unknown, line: InvoiceLine) => line.position }]),
    {
      title: mobile ? 'Position' : 'Bezeichnung',
      key: 'title',
      render: (_, line) => (
        <Flex vertical>
          {mobile ? `${line.position} ${line.title}` : line.title}
          {line.description && <Secondary>{line.description}</Secondary>}
          {mobile && <Secondary>{`${quantity(line)} × ${formatCents(line.unitPrice)} · USt. ${vatRateText(line.vatCategory)}`}</Secondary>}
        </Flex>
      ),
    },
    ...(mobile
      ? []
      : ([
          { title: 'Menge', key: 'quantity', align: 'right', width: 110, render: (_, line) => <span style={{ whiteSpace: 'nowrap' }}>{quantity(line)}</span> },
          { title: 'Einzelpreis', key: 'unitPrice', align: 'right', width: 120, render: (_, line) => <Money cents={line.unitPrice} /> },
          { title: 'USt.', key: 'vat', align: 'right', width: 72, render: (_, line) => vatRateText(line.vatCategory) },
        ] satisfies ListColumn<InvoiceLine>[])),
    { title: 'Gesamt', key: 'total', align: 'right', width: 120, render: (_, line) => <Money cents={line.netAmount} /> },
  ];
  return (
    <DataTable<InvoiceLine>
      size="small"
      rows={lines}
      columns={columns}
      rowKey={(line) => line.position}
      emptyText="Keine Positionen."
    />
  );
}
