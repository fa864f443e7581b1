import type PDFDocument from 'pdfkit';
import { COLORS, CONTENT, line, write, type Flow } from '../../../documentPdf/layout';
import { formatFigure } from './format';

const MONTHS = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];
export const MONTHLY_CHART_HEIGHT = 104;
/** The chart at its most compact, bars up to 44 pt high: still every figure over its bar. */
export const MONTHLY_CHART_MIN_HEIGHT = 76;

/**
 * Twelve bars of the forecast kWh per month, each with its figure, on a base line with the month
 * names; `height` (from `MONTHLY_CHART_MIN_HEIGHT` to `MONTHLY_CHART_HEIGHT`) with the labels.
 */
export function drawMonthlyChart(doc: PDFDocument, flow: Flow, kwhPerMonth: readonly number[], height = MONTHLY_CHART_HEIGHT): void {
  const top = flow.y + 12;
  const barsHeight = height - 32;
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
  flow.advance(height);
}

/**
 * The chart's height when `space` points are left for it on the page besides what must follow it
 * on the same page: full when there is room, smaller down to the most compact so that the
 * following block still fits below it, full again when even that does not help (the following
 * block then starts the next page, and the chart need not shrink).
 */
export function monthlyChartHeight(space: number): number {
  if (space >= MONTHLY_CHART_HEIGHT || space < MONTHLY_CHART_MIN_HEIGHT) return MONTHLY_CHART_HEIGHT;
  return Math.floor(space);
}
