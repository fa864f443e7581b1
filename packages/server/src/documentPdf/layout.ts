import type PDFDocument from 'pdfkit';
import type { FontName } from './fonts';

const mm = (millimetres: number) => (millimetres * 72) / 25.4;

/** A4 in points, with the margins of a German business letter (DIN 5008, form B). */
export const PAGE = { width: mm(210), height: mm(297) };
export const MARGIN = { left: mm(25), right: mm(20), top: mm(15) };
export const CONTENT = { left: MARGIN.left, right: PAGE.width - MARGIN.right, width: PAGE.width - MARGIN.left - MARGIN.right };
/** The footer with company, bank and legal data starts here on every page. */
export const FOOTER_TOP = PAGE.height - mm(24);
/** Content never runs below this line: the page number sits between it and the footer. */
export const BODY_BOTTOM = FOOTER_TOP - 26;
/** Address field and information block of the first page (DIN 5008 form B). */
export const LETTER = {
  addressTop: mm(45),
  addressWidth: mm(85),
  infoLeft: mm(125),
  infoTop: mm(50),
  bodyTop: mm(103.4),
};

export const COLORS = {
  text: '#1f2933',
  muted: '#66727f',
  accent: '#0b4f8a',
  accentLight: '#e7eef6',
  rule: '#cfd6de',
  band: '#f2f4f7',
  white: '#ffffff',
} as const;

export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
}

const DEFAULT_STYLE: Required<TextStyle> = { font: 'regular', size: 9, color: COLORS.text };

/** Sets font, size and colour for the next text. */
export function style(doc: PDFDocument, textStyle: TextStyle = {}): PDFDocument {
  const { font, size, color } = { ...DEFAULT_STYLE, ...textStyle };
  return doc.font(font).fontSize(size).fillColor(color);
}

/** Draws text at a position; answers its height. */
export function write(
  doc: PDFDocument,
  text: string,
  x: number,
  y: number,
  options: TextStyle & { width?: number; align?: 'left' | 'right' | 'center'; lineGap?: number } = {},
): number {
  const { width, align = 'left', lineGap = 1, ...textStyle } = options;
  style(doc, textStyle);
  const box = { width: width ?? CONTENT.right - x, align, lineGap };
  doc.text(text, x, y, box);
  return doc.heightOfString(text, box);
}

/** Height of text in a style and width, without drawing it. */
export function measure(doc: PDFDocument, text: string, width: number, textStyle: TextStyle = {}, lineGap = 1): number {
  style(doc, textStyle);
  return doc.heightOfString(text, { width, lineGap });
}

/** A straight line between two points. */
export function line(
  doc: PDFDocument,
  from: [number, number],
  to: [number, number],
  { color = COLORS.rule as string, width = 0.5 } = {},
): void {
  doc.save().lineWidth(width).strokeColor(color).moveTo(...from).lineTo(...to).stroke().restore();
}

/** A horizontal rule across the content (or from `left` to `right`). */
export function rule(
  doc: PDFDocument,
  y: number,
  { color = COLORS.rule as string, width = 0.5, left = CONTENT.left, right = CONTENT.right } = {},
): void {
  line(doc, [left, y], [right, y], { color, width });
}

/**
 * The vertical position of the content on the current page. Before something is drawn it
 * asks for its height; what does not fit starts on a new page, whose continuation header
 * `startPage` draws and whose first free position it answers.
 */
export class Flow {
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    y: number,
    private readonly startPage: () => number,
  ) {
    this.y = y;
  }

  get remaining(): number {
    return BODY_BOTTOM - this.y;
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = this.startPage();
  }

  /** Starts a new page unless `height` fits; answers whether it did. */
  ensure(height: number): boolean {
    if (height <= this.remaining) return false;
    this.newPage();
    return true;
  }

  advance(height: number): void {
    this.y += height;
  }
}
