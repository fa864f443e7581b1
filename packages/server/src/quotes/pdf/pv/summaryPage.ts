import { formatCents } from '@planner/api';
import { pvSnapshotKwp, pvSnapshotModuleCount, type PvQuoteSnapshot } from '@planner/api/pv';
import type PDFDocument from 'pdfkit';
import { COLORS, CONTENT, measure, rule, style, write, type Flow } from '../../../documentPdf/layout';
import { HEADING_HEIGHT, startSection } from '../../../documentPdf/section';
import { drawTable, type TableRow } from '../../../documentPdf/table';
import { drawMonthlyChart, monthlyChartHeight } from './monthlyChart';
import { directionText, formatFigure, formatWithUnit, inverterTypeName, kwhText, kwpText, moduleCountText, partTitle } from './format';

export const PV_SUMMARY_TITLE = 'Ihre Photovoltaikanlage im Überblick';
export const ECONOMICS_TITLE = 'Wirtschaftlichkeit – unverbindliche Prognose';

interface KeyFigure {
  label: string;
  value: string;
}

/** Three to four figures in tinted boxes side by side. */
function drawKeyFigures(doc: PDFDocument, flow: Flow, figures: readonly KeyFigure[]): void {
  const gap = 8;
  const width = (CONTENT.width - gap * (figures.length - 1)) / figures.length;
  const height = 44;
  flow.ensure(height + 12);
  figures.forEach((figure, index) => {
    const x = CONTENT.left + index * (width + gap);
    doc.save().roundedRect(x, flow.y, width, height, 3).fill(COLORS.accentLight).restore();
    write(doc, figure.label, x + 8, flow.y + 8, { size: 7.5, color: COLORS.muted, width: width - 16 });
    // The largest size at which the figure stays on one line.
    style(doc, { font: 'bold', size: 14 });
    const size = Math.min(14, (14 * (width - 16)) / doc.widthOfString(figure.value));
    write(doc, figure.value, x + 8, flow.y + 20 + (14 - size) / 2, { font: 'bold', size, color: COLORS.accent, width: width - 16 });
  });
  flow.advance(height + 12);
}

function systemRows(snapshot: PvQuoteSnapshot): TableRow[] {
  const { module, design } = snapshot;
  const count = pvSnapshotModuleCount(snapshot);
  const rows: TableRow[] = [
    {
      kind: 'item',
      cells: [
        'PV-Module',
        [{ text: partTitle(module) }, { text: `${formatWithUnit(module.powerRating, 'Wp')} je Modul, ${formatFigure(module.size.longer)} × ${formatFigure(module.size.shorter)} mm`, muted: true }],
        moduleCountText(count),
      ],
    },
  ];
  const inverterCounts = new Map<string, number>();
  for (const entry of design.inverters) inverterCounts.set(entry.inverterId, (inverterCounts.get(entry.inverterId) ?? 0) + 1);
  for (const [inverterId, inverterCount] of inverterCounts) {
    const inverter = snapshot.inverters[inverterId];
    if (!inverter) continue;
    const power = inverter.acNominalPower === null ? '' : `, ${formatWithUnit(inverter.acNominalPower, 'W')} AC-Nennleistung`;
    rows.push({
      kind: 'item',
      cells: [inverterTypeName(inverter.type), [{ text: partTitle(inverter) }, ...(power ? [{ text: power.slice(2), muted: true }] : [])], `${inverterCount} Stk.`],
    });
  }
  if (snapshot.battery) {
    rows.push({
      kind: 'item',
      cells: ['Batteriespeicher', [{ text: partTitle(snapshot.battery) }, { text: `${formatWithUnit(snapshot.battery.usableCapacityKwh, 'kWh', 1)} nutzbare Kapazität`, muted: true }], '1 Stk.'],
    });
  }
  if (snapshot.wallbox) rows.push({ kind: 'item', cells: ['Wallbox', partTitle(snapshot.wallbox), '1 Stk.'] });
  if (snapshot.heaterRod) rows.push({ kind: 'item', cells: ['Heizstab', partTitle(snapshot.heaterRod), '1 Stk.'] });
  return rows;
}

function faceRows(snapshot: PvQuoteSnapshot): TableRow[] {
  return snapshot.design.faces.map((face, index) => {
    const kwh = snapshot.forecast.result.faces.find((entry) => entry.id === face.id);
    return {
      kind: 'item',
      cells: [
        `${index + 1}. ${face.name}`,
        `${formatFigure(face.tilt)}°`,
        directionText(face.azimuth),
        moduleCountText(face.modules.length),
        kwpText((face.modules.length * snapshot.module.powerRating) / 1000),
        kwh ? kwhText(kwh.kwhPerYear) : '–',
      ],
    };
  });
}

/** Space between an economics row's text and the next row. */
const ECONOMICS_ROW_GAP = 3;

/**
 * The results and the assumptions side by side: their height (without the heading) and how to draw
 * them, kept together with `trailing` points that follow them (the disclaimer). A figure the results
 * show (the autarky share) is not repeated among the assumptions, where the economics list it too.
 */
function economicsBlock(doc: PDFDocument, snapshot: PvQuoteSnapshot): { height: number; draw: (flow: Flow, trailing: number) => void } | null {
  const { economics } = snapshot;
  if (!economics) return null;
  const results: [string, string][] = [
    ['Eigenverbrauch', kwhText(economics.selfConsumedKwh)],
    ['Netzeinspeisung', kwhText(economics.fedInKwh)],
    ['Autarkiegrad', `${formatFigure(economics.autarkyShare * 100, 1)} %`],
    ['Ersparnis', formatCents(economics.yearlySavingsCents)],
    ['Amortisation', economics.paybackYears === null ? 'nicht innerhalb des Betrachtungszeitraums' : `nach ca. ${formatFigure(economics.paybackYears, 1)} Jahren`],
  ];
  const shown = new Set(results.map(([label]) => label));
  const assumptions: [string, string][] = [
    ...economics.assumptions.filter((assumption) => !shown.has(assumption.label)).map((assumption): [string, string] => [assumption.label, assumption.value]),
    ['Systemverluste', `${formatFigure(snapshot.forecast.systemLosses * 100, 1)} %`],
    ['Standort (Postleitzahl)', snapshot.forecast.postcode],
  ];
  const gap = 18;
  const size = 8;
  const columns = [
    { title: 'Ergebnis im 1. Betriebsjahr', rows: results, x: CONTENT.left, width: (CONTENT.width - gap) * 0.4, labelShare: 0.42, strong: true },
    { title: 'Annahmen', rows: assumptions, x: CONTENT.left + (CONTENT.width - gap) * 0.4 + gap, width: (CONTENT.width - gap) * 0.6, labelShare: 0.47, strong: false },
  ].map((column) => {
    const labelWidth = column.width * column.labelShare;
    const valueWidth = column.width - labelWidth - 6;
    const heights = column.rows.map(
      ([label, value]) =>
        Math.max(measure(doc, label, labelWidth, { size }), measure(doc, value, valueWidth, { size, font: column.strong ? 'semibold' : 'regular' })) + ECONOMICS_ROW_GAP,
    );
    return { ...column, labelWidth, valueWidth, heights, height: heights.reduce((sum, height) => sum + height, 18) };
  });
  const height = Math.max(...columns.map((column) => column.height)) + 6;
  const draw = (flow: Flow, trailing: number) => {
    startSection(doc, flow, ECONOMICS_TITLE, height + trailing);
    const top = flow.y;
    for (const column of columns) {
      write(doc, column.title, column.x, top, { font: 'semibold', size: 8.5, color: COLORS.muted, width: column.width });
      rule(doc, top + 13, { left: column.x, right: column.x + column.width });
      let y = top + 18;
      column.rows.forEach(([label, value], index) => {
        write(doc, label, column.x, y, { size, width: column.labelWidth });
        write(doc, value, column.x + column.labelWidth + 6, y, { font: column.strong ? 'semibold' : 'regular', size, width: column.valueWidth, align: 'right' });
        y += column.heights[index] ?? 0;
      });
    }
    flow.advance(height);
  };
  return { height, draw };
}

const DISCLAIMER =
  'Unverbindliche Prognose: Ertrag und Wirtschaftlichkeit sind aus der regionalen Einstrahlung, der Neigung und Ausrichtung ' +
  'der Dachflächen und den genannten Annahmen berechnet; die Ersparnis ist der nicht bezogene Netzstrom zuzüglich der Einspeisevergütung. Wetter, Verschattung, Verbrauchsverhalten sowie künftige Strompreise ' +
  'und Vergütungen weichen ab; die Angaben sind keine zugesicherte Eigenschaft der Anlage.';

const DISCLAIMER_STYLE = { size: 7.5, color: COLORS.muted };
const DISCLAIMER_LINE_GAP = 1.2;

/** The first PV page: key figures, the system's parts, the faces, the monthly forecast and the economics with their assumptions. */
export function drawPvSummary(doc: PDFDocument, flow: Flow, snapshot: PvQuoteSnapshot): void {
  const kwp = pvSnapshotKwp(snapshot);
  startSection(doc, flow, PV_SUMMARY_TITLE, 60);
  const figures: KeyFigure[] = [
    { label: 'Anlagenleistung', value: kwpText(kwp) },
    { label: 'Prognose Jahresertrag', value: `${kwhText(snapshot.forecast.result.total.kwhPerYear)}/a` },
    ...(snapshot.battery ? [{ label: 'Batteriespeicher', value: formatWithUnit(snapshot.battery.usableCapacityKwh, 'kWh', 1) }] : []),
    ...(snapshot.economics ? [{ label: 'Ersparnis im 1. Jahr', value: formatCents(snapshot.economics.yearlySavingsCents) }] : []),
  ];
  drawKeyFigures(doc, flow, figures);

  drawTable(doc, flow, [{ header: 'Komponente', share: 0.24 }, { header: 'Typ', share: 0.58 }, { header: 'Anzahl', share: 0.18, align: 'right' }], systemRows(snapshot));
  flow.advance(12);
  drawTable(
    doc,
    flow,
    [
      { header: 'Dachfläche', share: 0.26 },
      { header: 'Neigung', share: 0.1, align: 'right' },
      { header: 'Ausrichtung', share: 0.18 },
      { header: 'Module', share: 0.14, align: 'right' },
      { header: 'Leistung', share: 0.14, align: 'right' },
      { header: 'Ertrag/Jahr', share: 0.18, align: 'right' },
    ],
    faceRows(snapshot),
  );
  flow.advance(14);

  // The disclaimer belongs to the figures above it: it moves with the economics (or, without them,
  // the chart) to the next page rather than standing there alone. The chart gets more compact when
  // that lets the economics stand below it on this page instead of on a page of their own.
  const disclaimer = measure(doc, DISCLAIMER, CONTENT.width, DISCLAIMER_STYLE, DISCLAIMER_LINE_GAP) + 8;
  const economics = economicsBlock(doc, snapshot);
  const afterChart = economics ? HEADING_HEIGHT + economics.height + disclaimer : disclaimer;
  const chartHeight = monthlyChartHeight(flow.remaining - HEADING_HEIGHT - afterChart);
  startSection(doc, flow, 'Ertragsprognose je Monat', chartHeight + (economics ? 0 : disclaimer));
  drawMonthlyChart(doc, flow, snapshot.forecast.result.total.kwhPerMonth, chartHeight);
  economics?.draw(flow, disclaimer);
  flow.advance(write(doc, DISCLAIMER, CONTENT.left, flow.y, { ...DISCLAIMER_STYLE, lineGap: DISCLAIMER_LINE_GAP }) + 8);
}
