import type { ApiFailure, ApiSuccess, CallArgs, Endpoint } from '@planner/api';
import { callEndpoint } from '../apiClient';

/** `save` keeps the file under the name the server gives it, `open` shows it in a new tab, `save-and-open` does both. */
export type DownloadMode = 'save' | 'open' | 'save-and-open';

type BinaryEndpoint = Endpoint & { binary: true };

/** The browser has the file once the download started or the tab loaded it; the object URL is released a little later. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Loads a document (PDF, e-invoice, data sheet, picture) from a binary endpoint of the contract and
 * saves it under the file name of the server's `Content-Disposition`, opens it in a new tab, or
 * both. Answers the endpoint's declared failure (nothing is saved or opened then); error answers
 * are thrown as `ApiError`/`NetworkError` like those of every other call, after the API client
 * renewed an expired access token.
 */
export async function downloadDocument<E extends BinaryEndpoint>(
  endpoint: E,
  args: CallArgs<E>,
  mode: DownloadMode = 'save',
): Promise<ApiFailure<E> | undefined> {
  const result = await callEndpoint(endpoint, args);
  // TypeScript does not narrow the result of a generic endpoint; every binary success is alike.
  if (result.type !== 'success') return result as ApiFailure<E>;
  const { data, fileName } = result as ApiSuccess<BinaryEndpoint>;
  const url = URL.createObjectURL(data);
  if (mode !== 'open') {
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName ?? '', rel: 'noopener' });
    document.body.append(link);
    link.click();
    link.remove();
  }
  if (mode !== 'save') window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return undefined;
}
