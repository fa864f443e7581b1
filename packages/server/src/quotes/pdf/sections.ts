import { OUTSIDE_ROOMS_NAME, compareGermanText, formatQuantity, numberCheckoutLines, quoteLineFigures, type Quote, type QuoteCheckoutLine, type QuoteElement } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { formatCents } from '../format';
import {
  drawFloorPlan,
  drawLegend,
  legendHeight,
  measureFloorPlan,
  shrinkPlan,
  type FloorPlanDrawing,
  type IconCache,
  type LegendEntry,
} from './floorPlan';
import { COLORS, CONTENT, write, type Flow } from '../../documentPdf/layout';
import { HEADING_HEIGHT, startSection } from '../../documentPdf/section';
import { drawTable, type Cell, type TableColumn, type TableRow } from '../../documentPdf/table';

export const ADDITIONAL_INSTALLATIONS_TITLE = 'Zusatzinstallationen';
export const CHECKOUT_TITLE = 'Vertragsleistungen & Sondervereinbarungen';

const COLUMNS: TableColumn[] = [
  { header: 'Pos.', share: 0.08 },
  { header: 'Leistung', share: 0.42 },
  { header: 'Menge', share: 0.16, align: 'right' },
  { header: 'Einzelpreis', share: 0.16, align: 'right' },
  { header: 'Gesamt', share: 0.18, align: 'right' },
];

/** '1.2.3': the position's number below its title's and group's. */
const positionNumber = (...parts: number[]) => parts.join('.');

/** The short text in the body font and, below it, the long text muted. */
const positionText = (shortText: string, longText: string): Cell => [
  { text: shortText },
  ...(longText.trim() ? [{ text: longText.trim(), muted: true }] : []),
];

const MIN_SHRUNK_PLAN_HEIGHT = 220;

/** What the customer reads for the installations outside every room, and for a floor with nothing on it. */
const OUTSIDE_ROOMS_TITLE = 'Weitere Positionen';
const NOTHING_PLANNED = 'Auf diesem Stockwerk sind keine Installationen geplant.';

/** '5 Stck.' with, below it, what the room type includes and what is charged extra. */
function lineFigures(element: QuoteElement): Cell {
  const { items, included, extra } = quoteLineFigures(element);
  return [{ text: items }, ...[included, extra].filter((part) => part !== null).map((text) => ({ text, muted: true }))];
}

/** Rooms and installations of a floor: its plan with symbols and legend, then its lines room by room. */
export function drawFloorSection(
  doc: PDFDocument,
  flow: Flow,
  floor: Quote['floors'][number],
  position: number,
  drawing: FloorPlanDrawing | undefined,
  icons: IconCache,
): void {
  const measured = drawing ? measureFloorPlan(doc, drawing) : null;
  // A plan that nearly fits is drawn a little smaller rather than leaving the page half empty.
  const legend = legendOf(floor);
  const space = flow.remaining - HEADING_HEIGHT - 8 - legendHeight(legend.length);
  const plan = measured && space >= MIN_SHRUNK_PLAN_HEIGHT ? shrinkPlan(measured, space) : measured;
  startSection(doc, flow, `${position}. ${floor.name}`, plan ? plan.height + 8 + legendHeight(legend.length) : 60);
  if (plan) {
    drawFloorPlan(doc, flow, plan, icons);
    drawLegend(doc, flow, legend, icons);
    flow.advance(10);
  }
  const rows: TableRow[] = floor.rooms.flatMap((room, roomIndex): TableRow[] => [
    {
      kind: 'group',
      title: `${positionNumber(position, roomIndex + 1)} ${room.name === OUTSIDE_ROOMS_NAME ? OUTSIDE_ROOMS_TITLE : room.name}`,
      amount: formatCents(room.totalPrice),
    },
    ...(room.elements.length === 0
      ? [{ kind: 'item' as const, cells: ['', [{ text: 'Keine Installationen', muted: true }], '', '', ''] }]
      : room.elements.map((element, index): TableRow => ({
          kind: 'item',
          cells: [
            positionNumber(position, roomIndex + 1, index + 1),
            positionText(element.component.label, element.component.description),
            lineFigures(element),
            formatCents(element.unitPrice),
            formatCents(element.totalPrice),
          ],
        }))),
  ]);
  if (rows.length === 0) {
    flow.advance(write(doc, NOTHING_PLANNED, CONTENT.left, flow.y, { size: 9, color: COLORS.muted }) + 18);
    return;
  }
  rows.push({ kind: 'subtotal', label: `Summe ${position}. ${floor.name}`, amount: formatCents(floor.totalPrice) });
  drawTable(doc, flow, COLUMNS, rows);
  flow.advance(18);
}

function legendOf(floor: Quote['floors'][number]): LegendEntry[] {
  const counts = new Map<string, LegendEntry>();
  for (const element of floor.rooms.flatMap((room) => room.elements)) {
    const entry = counts.get(element.component.id);
    if (entry) entry.count += element.items;
    else counts.set(element.component.id, { componentId: element.component.id, label: element.component.label, count: element.items });
  }
  return [...counts.values()].sort((a, b) => compareGermanText(a.label, b.label));
}

export function drawAdditionalInstallations(doc: PDFDocument, flow: Flow, quote: Quote, position: number): void {
  if (quote.additionalInstallations.length === 0) return;
  startSection(doc, flow, `${position}. ${ADDITIONAL_INSTALLATIONS_TITLE}`, 60);
  const rows: TableRow[] = quote.additionalInstallations.map((line, index) => ({
    kind: 'item',
    cells: [
      positionNumber(position, index + 1),
      positionText(line.title, line.description),
      formatQuantity(line.amount, line.unit),
      formatCents(line.unitPrice),
      formatCents(line.totalPrice),
    ],
  }));
  const total = formatCents(sumOf(quote.additionalInstallations));
  rows.push({ kind: 'subtotal', label: `Summe ${position}. ${ADDITIONAL_INSTALLATIONS_TITLE}`, amount: total });
  drawTable(doc, flow, COLUMNS, rows);
  flow.advance(18);
}

export const sumOf = (lines: readonly { totalPrice: number }[]) => lines.reduce((sum, line) => sum + line.totalPrice, 0);

function checkoutCells(line: QuoteCheckoutLine, number: string): Cell[] {
  const priced = line.unitPrice !== 0;
  return [
    number,
    [{ text: `${line.label}: ${line.choice}` }, ...line.details.map((detail) => ({ text: detail, muted: true }))],
    priced ? formatQuantity(line.amount, 'Piece') : '',
    priced ? formatCents(line.unitPrice) : '',
    priced ? formatCents(line.totalPrice) : 'ohne Aufpreis',
  ];
}

export function drawCheckout(doc: PDFDocument, flow: Flow, quote: Quote, position: number): void {
  if (quote.checkout.length === 0) return;
  startSection(doc, flow, `${position}. ${CHECKOUT_TITLE}`, 60);
  const rows: TableRow[] = [];
  for (const { line, sectionNumber, lineNumber, startsSection } of numberCheckoutLines(quote.checkout)) {
    if (startsSection) rows.push({ kind: 'group', title: `${positionNumber(position, sectionNumber)} ${line.section}` });
    rows.push({ kind: 'item', cells: checkoutCells(line, positionNumber(position, sectionNumber, lineNumber)) });
  }
  rows.push({ kind: 'subtotal', label: `Summe ${position}. ${CHECKOUT_TITLE}`, amount: formatCents(sumOf(quote.checkout)) });
  drawTable(doc, flow, COLUMNS, rows);
  flow.advance(18);
}
