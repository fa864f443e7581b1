import type { QuoteAdditionalInstallationLine, QuoteCheckoutLine, QuoteRoom } from '@planner/api';
import { Flex, formatCents, Table, Typography, useBreakpoint, type TableColumnsType } from '@planner/ui';

type Element = QuoteRoom['elements'][number];

const nowrap = { whiteSpace: 'nowrap' } as const;
const times = (amount: number, unitPrice: number) => `${amount} × ${formatCents(unitPrice)}`;
const Secondary = ({ children }: { children: string }) => <Typography.Text type="secondary">{children}</Typography.Text>;

/** '5 Stck.', '3 inkl.', '2 × 12,50 €': what the room brings, what the specification includes, what is charged. */
const elementFigures = (element: Element) => [
  `${element.items} Stck.`,
  element.included > 0 ? `${element.included} inkl.` : null,
  element.extra > 0 ? times(element.extra, element.unitPrice) : null,
];

/** The lines of one room: installation, count, included, extra × unit price, line total. */
export function RoomLinesTable({ room }: { room: QuoteRoom }) {
  const mobile = useBreakpoint() === 'mobile';
  const columns: TableColumnsType<Element> = mobile
    ? [
        {
          title: 'Installation',
          key: 'component',
          render: (_, element) => (
            <Flex vertical>
              {element.component.label}
              <Secondary>{elementFigures(element).filter(Boolean).join(' · ')}</Secondary>
            </Flex>
          ),
        },
      ]
    : [
        { title: 'Installation', key: 'component', render: (_, element) => element.component.label },
        { title: 'Menge', key: 'items', align: 'right', width: 110, render: (_, element) => elementFigures(element)[0] },
        { title: 'Inklusive', key: 'included', align: 'right', width: 110, render: (_, element) => elementFigures(element)[1] ?? '–' },
        { title: 'Mehrpreis', key: 'extra', align: 'right', width: 170, render: (_, element) => elementFigures(element)[2] ?? '–' },
      ];
  columns.push({
    title: 'Gesamt',
    key: 'total',
    align: 'right',
    width: 120,
    render: (_, element) => <span style={nowrap}>{formatCents(element.totalPrice)}</span>,
  });
  return (
    <Table<Element>
      size="small"
      dataSource={room.elements}
      columns={columns}
      rowKey={(element) => element.component.id}
      pagination={false}
      locale={{ emptyText: 'Keine Installationen in diesem Raum.' }}
    />
  );
}

export function AdditionalInstallationLinesTable({ lines }: { lines: QuoteAdditionalInstallationLine[] }) {
  const mobile = useBreakpoint() === 'mobile';
  const columns: TableColumnsType<QuoteAdditionalInstallationLine> = [
    {
      title: 'Zusatzinstallation',
      key: 'title',
      render: (_, line) => (
        <Flex vertical>
          {line.title}
          {line.description && <Secondary>{line.description}</Secondary>}
          {mobile && <Secondary>{times(line.amount, line.unitPrice)}</Secondary>}
        </Flex>
      ),
    },
    ...(mobile
      ? []
      : [
          {
            title: 'Menge × Einzelpreis',
            key: 'amount',
            align: 'right' as const,
            width: 190,
            render: (_: unknown, line: QuoteAdditionalInstallationLine) => times(line.amount, line.unitPrice),
          },
        ]),
    { title: 'Gesamt', key: 'total', align: 'right', width: 120, render: (_, line) => <span style={nowrap}>{formatCents(line.totalPrice)}</span> },
  ];
  return (
    <Table<QuoteAdditionalInstallationLine>
      size="small"
      dataSource={lines}
      columns={columns}
      rowKey={(line) => `${line.title}-${line.unitPrice}`}
      pagination={false}
      locale={{ emptyText: 'Keine Zusatzinstallationen.' }}
    />
  );
}

/** A checkout line shows a quantity only when it costs something. */
const checkoutQuantity = (line: QuoteCheckoutLine) => (line.unitPrice !== 0 ? times(line.amount, line.unitPrice) : null);

export function CheckoutLinesTable({ lines }: { lines: QuoteCheckoutLine[] }) {
  const mobile = useBreakpoint() === 'mobile';
  const columns: TableColumnsType<QuoteCheckoutLine> = [
    {
      title: 'Leistung',
      key: 'choice',
      render: (_, line) => (
        <Flex vertical>
          <Secondary>{line.label}</Secondary>
          {line.choice}
          {line.details.map((detail) => (
            <Secondary key={detail}>{detail}</Secondary>
          ))}
          {mobile && checkoutQuantity(line) && <Secondary>{checkoutQuantity(line) ?? ''}</Secondary>}
        </Flex>
      ),
    },
    ...(mobile
      ? []
      : [
          {
            title: 'Menge × Einzelpreis',
            key: 'amount',
            align: 'right' as const,
            width: 190,
            render: (_: unknown, line: QuoteCheckoutLine) => checkoutQuantity(line) ?? '–',
          },
        ]),
    { title: 'Gesamt', key: 'total', align: 'right', width: 120, render: (_, line) => <span style={nowrap}>{formatCents(line.totalPrice)}</span> },
  ];
  return (
    <Table<QuoteCheckoutLine>
      size="small"
      dataSource={lines}
      columns={columns}
      rowKey={(line) => `${line.section}-${line.label}`}
      pagination={false}
      locale={{ emptyText: 'Keine Vertragsleistungen gewählt.' }}
    />
  );
}
