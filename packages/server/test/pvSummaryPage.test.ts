import type { PvQuoteSnapshot } from '@planner/api/pv';
import { describe, expect, it } from 'vitest';
import { BODY_BOTTOM, Flow } from '../src/documentPdf/layout';
import { startLetterDocument } from '../src/documentPdf/letterDocument';
import { MONTHLY_CHART_HEIGHT, MONTHLY_CHART_MIN_HEIGHT, monthlyChartHeight } from '../src/quotes/pdf/pv/monthlyChart';
import { drawPvSummary, ECONOMICS_TITLE } from '../src/quotes/pdf/pv/summaryPage';
import { samplePvSnapshot } from './pvQuotePdfSample';
import { flatText, pdfPages } from './quotesPdfText';

const TOP = 60;
const DISCLAIMER = 'Unverbindliche Prognose: Ertrag und Wirtschaftlichkeit';

/** The summary drawn from `startY` on (the rest of a page another part filled), its pages' text. */
async function summaryPages(snapshot: PvQuoteSnapshot, startY: number): Promise<string[]> {
  const { doc, output } = startLetterDocument({ info: { Title: 'Test' } });
  drawPvSummary(doc, new Flow(doc, startY, () => TOP), snapshot);
  doc.end();
  return (await pdfPages(await output)).map(flatText);
}

/** The sample with wallbox and heater rod and `extraFaces` more faces like its west face: longer tables above the chart. */
function fullerSnapshot(extraFaces: number): PvQuoteSnapshot {
  const snapshot = samplePvSnapshot();
  const west = snapshot.design.faces[1]!;
  const more = Array.from({ length: extraFaces }, (_, index) => ({ ...west, id: `face-extra-${index}`, name: `Gaube ${index + 1}` }));
  return {
    ...snapshot,
    wallbox: { id: 'wallbox', name: 'KeContact P30', manufacturer: 'Keba', dataSheet: null },
    heaterRod: { id: 'heater-rod', name: 'Heizstab 3 kW', manufacturer: 'Askoma', dataSheet: null },
    design: { ...snapshot.design, faces: [...snapshot.design.faces, ...more] },
  };
}

const startPositions = Array.from({ length: Math.floor((BODY_BOTTOM - TOP) / 12) }, (_, index) => TOP + index * 12);

describe('the PV summary page', () => {
  it('never leaves the disclaimer alone on a page: it stays with the economics, wherever the summary starts', async () => {
    const snapshot = samplePvSnapshot();
    for (const startY of startPositions) {
      const pages = await summaryPages(snapshot, startY);
      const withDisclaimer = pages.filter((page) => page.includes(DISCLAIMER));
      expect(withDisclaimer, `from y = ${startY}`).toHaveLength(1);
      expect(withDisclaimer[0], `from y = ${startY}`).toContain('Amortisation');
    }
  }, 60_000);

  it('without economics keeps the disclaimer with the monthly forecast', async () => {
    const snapshot = { ...samplePvSnapshot(), economics: null };
    for (const startY of startPositions) {
      const withDisclaimer = (await summaryPages(snapshot, startY)).filter((page) => page.includes(DISCLAIMER));
      expect(withDisclaimer, `from y = ${startY}`).toHaveLength(1);
      expect(withDisclaimer[0], `from y = ${startY}`).toContain('Ertragsprognose je Monat');
    }
  }, 60_000);

  it('keeps the economics with their disclaimer below the chart on the summary page when they fit there, with a more compact chart if need be', async () => {
    // With wallbox and heater rod the economics used to miss the page by 2 pt and stood alone on the next one.
    for (const extraFaces of [0, 1, 2]) {
      const pages = await summaryPages(fullerSnapshot(extraFaces), TOP);
      expect(pages, `${extraFaces} more faces`).toHaveLength(1);
      expect(pages[0]).toContain('Ertragsprognose je Monat');
      expect(pages[0]).toContain(ECONOMICS_TITLE);
      expect(pages[0]).toContain(DISCLAIMER);
    }
  });

  it('moves the economics with their disclaimer to the next page only when the page is full even with the compact chart', async () => {
    const pages = await summaryPages(fullerSnapshot(3), TOP);

    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Ertragsprognose je Monat');
    expect(pages[0]).not.toContain(ECONOMICS_TITLE);
    expect(pages[1]).toContain(ECONOMICS_TITLE);
    expect(pages[1]).toContain(DISCLAIMER);
  });

  it('sizes the chart: full when there is room, smaller down to the most compact to keep what follows on the page, full when that does not help', () => {
    expect(monthlyChartHeight(500)).toBe(MONTHLY_CHART_HEIGHT);
    expect(monthlyChartHeight(MONTHLY_CHART_HEIGHT)).toBe(MONTHLY_CHART_HEIGHT);
    expect(monthlyChartHeight(90.5)).toBe(90);
    expect(monthlyChartHeight(MONTHLY_CHART_MIN_HEIGHT)).toBe(MONTHLY_CHART_MIN_HEIGHT);
    expect(monthlyChartHeight(MONTHLY_CHART_MIN_HEIGHT - 1)).toBe(MONTHLY_CHART_HEIGHT);
    expect(monthlyChartHeight(-200)).toBe(MONTHLY_CHART_HEIGHT);
  });

  it('names the autarky share once, among the results, and keeps the other assumptions', async () => {
    const snapshot = samplePvSnapshot();
    const text = (await summaryPages(snapshot, TOP)).join(' ');

    expect(text.match(/Autarkiegrad/g)).toHaveLength(1);
    expect(snapshot.economics!.assumptions.map((entry) => entry.label)).toContain('Autarkiegrad');
    expect(text).toContain(ECONOMICS_TITLE);
    expect(text).toContain('Eigenverbrauchsanteil 35,0 %');
    expect(text).toContain('Jahresstromverbrauch 6.500 kWh');
  });
});
