import {
  MSG_QUOTE_LINK_NOT_FOUND,
  type AcceptQuoteInput,
  type DeclineQuoteInput,
  type PublicQuote,
} from '@planner/api';

/** Why the page cannot show the quote or take the answer, in the server's German words. */
export class PublicQuoteError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const MSG_UNREACHABLE = 'Die Verbindung ist gestört. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';

export const quoteLinkPath = (token: string) => `/api/public/quote-links/${encodeURIComponent(token)}`;
export const quotePdfUrl = (token: string) => `${quoteLinkPath(token)}/pdf`;

/** The server's answer, without cookies, tokens or anything stored in the browser. */
async function request(path: string, init?: { method: 'POST'; body: object }): Promise<PublicQuote> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init?.method ?? 'GET',
      credentials: 'omit',
      headers: init ? { 'content-type': 'application/json' } : {},
      ...(init ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    throw new PublicQuoteError(0, 'network', MSG_UNREACHABLE);
  }
  const body = (await response.json().catch(() => null)) as
    | { type?: string; data?: PublicQuote; message?: string; fallbackMessage?: string; errorCode?: string }
    | null;
  if (response.ok && body?.type === 'success' && body.data) return body.data;
  const message = body?.message ?? body?.fallbackMessage ?? (response.status === 400 ? MSG_QUOTE_LINK_NOT_FOUND : MSG_UNREACHABLE);
  throw new PublicQuoteError(response.status, body?.type ?? body?.errorCode ?? 'unknown', message);
}

export const loadPublicQuote = (token: string) => request(quoteLinkPath(token));
export const acceptQuote = (token: string, body: AcceptQuoteInput) => request(`${quoteLinkPath(token)}/accept`, { method: 'POST', body });
export const declineQuote = (token: string, body: DeclineQuoteInput) => request(`${quoteLinkPath(token)}/decline`, { method: 'POST', body });
