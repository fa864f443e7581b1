import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWorkerRenderer } from '../src/documentPdf/pdfWorker';
import type { QuotePdfInput } from '../src/quotes/pdf/renderQuotePdf';
import { PV_SUMMARY_TITLE } from '../src/quotes/pdf/pv/summaryPage';
import { sampleDataSheet, samplePvQuote, samplePvSnapshot } from './pvQuotePdfSample';
import { flatText, pdfMoney, pdfPages } from './quotesPdfText';
import { sampleQuote } from './quotesSample';
import { bundledWorker } from './support/bundledWorker';

const worker = bundledWorker(new URL('../src/quotes/pdf/quotePdfWorker.ts', import.meta.url), 'quotePdfWorker');

beforeAll(worker.build);
afterAll(worker.remove);

describe('quote PDF on a worker thread', () => {
  it('renders the quote with its plans and icons, one request after another', async () => {
    const render = pdfWorkerRenderer<QuotePdfInput>(worker.file, 'Quote PDF');
    const small = sampleQuote(1, 3, 12);
    const large = sampleQuote(2, 8, 60);

    const [first, second] = await Promise.all([render(small), render(large)]);

    for (const [pdf, input] of [[first, small], [second, large]] as const) {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = (await pdfPages(pdf)).join('\n');
      expect(text).toContain(input.quote.quoteNumber);
      expect(text).toContain(pdfMoney(input.quote.grossTotal));
      for (const room of input.quote.floors.flatMap((floor) => floor.rooms)) expect(text).toContain(room.name);
    }
  });

  it('renders a PV quote with its PV pages and appends its data sheets', async () => {
    const render = pdfWorkerRenderer<QuotePdfInput>(worker.file, 'Quote PDF');
    const dataSheet = { title: 'PV-Modul Aiko Neostar 2P 450 W', fileName: 'Aiko.pdf', data: await sampleDataSheet('Aiko Neostar 2P', 2) };

    const pages = (await pdfPages(await render(samplePvQuote(samplePvSnapshot(), [dataSheet])))).map(flatText);

    expect(pages.some((page) => page.includes(PV_SUMMARY_TITLE))).toBe(true);
    expect(pages.slice(-2).map((page) => page.split(' Technische')[0])).toEqual(['Aiko Neostar 2P – Datenblatt', 'Aiko Neostar 2P – Datenblatt']);
  });

  it('answers a quote it cannot render with an error and goes on rendering', async () => {
    const render = pdfWorkerRenderer<QuotePdfInput>(worker.file, 'Quote PDF');
    const broken = sampleQuote(1, 1, 2);
    const unusable = { ...broken, quote: { ...broken.quote, floors: null } } as unknown as typeof broken;

    await expect(render(unusable)).rejects.toThrow(/Quote PDF could not be rendered/);
    const pdf = await render(sampleQuote(1, 1, 2));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
