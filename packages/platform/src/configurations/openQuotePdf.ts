import { quoteEndpoints, type Failure } from '@planner/api';
import { apiClient } from '../apiClient';

/** The new tab loads the PDF from its object URL; afterwards the URL is released. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** `Angebot-2026-0042.pdf`, as the server names it; characters a file name cannot hold become '-'. */
export const quotePdfFileName = (quoteNumber: string) => `Angebot-${quoteNumber.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.pdf`;

/**
 * Loads the PDF of a finalized quote and opens it in a new tab; with `downloadName` it is
 * also saved under that name. Answers the `failure/NotFound` when the quote has no PDF.
 */
export async function openQuotePdf(
  configurationId: string,
  { downloadName }: { downloadName?: string } = {},
): Promise<Failure<'failure/NotFound'> | undefined> {
  const result = await apiClient.call(quoteEndpoints.pdf, { params: { id: configurationId } });
  if (result.type !== 'success') return result;
  const pdf = result.data.type === 'application/pdf' ? result.data : new Blob([result.data], { type: 'application/pdf' });
  const url = URL.createObjectURL(pdf);
  if (downloadName) {
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  }
  window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return undefined;
}
