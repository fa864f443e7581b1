import { decodePng, encodeRgbPngFast, flattenOnWhiteAndShrink, readPngHeader } from '../../images/png';

/** Plans are printed about 16 cm wide; more pixels than this only make the PDF big and slow. */
const MAX_WIDTH = 1600;

/** The plan image ready for pdfkit, and the size of the original in pixels (the plan's coordinates). */
export interface PreparedPlanImage {
  bytes: Uint8Array;
  /** Null when only pdfkit can tell (JPEG, broken or interlaced PNGs left as they are). */
  size: { width: number; height: number } | null;
}

/**
 * The plan image as pdfkit embeds it fastest: JPEG and small opaque PNGs as they are; a
 * PNG with alpha (as browsers render uploaded PDFs) or wider than needed is laid over white
 * and shrunk. Interlaced PNGs stay as they are: their compressed size says nothing about what
 * they inflate to, and they came through the upload's pixel budget like every other.
 */
export function preparePlanImage(image: Uint8Array): PreparedPlanImage {
  const header = readPngHeader(image);
  if (!header) return { bytes: image, size: null };
  const size = { width: header.width, height: header.height };
  const factor = Math.ceil(header.width / MAX_WIDTH);
  if (header.interlaced || (factor === 1 && !header.hasAlphaChannel)) return { bytes: image, size };
  let decoded;
  try {
    decoded = decodePng(image);
  } catch {
    return { bytes: image, size: null };
  }
  const { width, height, rgb } = flattenOnWhiteAndShrink(decoded, factor);
  return { bytes: encodeRgbPngFast(width, height, rgb), size };
}
