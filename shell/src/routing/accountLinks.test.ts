import { describe, expect, it } from 'vitest';
import { accountLinkOf, isWellFormedToken } from './accountLinks';

const TOKEN = 'aB3_-xYz0123456789aB3_-xYz0123456789aB3_-xY';

describe('accountLinkOf', () => {
  it('finds the kind and the token of a link', () => {
    expect(accountLinkOf(`/invitation/${TOKEN}`)).toEqual({ kind: 'invitation', token: TOKEN });
    expect(accountLinkOf(`/password-reset/${TOKEN}/`)).toEqual({ kind: 'password-reset', token: TOKEN });
  });

  it('leaves every other path to the app', () => {
    expect(accountLinkOf('/invitation')).toBeNull();
    expect(accountLinkOf(`/invitation/${TOKEN}/accept`)).toBeNull();
    expect(accountLinkOf('/password-forgotten')).toBeNull();
    expect(accountLinkOf(`/settings/invitation/${TOKEN}`)).toBeNull();
  });
});

describe('isWellFormedToken', () => {
  it('takes 43 characters of base64url only', () => {
    expect(TOKEN).toHaveLength(43);
    expect(isWellFormedToken(TOKEN)).toBe(true);
    expect(isWellFormedToken(TOKEN.slice(1))).toBe(false);
    expect(isWellFormedToken(`${TOKEN.slice(1)}=`)).toBe(false);
    expect(isWellFormedToken(`${TOKEN.slice(1)}+`)).toBe(false);
  });
});
