import type { Point } from '@planner/api';
import type PDFDocument from 'pdfkit';
import type { PDFImage } from 'pdfkit';
import { openImage } from '../../documentPdf/image';
import { COLORS, CONTENT, style, type Flow } from '../../documentPdf/layout';
import { preparePlanImage } from './planImage';

/** What is drawn of one floor: its plan image and, in the image's pixel coordinates, rooms and installations. */
export interface FloorPlanDrawing {
  image: Uint8Array | null;
  rooms: { label: string; points: Point[] }[];
  placements: { componentId: string; position: Point }[];
  /** Connection lines between two placed installations, from centre to centre. */
  lines: { from: Point; to: Point }[];
}

/** The colour of connection lines, as in the editor. */
const LINE_COLOR = '#d46b08';

/** Component icons, opened once per document however often they are placed. */
export class IconCache {
  private readonly opened = new Map<string, PDFImage | null>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly icons: ReadonlyMap<string, Uint8Array | null>,
  ) {}

  get(componentId: string): PDFImage | null {
    if (!this.opened.has(componentId)) this.opened.set(componentId, openImage(this.doc, this.icons.get(componentId) ?? null));
    return this.opened.get(componentId) ?? null;
  }
}

export interface Frame {
  minX: number;
  minY: number;
  width: number;
  height: number;
}

/** The image in the plan's pixel coordinates, or null when there is none or pdfkit cannot read it. */
function openPlanImage(doc: PDFDocument, bytes: Uint8Array | null): { image: PDFImage; width: number; height: number } | null {
  if (!bytes) return null;
  const prepared = preparePlanImage(bytes);
  const image = openImage(doc, prepared.bytes);
  return image && { image, ...(prepared.size ?? { width: image.width, height: image.height }) };
}

/** Without an image the frame is what the rooms and installations cover, with a margin. */
function frameOf(drawing: FloorPlanDrawing, image: { width: number; height: number } | null): Frame | null {
  if (image) return { minX: 0, minY: 0, width: image.width, height: image.height };
  const points = [...drawing.rooms.flatMap((room) => room.points), ...drawing.placements.map((p) => p.position)];
  if (points.length === 0) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = Math.max(maxX - minX, maxY - minY, 1) * 0.05 + 20;
  return { minX: minX - margin, minY: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin };
}

/** The area-weighted centre of a polygon, where its label goes (the vertex mean for degenerate ones). */
function centroid(points: readonly Point[]): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    const cross = p.x * q.y - q.x * p.y;
    area += cross;
    cx += (p.x + q.x) * cross;
    cy += (p.y + q.y) * cross;
  });
  if (Math.abs(area) < 1e-9) {
    return { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
  }
  return { x: cx / (3 * area), y: cy / (3 * area) };
}

const SYMBOL_RADIUS = 6;

/** An icon fitted into a square of `size`, centred on (x, y). */
function drawIcon(doc: PDFDocument, icon: PDFImage, x: number, y: number, size: number): void {
  const ratio = icon.width / Math.max(icon.height, 1);
  const width = ratio >= 1 ? size : size * ratio;
  const height = ratio >= 1 ? size / ratio : size;
  doc.image(icon, x - width / 2, y - height / 2, { width, height });
}
const MAX_PLAN_HEIGHT = 330;

/** A plan measured for the page: its image, the part of the plan shown, and its size in points. */
export interface MeasuredPlan {
  drawing: FloorPlanDrawing;
  image: PDFImage | null;
  frame: Frame;
  scale: number;
  width: number;
  height: number;
}

/** The plan at the content width, lower when it would be too tall; null when there is nothing to draw. */
export function measureFloorPlan(doc: PDFDocument, drawing: FloorPlanDrawing): MeasuredPlan | null {
  const opened = openPlanImage(doc, drawing.image);
  const frame = frameOf(drawing, opened);
  if (!frame) return null;
  const scale = Math.min(CONTENT.width / frame.width, MAX_PLAN_HEIGHT / frame.height);
  return { drawing, image: opened?.image ?? null, frame, scale, width: frame.width * scale, height: frame.height * scale };
}

/** The plan no taller than `height` (to finish a page instead of leaving it half empty). */
export function shrinkPlan(plan: MeasuredPlan, height: number): MeasuredPlan {
  if (plan.height <= height) return plan;
  const scale = height / plan.frame.height;
  return { ...plan, scale, width: plan.frame.width * scale, height };
}

/**
 * Draws the plan image, the rooms as outlined polygons with their names, the connection lines,
 * and every installation as its icon on a white disc, at the flow's position (which has room for it).
 */
export function drawFloorPlan(doc: PDFDocument, flow: Flow, plan: MeasuredPlan, icons: IconCache): void {
  const { drawing, image, frame, scale, width, height } = plan;
  const left = CONTENT.left + (CONTENT.width - width) / 2;
  const top = flow.y;
  const at = (p: Point): [number, number] => [left + (p.x - frame.minX) * scale, top + (p.y - frame.minY) * scale];

  doc.save();
  doc.rect(left, top, width, height).clip();
  if (image) doc.image(image, left, top, { width, height });
  for (const room of drawing.rooms) {
    if (room.points.length < 3) continue;
    doc.save().polygon(...room.points.map(at)).lineWidth(1).lineJoin('round').fillOpacity(0.08);
    doc.fillAndStroke(COLORS.accent, COLORS.accent).restore();
  }
  for (const line of drawing.lines) {
    doc.save().lineWidth(1.2).lineCap('round').moveTo(...at(line.from)).lineTo(...at(line.to)).stroke(LINE_COLOR).restore();
  }
  for (const placement of drawing.placements) {
    const [x, y] = at(placement.position);
    doc.save().lineWidth(0.6).circle(x, y, SYMBOL_RADIUS).fillAndStroke(COLORS.white, COLORS.accent).restore();
    const icon = icons.get(placement.componentId);
    if (icon) drawIcon(doc, icon, x, y, SYMBOL_RADIUS * 1.5);
    else doc.save().circle(x, y, 1.8).fill(COLORS.accent).restore();
  }
  // Names last, so that no symbol hides them.
  for (const room of drawing.rooms) {
    if (room.points.length < 3) continue;
    const [x, y] = at(centroid(room.points));
    style(doc, { font: 'semibold', size: 7, color: COLORS.accent });
    const labelWidth = Math.min(doc.widthOfString(room.label), 110);
    doc.save().fillOpacity(0.85).roundedRect(x - labelWidth / 2 - 3, y - 5.5, labelWidth + 6, 11, 2).fill(COLORS.white).restore();
    doc.text(room.label, x - labelWidth / 2, y - 4, { width: labelWidth, align: 'center', lineBreak: false, ellipsis: true });
  }
  doc.restore();
  doc.save().lineWidth(0.5).rect(left, top, width, height).stroke(COLORS.rule).restore();
  flow.advance(height + 8);
}

export interface LegendEntry {
  componentId: string;
  label: string;
  count: number;
}

/** The installations of a floor with their symbol and count, in three columns below the plan. */
const LEGEND_COLUMNS = 3;
const LEGEND_LINE_HEIGHT = 13;

export const legendHeight = (entries: number) => Math.ceil(entries / LEGEND_COLUMNS) * LEGEND_LINE_HEIGHT;

export function drawLegend(doc: PDFDocument, flow: Flow, entries: readonly LegendEntry[], icons: IconCache): void {
  const columns = LEGEND_COLUMNS;
  const columnWidth = CONTENT.width / columns;
  const lineHeight = LEGEND_LINE_HEIGHT;
  for (let start = 0; start < entries.length; start += columns) {
    flow.ensure(lineHeight);
    entries.slice(start, start + columns).forEach((entry, index) => {
      const x = CONTENT.left + index * columnWidth;
      const cy = flow.y + lineHeight / 2 - 1;
      doc.save().lineWidth(0.6).circle(x + SYMBOL_RADIUS, cy, SYMBOL_RADIUS).fillAndStroke(COLORS.white, COLORS.accent).restore();
      const icon = icons.get(entry.componentId);
      if (icon) drawIcon(doc, icon, x + SYMBOL_RADIUS, cy, SYMBOL_RADIUS * 1.5);
      style(doc, { size: 7.5, color: COLORS.text });
      doc.text(`${entry.label} (${entry.count})`, x + 2 * SYMBOL_RADIUS + 5, cy - 4.5, {
        width: columnWidth - 2 * SYMBOL_RADIUS - 10,
        lineBreak: false,
        ellipsis: true,
      });
    });
    flow.advance(lineHeight);
  }
}
