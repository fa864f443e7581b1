/** The signed-out page where someone asks for a password reset link. */
export const PASSWORD_FORGOTTEN_PATH = '/password-forgotten';

/**
 * A single-use link the server hands out: `/invitation/{token}` lets an invitee choose name and
 * password, `/password-reset/{token}` sets a new password. Both open whether or not someone is
 * signed in in this browser, and replace that session once used.
 */
export interface AccountLink {
  kind: 'invitation' | 'password-reset';
  token: string;
}

const ACCOUNT_LINK_PATH = /^\/(invitation|password-reset)\/([^/]*)\/?$/;

export function accountLinkOf(pathname: string): AccountLink | null {
  const match = ACCOUNT_LINK_PATH.exec(pathname);
  if (!match) return null;
  return { kind: match[1] as AccountLink['kind'], token: match[2] ?? '' };
}

/** The server's tokens are 32 random bytes in base64url; anything else cannot be one of them. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
