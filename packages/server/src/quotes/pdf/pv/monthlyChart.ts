import type PDFDocument from 'pdfkit';
import { COLORS, CONTENT, line, write, type Flow } from '../../../documentPdf/layout';
import { formatFigure } from './format';

const MONTHS = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];
export const MONTHLY_CHART_HEIGHT = 104;

/** Twelve bars of the forecast kWh per month, each with its figure, on a base line with the month names. */
export function drawMonthlyChart(doc: PDFDocument, flow: Flow, kwhPerMonth: readonly number[]): void {
  const top = flow.y + 12;
  const barsHeight = MONTHLY_CHART_HEIGHT - 32;
  const base = top + barsHeight;
  const largest = Math.max(1, ...kwhPerMonth);
  const slot = CONTENT.width / 12;
  const barWidth = slot * 0.62;
  kwhPerMonth.forEach((kwh, month) => {
    const height = (kwh / largest) * (barsHeight - 4);
    const x = CONTENT.left + month * slot + (slot - barWidth) / 2;
    doc.save().rect(x, base - height, barWidth, height).fill(COLORS.accent).restore();
    write(doc, formatFigure(kwh), CONTENT.left + month * slot, base - height - 10, { size: 6.5, color: COLORS.muted, width: slot, align: 'center' });
    write(doc, MONTHS[month] as string, CONTENT.left + month * slot, base + 4, { size: 7.5, width: slot, align: 'center' });
  });
  line(doc, [CONTENT.left, base], [CONTENT.right, base], { color: COLORS.text, width: 0.6 });
  write(doc, 'kWh je Monat', CONTENT.left, flow.y, { size: 7, color: COLORS.muted });
  flow.advance(MONTHLY_CHART_HEIGHT);
}
