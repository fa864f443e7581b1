import type { PvQuoteSnapshot } from '@planner/api/pv';
import { describe, expect, it } from 'vitest';
import { BODY_BOTTOM, Flow } from '../src/documentPdf/layout';
import { startLetterDocument } from '../src/documentPdf/letterDocument';
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
