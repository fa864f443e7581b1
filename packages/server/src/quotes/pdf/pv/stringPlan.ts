import { mppInputLetter, type CheckResult, type PvQuoteSnapshot } from '@planner/api/pv';
import type PDFDocument from 'pdfkit';
import { COLORS, CONTENT, measure, write, type Flow } from '../../../documentPdf/layout';
import { startSection } from '../../../documentPdf/section';
import { drawTable, type TableRow } from '../../../documentPdf/table';
import { formatFigure, formatWithUnit, inverterTypeName, kwpText, moduleCountText, partTitle, type NamedString } from './format';

export const STRING_PLAN_TITLE = 'Stringplan und elektrische Prüfung';

const SEVERITY_WORDS = { error: 'Fehler', warning: 'Hinweis' } as const;

function findingsText(findings: readonly CheckResult[]): string {
  if (findings.length === 0) return 'in Ordnung';
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  const warnings = findings.length - errors;
  return [errors ? `${errors} Fehler` : '', warnings ? `${warnings} ${warnings === 1 ? 'Hinweis' : 'Hinweise'}` : ''].filter(Boolean).join(', ');
}

function rows(snapshot: PvQuoteSnapshot, strings: readonly NamedString[]): TableRow[] {
  const faceOf = new Map(snapshot.design.faces.flatMap((face, index) => face.modules.map((module): [string, string] => [module.id, `${index + 1}. ${face.name}`])));
  return snapshot.design.inverters.flatMap((entry, index): TableRow[] => {
    const inverter = snapshot.inverters[entry.inverterId];
    const power = inverter?.acNominalPower ? `, ${formatWithUnit(inverter.acNominalPower, 'W')} AC` : '';
    const title = inverter ? `Wechselrichter ${index + 1}: ${partTitle(inverter)} (${inverterTypeName(inverter.type)}${power})` : `Wechselrichter ${index + 1}`;
    const own = strings.filter((string) => string.inverterRef === entry.id).sort((a, b) => a.inputIndex - b.inputIndex);
    if (own.length === 0) return [{ kind: 'group', title }, { kind: 'item', cells: ['–', '–', 'keine Strings', '', '', ''] }];
    return [
      { kind: 'group', title },
      ...own.map((string): TableRow => {
        const findings = snapshot.check.filter((finding) => finding.inverterId === entry.id && finding.inputIndex === string.inputIndex);
        const faces = [...new Set(string.moduleIds.map((id) => faceOf.get(id)).filter((face): face is string => face !== undefined))];
        return {
          kind: 'item',
          cells: [
            mppInputLetter(string.inputIndex),
            [{ text: string.label, font: 'semibold' }],
            moduleCountText(string.moduleIds.length),
            faces.join(', '),
            kwpText((string.moduleIds.length * snapshot.module.powerRating) / 1000),
            findingsText(findings),
          ],
        };
      }),
    ];
  });
}

function passedText(snapshot: PvQuoteSnapshot): string {
  const { settings } = snapshot;
  return (
    `Die elektrische Prüfung ergab keine Beanstandungen: Leerlaufspannung bei ${formatFigure(settings.minCellTemperature)} °C, ` +
    `MPP-Spannung bei ${formatFigure(settings.minCellTemperature)} °C und ${formatFigure(settings.maxCellTemperature)} °C Zelltemperatur, ` +
    `Kurzschlussstrom je MPP-Eingang und DC/AC-Verhältnis (${formatFigure(settings.dcAcRatioMin, 2)} bis ${formatFigure(settings.dcAcRatioMax, 2)}) ` +
    'liegen in den Grenzen der Wechselrichter.'
  );
}

function drawFindings(doc: PDFDocument, flow: Flow, snapshot: PvQuoteSnapshot): void {
  const labelWidth = 52;
  const textWidth = CONTENT.width - labelWidth;
  write(doc, 'Ergebnis der Prüfung', CONTENT.left, flow.y, { font: 'semibold', size: 9.5 });
  flow.advance(16);
  if (snapshot.check.length === 0) {
    flow.ensure(measure(doc, passedText(snapshot), CONTENT.width, { size: 8.5 }, 1.5));
    flow.advance(write(doc, passedText(snapshot), CONTENT.left, flow.y, { size: 8.5, lineGap: 1.5 }) + 8);
    return;
  }
  for (const finding of snapshot.check) {
    const height = measure(doc, finding.message, textWidth, { size: 8.5 }, 1.5);
    flow.ensure(height + 5);
    const color = finding.severity === 'error' ? '#b42318' : '#9a6700';
    write(doc, SEVERITY_WORDS[finding.severity], CONTENT.left, flow.y, { font: 'semibold', size: 8.5, color, width: labelWidth - 6 });
    write(doc, finding.message, CONTENT.left + labelWidth, flow.y, { size: 8.5, width: textWidth, lineGap: 1.5 });
    flow.advance(height + 5);
  }
  flow.advance(4);
}

/**
 * Per inverter and MPP input its strings with their module count, faces and power, and what the
 * electrical check found at that input; below, every finding of the check in full, with its figures
 * (those of a whole inverter, such as the DC/AC ratio, only there).
 */
export function drawStringPlan(doc: PDFDocument, flow: Flow, snapshot: PvQuoteSnapshot, strings: readonly NamedString[]): void {
  startSection(doc, flow, STRING_PLAN_TITLE, 80);
  drawTable(
    doc,
    flow,
    [
      { header: 'MPP-Eingang', share: 0.13 },
      { header: 'String', share: 0.12 },
      { header: 'Module', share: 0.13, align: 'right' },
      { header: 'Dachfläche', share: 0.28 },
      { header: 'Leistung', share: 0.14, align: 'right' },
      { header: 'Prüfung', share: 0.2 },
    ],
    rows(snapshot, strings),
  );
  flow.advance(14);
  flow.ensure(60);
  drawFindings(doc, flow, snapshot);
  write(doc, `Modul: ${partTitle(snapshot.module)}, ${formatWithUnit(snapshot.module.powerRating, 'Wp')}`, CONTENT.left, flow.y, { size: 7.5, color: COLORS.muted });
  flow.advance(26);
}
