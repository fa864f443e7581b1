import { describe, expect, it } from 'vitest';
import { pdfWorkerRenderer } from '../src/documentPdf/pdfWorker';

describe('a PDF worker thread that dies', () => {
  it('fails the document it was rendering, and the next one is rendered by a new thread', async () => {
    const render = pdfWorkerRenderer<string>(new URL('./support/dyingPdfWorker.mjs', import.meta.url), 'Test PDF');

    expect(await render('first')).toEqual(Buffer.from('%PD'));
    await expect(render('die')).rejects.toThrow(/Test PDF could not be rendered/);
    expect(await render('after')).toEqual(Buffer.from('%PD'));
  });
});
