/** A floor plan may have up to 40 megapixels: an A0 plan scanned at 200 dpi fits, a decompression bomb does not. */
export const MAX_PLAN_PIXELS = 40_000_000;
/** Icons and option pictures are shown small; 4 megapixels is far more than any of them needs. */
export const MAX_ICON_PIXELS = 4_000_000;

export const msgTooManyPixels = (maxPixels: number) =>
  `Das Bild hat zu viele Bildpunkte (höchstens ${maxPixels / 1_000_000} Megapixel). Bitte verkleinern Sie es.`;
