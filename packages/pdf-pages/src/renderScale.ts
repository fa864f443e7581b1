import { MAX_PLAN_PIXELS } from '@planner/api';

/** Print quality: twice the PDF's nominal 72 dpi size. */
const RENDER_SCALE = 2;

export interface RenderLimits {
  /** Most pixels of the image (the server's budget for plans by default). */
  maxPixels?: number;
  /** Most pixels on the longer side, if the image's use has such a limit. */
  maxSide?: number;
}

/**
 * Twice the nominal size, or less for a huge page, so that the image stays within the server's
 * pixel budget (and within the longest side allowed, if any).
 */
export function renderScale(page: { width: number; height: number }, { maxPixels = MAX_PLAN_PIXELS, maxSide = Infinity }: RenderLimits = {}): number {
  const pixelsAtScale = page.width * page.height * RENDER_SCALE * RENDER_SCALE;
  const withinPixels = pixelsAtScale <= maxPixels ? RENDER_SCALE : RENDER_SCALE * Math.sqrt(maxPixels / pixelsAtScale) * 0.99;
  const longerSide = Math.max(page.width, page.height) * withinPixels;
  return longerSide <= maxSide ? withinPixels : (withinPixels * maxSide * 0.999) / longerSide;
}
