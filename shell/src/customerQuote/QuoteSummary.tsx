import {
  formatCents,
  formatQuantity,
  numberPvLines,
  OUTSIDE_ROOMS_NAME,
  PV_QUOTE_TITLE,
  pvQuoteHeading,
  quoteLineParts,
  quoteTitleNumbers,
  vatBreakdownLines,
  type PublicQuote,
} from '@planner/api';
import { Card, Collapse, Flex, Typography } from '@planner/ui/public-page';
import type { ReactNode } from 'react';

type Quote = PublicQuote['quote'];

function Line({ title, detail, amount }: { title: string; detail?: ReactNode; amount: number | null }) {
  return (
    <Flex justify="space-between" gap={12} className="customer-quote-line">
      <div>
        <div>{title}</div>
        {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
      </div>
      <span className="customer-quote-amount">{amount === null ? 'ohne Aufpreis' : formatCents(amount)}</span>
    </Flex>
  );
}

function FloorLines({ floor }: { floor: Quote['floors'][number] }) {
  const rooms = floor.rooms.filter((room) => room.elements.length > 0);
  if (rooms.length === 0) return <Typography.Text type="secondary">Auf diesem Stockwerk ist nichts geplant.</Typography.Text>;
  return rooms.map((room) => (
    <section key={room.name} className="customer-quote-room">
      <Typography.Title level={4} style={{ fontSize: 15 }}>
        {room.name === OUTSIDE_ROOMS_NAME ? 'Weitere Positionen' : room.name}
      </Typography.Title>
      {room.elements.map((element) => (
        <Line key={element.component.id} title={element.component.label} detail={quoteLineParts(element).join(' · ')} amount={element.totalPrice} />
      ))}
    </section>
  ));
}

/** The PV positions, each with its amount, unit price and VAT rate, and the legal notes. */
function PvLines({ quote, pv }: { quote: Quote; pv: NonNullable<Quote['pv']> }) {
  const title = quoteTitleNumbers(quote).pv;
  return (
    <Card title={`${title}. ${PV_QUOTE_TITLE}`} size="small">
      <Typography.Paragraph>{pvQuoteHeading(pv)}</Typography.Paragraph>
      {numberPvLines(pv.lines, title).map(({ line, number, quantity, vatRate }) => (
        <Line
          key={number}
          title={`${number} ${line.name}`}
          detail={`${quantity} × ${formatCents(line.unitPrice)} · USt. ${vatRate}`}
          amount={line.netAmount}
        />
      ))}
      {pv.notes.map((note) => (
        <Typography.Paragraph key={note} type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {note}
        </Typography.Paragraph>
      ))}
    </Card>
  );
}

/** The quote's positions by floor and room, the additional installations and choices, and the totals. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const floorItems = quote.floors.map((floor) => ({
    key: floor.id,
    label: (
      <Flex justify="space-between" gap={12}>
        <span>{floor.name}</span>
        <span className="customer-quote-amount">{formatCents(floor.totalPrice)}</span>
      </Flex>
    ),
    children: <FloorLines floor={floor} />,
  }));
  return (
    <Flex vertical gap={16}>
      {quote.floors.length > 0 && (
        <Card title="Leistungen nach Stockwerken" size="small">
          <Collapse items={floorItems} ghost />
        </Card>
      )}
      {quote.additionalInstallations.length > 0 && (
        <Card title="Zusatzinstallationen" size="small">
          {quote.additionalInstallations.map((line, index) => (
            <Line
              key={index}
              title={line.title}
              detail={`${formatQuantity(line.amount, line.unit)} × ${formatCents(line.unitPrice)}`}
              amount={line.totalPrice}
            />
          ))}
        </Card>
      )}
      {quote.checkout.length > 0 && (
        <Card title="Vertragsleistungen & Sondervereinbarungen" size="small">
          {quote.checkout.map((line, index) => (
            <Line key={index} title={`${line.label}: ${line.choice}`} detail={line.details.join(' · ')} amount={line.unitPrice === 0 ? null : line.totalPrice} />
          ))}
        </Card>
      )}
      {quote.pv && <PvLines quote={quote} pv={quote.pv} />}
      <Card size="small" aria-label="Summe">
        <Line title="Nettobetrag" amount={quote.netTotal} />
        {vatBreakdownLines(quote.vatBreakdown, 'zzgl. ').map((line) => (
          <Line key={line.key} title={line.label} amount={line.amount} />
        ))}
        <Flex justify="space-between" className="customer-quote-total">
          <strong>Gesamtbetrag</strong>
          <strong className="customer-quote-amount">{formatCents(quote.grossTotal)}</strong>
        </Flex>
      </Card>
    </Flex>
  );
}
