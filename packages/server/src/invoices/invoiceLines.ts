import {
  formatCents,
  formatCount,
  numberCheckoutLines,
  OUTSIDE_ROOMS_NAME,
  quoteTitleNumbers,
  vatRateLabel,
  type InvoiceLine,
  type BillingUnit,
  type LineVatCategory,
  type PartialShare,
  type Quote,
} from '@planner/api';
import type { PvOfferLine } from '@planner/api/pv';

const OUTSIDE_ROOMS_TITLE = 'Weitere Positionen';

/** A line at its VAT category (19 % unless the quote line says otherwise) whose labour cost is the item's labour share of its amount. */
const billedLine = (
  line: Omit<InvoiceLine, 'vatCategory' | 'labourAmount'>,
  labourShareBasisPoints = 0,
  vatCategory: LineVatCategory = 'Standard',
): InvoiceLine => ({
  ...line,
  vatCategory,
  labourAmount: Math.round((line.netAmount * labourShareBasisPoints) / 10_000),
});

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' – ');

/**
 * The billed lines of a quote, numbered as the quote numbers them: per floor and room the planned
 * installations beyond what the room includes, then additional installations, checkout options and
 * the PV system's positions (priced per kWp as a lump sum naming the kWp).
 * Lines without a price (all included, 'ohne Aufpreis') are not billed. Each line's labour cost
 * (§ 35a EStG) is its item's labour share of the amount, and its VAT category that of the quote's
 * line, as frozen with the quote.
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
          billedLine({
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
      billedLine({
        position: `${titles.additionalInstallations}.${index + 1}`,
        title: line.title,
        description: line.description,
        quantity: line.amount,
        unit: line.unit,
        unitPrice: line.unitPrice,
        netAmount: line.totalPrice,
      }, line.labourShareBasisPoints, line.vatCategory),
    );
  });
  for (const { line, sectionNumber, lineNumber } of numberCheckoutLines(quote.checkout)) {
    if (line.totalPrice === 0) continue;
    lines.push(
      billedLine({
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
  quote.pv?.lines.forEach((line, index) => {
    if (line.netAmount === 0) return;
    lines.push(
      billedLine({ position: `${titles.pv}.${index + 1}`, title: line.name, ...pvBilledFigures(line), netAmount: line.netAmount }, 0, line.vatCategory),
    );
  });
  return lines;
}

const PV_UNITS: Record<Exclude<PvOfferLine['unit'], 'kWp'>, BillingUnit> = { Stk: 'Piece', m: 'Metre', psch: 'LumpSum' };

/** A PV position as billed: a price per kWp as one lump sum that names the kWp and the price per kWp. */
function pvBilledFigures(line: PvOfferLine): Pick<InvoiceLine, 'description' | 'quantity' | 'unit' | 'unitPrice'> {
  if (line.unit === 'kWp') {
    return { description: `${formatCount(line.quantity)} kWp × ${formatCents(line.unitPrice)}`, quantity: 1, unit: 'LumpSum', unitPrice: line.netAmount };
  }
  return { description: '', quantity: line.quantity, unit: PV_UNITS[line.unit], unitPrice: line.unitPrice };
}

/** The net amount a partial invoice bills of the quote's net total. */
export const partialNetAmount = (quoteNet: number, share: PartialShare): number =>
  share.type === 'Amount' ? share.amount : Math.round((quoteNet * share.basisPoints) / 10_000);

const formatPercent = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('de-DE', { maximumFractionDigits: 2 })} %`;

/**
 * Splits a partial invoice's net amount over the quote's VAT rates in proportion to their net; the
 * last rate takes what rounding leaves, so the parts add up to the amount.
 */
function amountPerRate(quote: Quote, amount: number): { vatCategory: LineVatCategory; netAmount: number }[] {
  const rates = quote.vatBreakdown.filter(
    (entry): entry is typeof entry & { vatCategory: LineVatCategory } => entry.vatCategory !== 'ReverseCharge' && entry.netAmount > 0,
  );
  if (rates.length <= 1) return [{ vatCategory: rates[0]?.vatCategory ?? 'Standard', netAmount: amount }];
  let left = amount;
  return rates.map((entry, index) => {
    const netAmount = index === rates.length - 1 ? left : Math.round((amount * entry.netAmount) / quote.netTotal);
    left -= netAmount;
    return { vatCategory: entry.vatCategory, netAmount };
  });
}

/**
 * The lines of the `ordinal`-th partial invoice of a quote: one, or with several VAT rates on the
 * quote one per rate, each the rate's share of the amount, so the partial bills the tax the quote shows.
 */
export function partialInvoiceLines(quote: Quote, share: PartialShare, ordinal: number): InvoiceLine[] {
  const basis = `der Auftragssumme von ${formatCents(quote.netTotal)} netto`;
  const description = share.type === 'Percent' ? `${formatPercent(share.basisPoints)} ${basis}` : `Abschlag auf Grundlage ${basis}`;
  const parts = amountPerRate(quote, partialNetAmount(quote.netTotal, share));
  return parts.map(({ vatCategory, netAmount }, index) =>
    billedLine(
      {
        position: String(index + 1),
        title: `${ordinal}. Abschlag gemäß Angebot ${quote.quoteNumber}`,
        description: parts.length === 1 ? description : `${description}, Anteil der Leistungen zu ${vatRateLabel(vatCategory)}`,
        quantity: 1,
        unit: 'LumpSum',
        unitPrice: netAmount,
        netAmount,
      },
      0,
      vatCategory,
    ),
  );
}
