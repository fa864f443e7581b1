import type PDFDocument from 'pdfkit';
import type { FontName } from './fonts';
import { COLORS, CONTENT, line, measure, write, type Flow, type TextStyle } from './layout';

export interface TableColumn {
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

export interface CellLine {
  text: string;
  muted?: boolean;
  font?: FontName;
}

/** A cell is a line of text or several lines, e.g. a position with its description below. */
export type Cell = string | CellLine[];

export type TableRow =
  | { kind: 'group'; title: string; amount?: string }
  | { kind: 'item'; cells: Cell[] }
  | { kind: 'subtotal'; label: string; amount: string };

const PAD_X = 4;
const PAD_Y = 3.5;
const SIZE = 8.5;
const HEADER_SIZE = 7.5;
const BOLD: TextStyle = { font: 'semibold', size: SIZE };

const lineStyle = (line: CellLine): TextStyle => ({
  font: line.font ?? 'regular',
  size: line.muted ? SIZE - 1 : SIZE,
  color: line.muted ? COLORS.muted : COLORS.text,
});

const linesOf = (cell: Cell): CellLine[] => (typeof cell === 'string' ? [{ text: cell }] : cell);

interface Geometry {
  x: number;
  width: number;
  align: 'left' | 'right';
}

function geometry(columns: readonly TableColumn[]): Geometry[] {
  let x = CONTENT.left;
  return columns.map((column) => {
    const width = column.share * CONTENT.width;
    const placed = { x, width, align: column.align ?? 'left' };
    x += width;
    return placed;
  });
}

function cellHeight(doc: PDFDocument, cell: Cell, width: number): number {
  return linesOf(cell).reduce((sum, cellLine) => sum + measure(doc, cellLine.text, width - 2 * PAD_X, lineStyle(cellLine)), 0);
}

function rowHeight(doc: PDFDocument, row: TableRow, columns: Geometry[]): number {
  if (row.kind === 'item') {
    return Math.max(...row.cells.map((cell, index) => cellHeight(doc, cell, columns[index]?.width ?? 0))) + 2 * PAD_Y;
  }
  const label = row.kind === 'group' ? row.title : row.label;
  return measure(doc, label, CONTENT.width * 0.7, { font: 'semibold', size: SIZE }) + 2 * PAD_Y + (row.kind === 'group' ? 1 : 2);
}

function drawHeader(doc: PDFDocument, flow: Flow, columns: readonly TableColumn[], placed: Geometry[]): void {
  const height = HEADER_SIZE + 2 * PAD_Y + 3;
  doc.save().rect(CONTENT.left, flow.y, CONTENT.width, height).fill(COLORS.band).restore();
  columns.forEach((column, index) => {
    const cell = placed[index] as Geometry;
    write(doc, column.header, cell.x + PAD_X, flow.y + PAD_Y + 1.5, {
      font: 'semibold',
      size: HEADER_SIZE,
      color: COLORS.muted,
      width: cell.width - 2 * PAD_X,
      align: cell.align,
    });
  });
  flow.advance(height);
}

function drawRow(doc: PDFDocument, flow: Flow, row: TableRow, placed: Geometry[], height: number): void {
  const top = flow.y;
  if (row.kind === 'group') {
    doc.save().rect(CONTENT.left, top + 1, CONTENT.width, height - 1).fill(COLORS.accentLight).restore();
    write(doc, row.title, CONTENT.left + PAD_X, top + PAD_Y + 1, { ...BOLD, width: CONTENT.width * 0.7 });
    if (row.amount) {
      const last = placed[placed.length - 1] as Geometry;
      write(doc, row.amount, last.x, top + PAD_Y + 1, { ...BOLD, width: last.width - PAD_X, align: 'right' });
    }
  } else if (row.kind === 'subtotal') {
    const last = placed[placed.length - 1] as Geometry;
    line(doc, [last.x + PAD_X, top + 1], [CONTENT.right, top + 1], { color: COLORS.text, width: 0.6 });
    write(doc, row.label, CONTENT.left, top + PAD_Y + 2, { ...BOLD, width: last.x - CONTENT.left - PAD_X, align: 'right' });
    write(doc, row.amount, last.x, top + PAD_Y + 2, { ...BOLD, width: last.width - PAD_X, align: 'right' });
  } else {
    row.cells.forEach((cell, index) => {
      const column = placed[index] as Geometry;
      let y = top + PAD_Y;
      for (const cellLine of linesOf(cell)) {
        y += write(doc, cellLine.text, column.x + PAD_X, y, {
          ...lineStyle(cellLine),
          width: column.width - 2 * PAD_X,
          align: column.align,
        });
      }
    });
    line(doc, [CONTENT.left, top + height], [CONTENT.right, top + height], { width: 0.3 });
  }
  flow.advance(height);
}

/**
 * Draws a table in the flow. A row is never split: what does not fit starts a new page,
 * which repeats the column headers and the current group's title; a group title always
 * keeps its first row with it.
 */
export function drawTable(doc: PDFDocument, flow: Flow, columns: readonly TableColumn[], rows: readonly TableRow[]): void {
  const placed = geometry(columns);
  const headerHeight = HEADER_SIZE + 2 * PAD_Y + 3;
  const heights = rows.map((row) => rowHeight(doc, row, placed));
  const firstTwo = (heights[0] ?? 0) + (heights[1] ?? 0);
  flow.ensure(headerHeight + firstTwo);
  drawHeader(doc, flow, columns, placed);
  let group: string | undefined;
  rows.forEach((row, index) => {
    const height = heights[index] ?? 0;
    const keep = row.kind === 'group' ? height + (heights[index + 1] ?? 0) : height;
    if (flow.ensure(keep)) {
      drawHeader(doc, flow, columns, placed);
      if (row.kind !== 'group' && group !== undefined) {
        const continued: TableRow = { kind: 'group', title: `${group} (Fortsetzung)` };
        drawRow(doc, flow, continued, placed, rowHeight(doc, continued, placed));
      }
    }
    if (row.kind === 'group') group = row.title;
    drawRow(doc, flow, row, placed, height);
  });
}
