import {
  formatCents,
  numberCheckoutLines,
  OUTSIDE_ROOMS_NAME,
  quoteTitleNumbers,
  type InvoiceLine,
  type PartialShare,
  type Quote,
} from '@planner/api';

const OUTSIDE_ROOMS_TITLE = 'Weitere Positionen';

/** A line at 19 % whose labour cost is the item's labour share of its amount. */
const standardLine = (line: Omit<InvoiceLine, 'vatCategory' | 'labourAmount'>, labourShareBasisPoints = 0): InvoiceLine => ({
  ...line,
  vatCategory: 'Standard',
  labourAmount: Math.round((line.netAmount * labourShareBasisPoints) / 10_000),
});

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' – ');

/**
 * The billed lines of a quote, numbered as the quote numbers them: per floor and room the planned
 * installations beyond what the room includes, then additional installations and checkout options.
 * Lines without a price (all included, 'ohne Aufpreis') are not billed. Each line's labour cost
 * (§ 35a EStG) is its item's labour share of the amount, as frozen with the quote.
 */
export function quoteInvoiceLines(quote: Quote): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  quote.floors.forEach((floor, floorIndex) =>
    floor.rooms.forEach((room, roomIndex) =>
      room.elements.forEach((element, elementIndex) => {
        if (element.totalPrice === 0) return;
        const roomName = room.name === OUTSIDE_ROOMS_NAME ? OUTSIDE_ROOMS_TITLE : room.name;
        const included = element.included > 0 ? `${element.items} geplant, davon ${element.included} inklusive` : '';
        lines.push(
          standardLine({
            position: [floorIndex + 1, roomIndex + 1, elementIndex + 1].join('.'),
            title: element.component.label,
            description: joined(`${floor.name}, ${roomName}`, element.component.description, included),
            quantity: element.extra,
            unit: element.component.unit,
            unitPrice: element.unitPrice,
            netAmount: element.totalPrice,
          }, element.component.labourShareBasisPoints),
        );
      }),
    ),
  );
  const titles = quoteTitleNumbers(quote);
  quote.additionalInstallations.forEach((line, index) => {
    if (line.totalPrice === 0) return;
    lines.push(
      standardLine({
        position: `${titles.additionalInstallations}.${index + 1}`,
        title: line.title,
        description: line.description,
        quantity: line.amount,
        unit: line.unit,
        unitPrice: line.unitPrice,
        netAmount: line.totalPrice,
      }, line.labourShareBasisPoints),
    );
  });
  for (const { line, sectionNumber, lineNumber } of numberCheckoutLines(quote.checkout)) {
    if (line.totalPrice === 0) continue;
    lines.push(
      standardLine({
        position: [titles.checkout, sectionNumber, lineNumber].join('.'),
        title: `${line.label}: ${line.choice}`,
        description: joined(line.section, ...line.details),
        quantity: line.amount,
        unit: 'Piece',
        unitPrice: line.unitPrice,
        netAmount: line.totalPrice,
      }, line.labourShareBasisPoints),
    );
  }
  return lines;
}

/** The net amount a partial invoice bills of the quote's net total. */
export const partialNetAmount = (quoteNet: number, share: PartialShare): number =>
  share.type === 'Amount' ? share.amount : Math.round((quoteNet * share.basisPoints) / 10_000);

const formatPercent = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('de-DE', { maximumFractionDigits: 2 })} %`;

/** The one line of the `ordinal`-th partial invoice of a quote. */
export function partialInvoiceLine(quote: Quote, share: PartialShare, ordinal: number): InvoiceLine {
  const amount = partialNetAmount(quote.netTotal, share);
  const basis = `der Auftragssumme von ${formatCents(quote.netTotal)} netto`;
  return standardLine({
    position: '1',
    title: `${ordinal}. Abschlag gemäß Angebot ${quote.quoteNumber}`,
    description: share.type === 'Percent' ? `${formatPercent(share.basisPoints)} ${basis}` : `Abschlag auf Grundlage ${basis}`,
    quantity: 1,
    unit: 'LumpSum',
    unitPrice: amount,
    netAmount: amount,
  });
}
