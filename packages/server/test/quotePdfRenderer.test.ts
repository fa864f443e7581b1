import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleOnlyWorkspacePackages } from '../bundleWorkspacePackages.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotePdfWorkerRenderer } from '../src/quotes/pdf/quotePdfRenderer';
import { pdfMoney, pdfPages } from './quotesPdfText';
import { sampleQuote } from './quotesSample';

// A worker thread runs JavaScript only: the worker is bundled as build.mjs bundles it, into a
// folder from which its npm dependencies resolve.
const OUT_DIR = new URL(`../node_modules/.cache/quote-pdf-worker-${randomUUID()}/`, import.meta.url);
const WORKER = new URL('quotePdfWorker.js', OUT_DIR);

beforeAll(async () => {
  await build({
    entryPoints: [fileURLToPath(new URL('../src/quotes/pdf/quotePdfWorker.ts', import.meta.url))],
    outfile: fileURLToPath(WORKER),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [bundleOnlyWorkspacePackages],
  });
});

afterAll(() => rmSync(OUT_DIR, { recursive: true, force: true }));

describe('quote PDF on a worker thread', () => {
  it('renders the quote with its plans and icons, one request after another', async () => {
    const render = quotePdfWorkerRenderer(WORKER);
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

  it('answers a quote it cannot render with an error and goes on rendering', async () => {
    const render = quotePdfWorkerRenderer(WORKER);
    const broken = sampleQuote(1, 1, 2);
    const unusable = { ...broken, quote: { ...broken.quote, floors: null } } as unknown as typeof broken;

    await expect(render(unusable)).rejects.toThrow(/Quote PDF could not be rendered/);
    const pdf = await render(sampleQuote(1, 1, 2));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
