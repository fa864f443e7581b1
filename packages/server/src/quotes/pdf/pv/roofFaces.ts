import { moduleFootprint, type PvObstacleKind, type PvQuoteSnapshot, type RoofFace, type RoofPoint } from '@planner/api/pv';
import type PDFDocument from 'pdfkit';
import { COLORS, CONTENT, line, style, write, type Flow } from '../../../documentPdf/layout';
import { startSection } from '../../../documentPdf/section';
import { directionText, formatFigure, kwhText, kwpText, metresText, moduleCountText, type NamedString } from './format';

const OBSTACLE_NAMES: Record<PvObstacleKind, string> = { Chimney: 'Schornstein', RoofWindow: 'Dachfenster', Vent: 'Lüfter' };
const DIMENSION_GUTTER = 44;

function boundingBox(points: readonly RoofPoint[]) {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
const MAX_DRAWING_HEIGHT = 200;
const INFO_HEIGHT = 18;
const LABEL_ROW = 14;
const DIMENSION_ROW = 20;
const LEGEND_ROW = 13;

interface ModuleLabel {
  string: NamedString;
  /** 1-based place in the string. */
  position: number;
}

/** Where each module sits in which string. */
function moduleLabels(strings: readonly NamedString[]): Map<string, ModuleLabel> {
  const labels = new Map<string, ModuleLabel>();
  for (const string of strings) string.moduleIds.forEach((id, index) => labels.set(id, { string, position: index + 1 }));
  return labels;
}

/** Points per metre so that the face fits the content's width less the dimension gutter and the height limit. */
function scaleOf(face: RoofFace): { scale: number; width: number; height: number } {
  const box = boundingBox(face.outline);
  const scale = Math.min((CONTENT.width - 2 * DIMENSION_GUTTER) / Math.max(box.width, 0.1), MAX_DRAWING_HEIGHT / Math.max(box.height, 0.1));
  return { scale, width: box.width * scale, height: box.height * scale };
}

function legendLines(face: RoofFace, strings: readonly NamedString[]): { text: string; color: string }[] {
  const onFace = new Set(face.modules.map((module) => module.id));
  const lines = strings.flatMap((string) => {
    const here = string.moduleIds.filter((id) => onFace.has(id)).length;
    if (here === 0) return [];
    const elsewhere = string.moduleIds.length - here;
    const text = `String ${string.label}: ${moduleCountText(here)}${elsewhere > 0 ? ` (weitere ${elsewhere} auf anderen Dachflächen)` : ''}`;
    return [{ text, color: string.color }];
  });
  const kinds = [...new Set(face.obstacles.map((obstacle) => obstacle.kind))];
  if (kinds.length > 0) lines.push({ text: `Hindernis: ${kinds.map((kind) => OBSTACLE_NAMES[kind]).join(', ')}`, color: '#9aa3ad' });
  return lines;
}

/** Up to three columns, as many as the longest entry leaves room for. */
function legendColumns(doc: PDFDocument, legend: readonly { text: string }[]): number {
  style(doc, { size: 8 });
  const widest = Math.max(0, ...legend.map((entry) => doc.widthOfString(entry.text))) + 30;
  return Math.max(1, Math.min(3, Math.floor(CONTENT.width / widest), legend.length));
}

function drawDimension(doc: PDFDocument, from: [number, number], to: [number, number], label: string, vertical: boolean): void {
  line(doc, from, to, { color: COLORS.muted, width: 0.5 });
  const tick = 3;
  for (const [x, y] of [from, to]) {
    if (vertical) line(doc, [x - tick, y], [x + tick, y], { color: COLORS.muted, width: 0.5 });
    else line(doc, [x, y - tick], [x, y + tick], { color: COLORS.muted, width: 0.5 });
  }
  if (vertical) {
    const middle = (from[1] + to[1]) / 2;
    write(doc, label, from[0] - DIMENSION_GUTTER + 2, middle - 4, { size: 7, color: COLORS.muted, width: DIMENSION_GUTTER - 6, align: 'right' });
  } else {
    write(doc, label, from[0], from[1] - 11, { size: 7, color: COLORS.muted, width: to[0] - from[0], align: 'center' });
  }
}

function drawModules(doc: PDFDocument, face: RoofFace, snapshot: PvQuoteSnapshot, labels: Map<string, ModuleLabel>, at: (point: RoofPoint) => [number, number], scale: number): void {
  const size = { longer: snapshot.module.size.longer / 1000, shorter: snapshot.module.size.shorter / 1000 };
  for (const module of face.modules) {
    const footprint = moduleFootprint(size, module.orientation);
    const [x, y] = at(module);
    const width = footprint.width * scale;
    const height = footprint.height * scale;
    const label = labels.get(module.id);
    const color = label?.string.color ?? '#9aa3ad';
    doc.save().rect(x, y, width, height).fillOpacity(label ? 0.16 : 0.05).fill(color).restore();
    doc.save().rect(x + 0.4, y + 0.4, width - 0.8, height - 0.8).lineWidth(0.8).strokeColor(color).stroke().restore();
    if (!label) continue;
    const fontSize = Math.min(8, width / 4, height / 3.2);
    if (fontSize < 3) continue;
    style(doc, { font: 'semibold', size: fontSize, color });
    doc.text(label.string.label, x, y + height / 2 - fontSize * 1.15, { width, align: 'center', lineBreak: false });
    style(doc, { size: fontSize * 0.9, color: COLORS.text });
    doc.text(String(label.position), x, y + height / 2 + fontSize * 0.15, { width, align: 'center', lineBreak: false });
  }
}

function drawFace(doc: PDFDocument, flow: Flow, face: RoofFace, number: number, snapshot: PvQuoteSnapshot, strings: readonly NamedString[], labels: Map<string, ModuleLabel>): void {
  const { scale, width, height } = scaleOf(face);
  const legend = legendLines(face, strings);
  const needed = INFO_HEIGHT + DIMENSION_ROW + height + LABEL_ROW + 8 + Math.ceil(legend.length / legendColumns(doc, legend)) * LEGEND_ROW + 10;
  startSection(doc, flow, `Dachfläche ${number}: ${face.name}`, needed);

  const kwh = snapshot.forecast.result.faces.find((entry) => entry.id === face.id)?.kwhPerYear;
  const info = [
    `Neigung ${formatFigure(face.tilt)}°`,
    `Ausrichtung ${directionText(face.azimuth)}`,
    moduleCountText(face.modules.length),
    kwpText((face.modules.length * snapshot.module.powerRating) / 1000),
    ...(kwh === undefined ? [] : [`Prognose ${kwhText(kwh)}/a`]),
  ].join('  ·  ');
  write(doc, info, CONTENT.left, flow.y, { size: 8.5 });
  flow.advance(INFO_HEIGHT);

  const box = boundingBox(face.outline);
  const left = CONTENT.left + DIMENSION_GUTTER + (CONTENT.width - 2 * DIMENSION_GUTTER - width) / 2;
  const top = flow.y + DIMENSION_ROW;
  const at = (point: RoofPoint): [number, number] => [left + (point.x - box.x) * scale, top + (point.y - box.y) * scale];

  drawDimension(doc, [left, top - 6], [left + width, top - 6], metresText(box.width), false);
  drawDimension(doc, [left - 8, top], [left - 8, top + height], metresText(box.height), true);

  const [first, ...rest] = face.outline.map(at);
  doc.save().polygon(first as [number, number], ...rest).lineWidth(1).lineJoin('round').fillAndStroke(COLORS.band, COLORS.text).restore();
  for (const obstacle of face.obstacles) {
    const [x, y] = at(obstacle);
    const w = obstacle.width * scale;
    const h = obstacle.height * scale;
    doc.save().rect(x, y, w, h).fillAndStroke('#c9cfd6', '#7b8591').restore();
    if (w > 40 && h > 10) write(doc, OBSTACLE_NAMES[obstacle.kind], x, y + h / 2 - 3.5, { size: 6, color: COLORS.text, width: w, align: 'center' });
  }
  drawModules(doc, face, snapshot, labels, at, scale);
  write(doc, 'First', left + width + 6, top - 4, { size: 7, color: COLORS.muted, width: DIMENSION_GUTTER - 6 });
  write(doc, 'Traufe', left + width + 6, top + height - 4, { size: 7, color: COLORS.muted, width: DIMENSION_GUTTER - 6 });

  write(doc, `Blickrichtung der Dachfläche: ${directionText(face.azimuth)}`, left - DIMENSION_GUTTER, top + height + 4, {
    size: 7,
    color: COLORS.muted,
    width: width + 2 * DIMENSION_GUTTER,
    align: 'center',
  });
  flow.advance(DIMENSION_ROW + height + LABEL_ROW + 8);

  const columns = legendColumns(doc, legend);
  const columnWidth = CONTENT.width / columns;
  legend.forEach((entry, index) => {
    const x = CONTENT.left + (index % columns) * columnWidth;
    const y = flow.y + Math.floor(index / columns) * LEGEND_ROW;
    doc.save().rect(x, y + 1, 10, 7).fillOpacity(0.25).fill(entry.color).restore();
    doc.save().rect(x, y + 1, 10, 7).lineWidth(0.8).strokeColor(entry.color).stroke().restore();
    write(doc, entry.text, x + 16, y, { size: 8, width: columnWidth - 20 });
  });
  flow.advance(Math.ceil(legend.length / columns) * LEGEND_ROW);
  flow.advance(10);
}

/**
 * A picture of every roof face as seen from the front, to scale: outline, obstacles and the modules
 * coloured and labelled by string ('A1') with their place in it, the face's width and height,
 * ridge and eaves and the direction it looks to; a legend of the strings below.
 */
export function drawRoofFaces(doc: PDFDocument, flow: Flow, snapshot: PvQuoteSnapshot, strings: readonly NamedString[]): void {
  const labels = moduleLabels(strings);
  snapshot.design.faces.forEach((face, index) => drawFace(doc, flow, face, index + 1, snapshot, strings, labels));
}
