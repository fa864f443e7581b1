import { PNG, type ColorType } from 'pngjs';

/** Pixels row by row, four 8-bit channels (RGBA) each. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** What a PNG's header declares, read without decoding anything. */
export interface PngHeader {
  width: number;
  height: number;
  /** Whether its pixels carry an alpha channel (grey or RGB with alpha). */
  hasAlphaChannel: boolean;
  interlaced: boolean;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The header of a PNG (its first chunk is IHDR), or null for anything else. */
export function readPngHeader(bytes: Uint8Array): PngHeader | null {
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') return null;
  const colorType = png[25] ?? 0;
  return {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    hasAlphaChannel: colorType === 4 || colorType === 6,
    interlaced: png[28] !== 0,
  };
}

/**
 * Decodes any PNG (grey, palette, RGB, with or without alpha, 1 to 16 bits) into 8-bit RGBA.
 * Check its pixels against a budget first (`checkPixels`); throws on a broken file.
 */
export function decodePng(bytes: Uint8Array): RgbaImage {
  const { width, height, data } = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return { width, height, data };
}

/** Encodes 8-bit RGBA pixels as a PNG, as small as zlib makes it. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  return write(width, height, rgba, { colorType: 6, inputColorType: 6, deflateLevel: 9 });
}

/** Encodes 8-bit RGB pixels as an opaque PNG, quickly: for images that are written once and printed. */
export function encodeRgbPngFast(width: number, height: number, rgb: Uint8Array): Buffer {
  return write(width, height, rgb, { colorType: 2, inputColorType: 2, inputHasAlpha: false, deflateLevel: 1, filterType: 0 });
}

function write(
  width: number,
  height: number,
  pixels: Uint8Array,
  options: { colorType: ColorType; inputColorType: ColorType; inputHasAlpha?: boolean; deflateLevel: number; filterType?: number },
): Buffer {
  const png = new PNG({ width, height, colorType: options.colorType, inputHasAlpha: options.inputHasAlpha ?? true });
  png.data = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return PNG.sync.write(png, options);
}

/**
 * The image laid over white and shrunk by an integer factor (each output pixel the average of
 * `factor`×`factor` input pixels), as 8-bit RGB. Integer arithmetic only: plans have millions
 * of pixels.
 */
export function flattenOnWhiteAndShrink({ width: sourceWidth, height: sourceHeight, data }: RgbaImage, factor: number) {
  const width = Math.floor(sourceWidth / factor);
  const height = Math.floor(sourceHeight / factor);
  const rgb = new Uint8Array(width * height * 3);
  const divisor = 255 * factor * factor;
  const sourceStride = sourceWidth * 4;
  let o = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        let i = (y * factor + dy) * sourceStride + x * factor * 4;
        for (let dx = 0; dx < factor; dx += 1, i += 4) {
          const alpha = data[i + 3]!;
          const white = 255 * (255 - alpha);
          r += data[i]! * alpha + white;
          g += data[i + 1]! * alpha + white;
          b += data[i + 2]! * alpha + white;
        }
      }
      rgb[o++] = (r / divisor) | 0;
      rgb[o++] = (g / divisor) | 0;
      rgb[o++] = (b / divisor) | 0;
    }
  }
  return { width, height, rgb };
}
