import { imageSize } from 'image-size';

export { MAX_ICON_PIXELS, MAX_PLAN_PIXELS, msgTooManyPixels } from '@planner/api';

export type PixelCheck = 'within' | 'too-many-pixels' | 'unreadable';

/**
 * Whether the image declares at most `maxPixels` pixels, read from its header before anything
 * decodes it: a file of a few kilobytes can declare 20 000 × 20 000 pixels, which would take
 * gigabytes once decoded. An image whose header cannot be read is no image we take.
 */
export function checkPixels(data: Uint8Array, maxPixels: number): PixelCheck {
  try {
    const { width, height } = imageSize(data);
    if (width === undefined || height === undefined) return 'unreadable';
    return width * height <= maxPixels ? 'within' : 'too-many-pixels';
  } catch {
    return 'unreadable';
  }
}

export const withinPixelBudget = (data: Uint8Array, maxPixels: number): boolean => checkPixels(data, maxPixels) === 'within';
