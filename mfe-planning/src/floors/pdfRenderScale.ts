import { MAX_PLAN_PIXELS } from '@planner/api';

/** Print quality: twice the PDF's nominal 72 dpi size. */
const RENDER_SCALE = 2;

/** Twice the nominal size, or less for a huge page, so that the image stays within the server's pixel budget. */
export function renderScale(page: { width: number; height: number }, maxPixels = MAX_PLAN_PIXELS): number {
  const pixelsAtScale = page.width * page.height * RENDER_SCALE * RENDER_SCALE;
  return pixelsAtScale <= maxPixels ? RENDER_SCALE : RENDER_SCALE * Math.sqrt(maxPixels / pixelsAtScale) * 0.99;
}
