import { imageSize } from 'image-size';

export { MAX_ICON_PIXELS, MAX_PLAN_PIXELS, msgTooManyPixels } from '@planner/api';

/**
 * Whether the image declares at most `maxPixels` pixels, read from its header before anything
 * decodes it: a file of a few kilobytes can declare 20 000 × 20 000 pixels, which would take
 * gigabytes once decoded. An image whose header cannot be read counts as too large.
 */
export function withinPixelBudget(data: Uint8Array, maxPixels: number): boolean {
  try {
    const { width, height } = imageSize(data);
    return width !== undefined && height !== undefined && width * height <= maxPixels;
  } catch {
    return false;
  }
}
