export type PageItem = number | 'gap-before' | 'gap-after';

/**
 * The page buttons of a pager (1-based): always the first and the last page and two pages on
 * either side of the current one; longer runs are shown as a gap.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  let from = Math.max(2, Math.min(current - 2, pageCount - 5));
  let to = Math.min(pageCount - 1, Math.max(current + 2, 6));
  // A gap would hide a single page: show the page instead.
  if (from === 3) from = 2;
  if (to === pageCount - 2) to = pageCount - 1;
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, ...(from > 2 ? (['gap-before'] as const) : []), ...middle, ...(to < pageCount - 1 ? (['gap-after'] as const) : []), pageCount];
}
