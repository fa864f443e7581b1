import {
  formatCents,
  formatQuantity,
  OUTSIDE_ROOMS_NAME,
  quoteLineParts,
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
      <Card title="Leistungen nach Stockwerken" size="small">
        <Collapse items={floorItems} ghost />
      </Card>
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
