import { ApiError, invoiceEndpoints, NetworkError, quoteEndpoints } from '@planner/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../tokenStore';
import { downloadDocument } from './downloadDocument';

const ID = '5d7c1e52-3f4b-4a9e-9d7a-0b1c2d3e4f50';

const pdf = (disposition?: string) =>
  new Response(new Blob(['%PDF-1.7']), {
    headers: { 'Content-Type': 'application/pdf', ...(disposition ? { 'Content-Disposition': disposition } : {}) },
  });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('downloading a document', () => {
  const open = vi.fn();
  const saved: { href: string; download: string }[] = [];
  const requests: { url: string; authorization: string | null }[] = [];

  const answer = (...responses: Response[]) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url, authorization: new Headers(init.headers).get('Authorization') });
        const response = responses.shift();
        if (!response) throw new TypeError('Failed to fetch');
        return response;
      }),
    );

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('open', open);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    tokenStore.setTokens({ accessToken: 'access', refreshToken: 'refresh' });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    open.mockReset();
    saved.length = 0;
    requests.length = 0;
    localStorage.clear();
  });

  it('saves the file under the name the server gives it, umlauts included, and releases it later', async () => {
    answer(pdf("attachment; filename*=UTF-8''Rechnung-RE-M%C3%BC-0007.pdf"));

    const failure = await downloadDocument(invoiceEndpoints.pdf, { params: { id: ID } });

    expect(failure).toBeUndefined();
    expect(requests).toEqual([{ url: `/api/electro/invoices/${ID}/pdf`, authorization: 'Bearer access' }]);
    expect(saved).toEqual([{ href: 'blob:document', download: 'Rechnung-RE-Mü-0007.pdf' }]);
    expect(open).not.toHaveBeenCalled();
    expect(document.querySelector('a')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:document');
  });

  it('opens the file in a new tab, or saves and opens it', async () => {
    answer(pdf("attachment; filename*=UTF-8''Angebot-A-2026-017.pdf"), pdf("attachment; filename*=UTF-8''Angebot-A-2026-017.pdf"));

    await downloadDocument(quoteEndpoints.pdf, { params: { id: ID } }, 'open');
    expect(saved).toEqual([]);
    expect(open).toHaveBeenCalledWith('blob:document', '_blank', 'noopener');

    await downloadDocument(quoteEndpoints.pdf, { params: { id: ID } }, 'save-and-open');
    expect(saved).toEqual([{ href: 'blob:document', download: 'Angebot-A-2026-017.pdf' }]);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('leaves the name to the browser when the server gives none', async () => {
    answer(pdf('attachment'));
    await downloadDocument(invoiceEndpoints.xrechnung, { params: { id: ID } });
    expect(saved).toEqual([{ href: 'blob:document', download: '' }]);
  });

  it('renews an expired access token once and then downloads', async () => {
    answer(
      json(401, { type: 'ExpectedError', errorCode: 'AUTH-401', fallbackMessage: 'Nicht angemeldet.' }),
      json(200, { type: 'success', data: { jwsTokens: { accessToken: 'renewed', refreshToken: 'refresh-2' } } }),
      pdf("attachment; filename*=UTF-8''Rechnung-RE-0002.pdf"),
    );

    await downloadDocument(invoiceEndpoints.pdf, { params: { id: ID } });

    expect(requests.map(({ url, authorization }) => `${url} ${authorization}`)).toEqual([
      `/api/electro/invoices/${ID}/pdf Bearer access`,
      '/api/auth/refresh-access-token Bearer refresh',
      `/api/electro/invoices/${ID}/pdf Bearer renewed`,
    ]);
    expect(saved).toEqual([{ href: 'blob:document', download: 'Rechnung-RE-0002.pdf' }]);
  });

  it('answers a declared failure with its German message and offers nothing', async () => {
    answer(json(422, { type: 'failure/InvoiceNotIssued', message: 'Die Rechnung ist noch nicht gestellt.' }));

    const failure = await downloadDocument(invoiceEndpoints.pdf, { params: { id: ID } }, 'save-and-open');

    expect(failure).toEqual({ type: 'failure/InvoiceNotIssued', message: 'Die Rechnung ist noch nicht gestellt.' });
    expect(saved).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('throws error answers and lost connections like every other call', async () => {
    const forbidden = { type: 'ExpectedError', errorCode: 'AUTH-403', fallbackMessage: 'Dazu fehlt Ihnen die Berechtigung.' };
    answer(json(403, forbidden));
    const error = await downloadDocument(invoiceEndpoints.pdf, { params: { id: ID } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(forbidden);

    answer();
    await expect(downloadDocument(invoiceEndpoints.pdf, { params: { id: ID } })).rejects.toBeInstanceOf(NetworkError);
    expect(saved).toEqual([]);
  });
});
