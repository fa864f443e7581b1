import { describe, expect, it } from 'vitest';
import { websiteHref } from './websiteHref';

describe('websiteHref', () => {
  it('adds http:// when the address has no scheme', () => {
    expect(websiteHref('www.bau-mueller.de')).toBe('http://www.bau-mueller.de');
    expect(websiteHref(' bau-mueller.de ')).toBe('http://bau-mueller.de');
  });

  it('keeps an address with http or https', () => {
    expect(websiteHref('https://bau-mueller.de')).toBe('https://bau-mueller.de');
    expect(websiteHref('HTTP://bau-mueller.de')).toBe('HTTP://bau-mueller.de');
  });
});
