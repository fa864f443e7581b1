import {
  formatQuantity,
  numberPvLines,
  quoteLineFigures,
  quoteLineParts,
  type NumberedPvLine,
  type PvOfferLine,
  type QuoteAdditionalInstallationLine,
  type QuoteCheckoutLine,
  type QuoteRoom,
} from '@planner/api';
import { Flex, formatCents, Typography } from '@planner/ui';
import type { ReactNode } from 'react';
import { LinesTable } from './LinesTable';

type Element = QuoteRoom['elements'][number];

const times = (amount: number, unitPrice: number) => `${amount} × ${formatCents(unitPrice)}`;
/** '40 m × 24,00 €'. */
const quantityTimesPrice = (line: QuoteAdditionalInstallationLine) =>
  `${formatQuantity(line.amount, line.unit)} × ${formatCents(line.unitPrice)}`;
const Secondary = ({ children }: { children: ReactNode }) => <Typography.Text type="secondary">{children}</Typography.Text>;

/** The lines of one room: installation, count, included, extra × unit price, line total. */
export function RoomLinesTable({ room }: { room: QuoteRoom }) {
  return (
    <LinesTable<Element>
      lines={room.elements}
      rowKey={(element) => element.component.id}
      emptyText="Keine Installationen in diesem Raum."
      title="Installation"
      describe={(element, mobile) =>
        mobile ? (
          <Flex vertical>
            {element.component.label}
            {element.component.description && <Secondary>{element.component.description}</Secondary>}
            <Secondary>{quoteLineParts(element).join(' · ')}</Secondary>
          </Flex>
        ) : (
          <Flex vertical>
            {element.component.label}
            {element.component.description && <Secondary>{element.component.description}</Secondary>}
          </Flex>
        )
      }
      figures={[
        { key: 'items', title: 'Menge', width: 110, render: (element) => quoteLineFigures(element).items },
        { key: 'included', title: 'Inklusive', width: 110, render: (element) => quoteLineFigures(element).included ?? '–' },
        { key: 'extra', title: 'Mehrpreis', width: 170, render: (element) => quoteLineFigures(element).extra ?? '–' },
      ]}
    />
  );
}

export function AdditionalInstallationLinesTable({ lines }: { lines: QuoteAdditionalInstallationLine[] }) {
  return (
    <LinesTable<QuoteAdditionalInstallationLine>
      lines={lines}
      rowKey={(line) => `${line.title}-${line.unitPrice}`}
      emptyText="Keine Zusatzinstallationen."
      title="Zusatzinstallation"
      describe={(line, mobile) => (
        <Flex vertical>
          {line.title}
          {line.description && <Secondary>{line.description}</Secondary>}
          {mobile && <Secondary>{quantityTimesPrice(line)}</Secondary>}
        </Flex>
      )}
      figures={[{ key: 'amount', title: 'Menge × Einzelpreis', width: 190, render: quantityTimesPrice }]}
    />
  );
}

/** A checkout line shows a quantity only when it costs something. */
const checkoutQuantity = (line: QuoteCheckoutLine) => (line.unitPrice !== 0 ? times(line.amount, line.unitPrice) : null);

export function CheckoutLinesTable({ lines }: { lines: QuoteCheckoutLine[] }) {
  return (
    <LinesTable<QuoteCheckoutLine>
      lines={lines}
      rowKey={(line) => `${line.section}-${line.label}`}
      emptyText="Keine Vertragsleistungen gewählt."
      title="Leistung"
      describe={(line, mobile) => {
        const quantity = checkoutQuantity(line);
        return (
          <Flex vertical>
            <Secondary>{line.label}</Secondary>
            {line.choice}
            {line.details.map((detail) => (
              <Secondary key={detail}>{detail}</Secondary>
            ))}
            {mobile && quantity && <Secondary>{quantity}</Secondary>}
          </Flex>
        );
      }}
      figures={[{ key: 'amount', title: 'Menge × Einzelpreis', width: 190, render: (line) => checkoutQuantity(line) ?? '–' }]}
    />
  );
}

type PvRow = NumberedPvLine<PvOfferLine> & { totalPrice: number };
/** '24 Stk. × 250,00 €'. */
const pvQuantityTimesPrice = (row: PvRow) => `${row.quantity} × ${formatCents(row.line.unitPrice)}`;

/** The PV positions numbered under the quote's PV title, each with its VAT rate. */
export function PvLinesTable({ lines, title }: { lines: PvOfferLine[]; title: number }) {
  const rows = numberPvLines(lines, title).map((row): PvRow => ({ ...row, totalPrice: row.line.netAmount }));
  return (
    <LinesTable<PvRow>
      lines={rows}
      rowKey={(row) => row.line.key}
      emptyText="Keine PV-Positionen."
      title="Position"
      describe={(row, mobile) => (
        <Flex vertical>
          <span>
            <Typography.Text type="secondary">{row.number}</Typography.Text> {row.line.name}
          </span>
          {mobile && (
            <Secondary>
              {`${pvQuantityTimesPrice(row)} · `}
              {/* The rate stays on one line with its '%'. */}
              <span style={{ whiteSpace: 'nowrap' }}>USt. {row.vatRate}</span>
            </Secondary>
          )}
        </Flex>
      )}
      figures={[
        { key: 'amount', title: 'Menge × Einzelpreis', width: 190, render: pvQuantityTimesPrice },
        { key: 'vat', title: 'USt.', width: 70, render: (row) => row.vatRate },
      ]}
    />
  );
}
