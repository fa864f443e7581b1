import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it('lists every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first pages and a gap before the last page at the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
  });

  it('shows two pages on either side of the current one in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
  });

  it('shows the last pages and a gap after the first page at the end', () => {
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
    expect(pageItems(18, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
  });

  it('never shows a gap of a single page', () => {
    expect(pageItems(5, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
