import { numberPvLines, PV_QUOTE_TITLE, pvQuoteHeading, type Quote } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { formatCents } from '../format';
import type { Flow } from '../../documentPdf/layout';
import { startSection } from '../../documentPdf/section';
import { drawTable, type TableColumn, type TableRow } from '../../documentPdf/table';

export const PV_TITLE = PV_QUOTE_TITLE;

const COLUMNS: TableColumn[] = [
  { header: 'Pos.', share: 0.08 },
  { header: 'Leistung', share: 0.38 },
  { header: 'Menge', share: 0.13, align: 'right' },
  { header: 'Einzelpreis', share: 0.14, align: 'right' },
  { header: 'USt.', share: 0.09, align: 'right' },
  { header: 'Gesamt', share: 0.18, align: 'right' },
];

/** Net of the PV positions. */
export const pvNetTotal = (pv: NonNullable<Quote['pv']>) => pv.totals.netTotal;

/**
 * The PV system's positions as frozen with the quote (ADR 0030), each with its VAT rate, under
 * the line 'kWp, Module'. The PV pages (summary, roof faces, string plan, data sheets) are not
 * positions; they follow the acceptance block (see renderQuotePdf).
 */
export function drawPvPositions(doc: PDFDocument, flow: Flow, quote: Quote, position: number): void {
  const { pv } = quote;
  if (!pv) return;
  startSection(doc, flow, `${position}. ${PV_TITLE}`, 60);
  const rows: TableRow[] = [
    { kind: 'group', title: pvQuoteHeading({ ...pv, moduleName: pv.parts.module?.name ?? null }) },
    ...numberPvLines(pv.lines, position).map(
      ({ line, number, quantity, vatRate }): TableRow => ({
        kind: 'item',
        cells: [number, line.name, quantity, formatCents(line.unitPrice), vatRate, formatCents(line.netAmount)],
      }),
    ),
    { kind: 'subtotal', label: `Summe ${position}. ${PV_TITLE}`, amount: formatCents(pvNetTotal(pv)) },
  ];
  drawTable(doc, flow, COLUMNS, rows);
  flow.advance(18);
}
