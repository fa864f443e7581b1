import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openQuotePdf, quotePdfFileName } from './openQuotePdf';

const CONFIGURATION = '5d7c1e52-3f4b-4a9e-9d7a-0b1c2d3e4f50';

describe('opening a quote PDF', () => {
  const open = vi.fn();
  const downloads: { href: string; download: string }[] = [];
  let requestedUrl = '';

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('open', open);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:quote-pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    open.mockReset();
    downloads.length = 0;
  });

  const answer = (response: Response) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        requestedUrl = input;
        return response;
      }),
    );

  it('loads the PDF, saves it under the quote number and opens it in a new tab', async () => {
    answer(new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { headers: { 'Content-Type': 'application/pdf' } }));

    const failure = await openQuotePdf(CONFIGURATION, { downloadName: quotePdfFileName('A-2026/17') });

    expect(failure).toBeUndefined();
    expect(requestedUrl).toBe(`/api/electro/configurations/${CONFIGURATION}/quote/pdf`);
    expect(downloads).toEqual([{ href: 'blob:quote-pdf', download: 'Angebot-A-2026-17.pdf' }]);
    expect(open).toHaveBeenCalledWith('blob:quote-pdf', '_blank');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:quote-pdf');
  });

  it('only opens it when no file name is given', async () => {
    answer(new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }));
    await openQuotePdf(CONFIGURATION);
    expect(downloads).toEqual([]);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('answers the failure and opens nothing when there is no quote', async () => {
    answer(
      new Response(JSON.stringify({ type: 'failure/NotFound', message: 'Angebot nicht gefunden.' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const failure = await openQuotePdf(CONFIGURATION, { downloadName: 'Angebot-1.pdf' });
    expect(failure).toEqual({ type: 'failure/NotFound', message: 'Angebot nicht gefunden.' });
    expect(open).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
  });
});
