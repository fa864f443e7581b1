import { deflateSync, inflateSync } from 'node:zlib';

/** Plans are printed about 16 cm wide; more pixels than this only make the PDF big and slow. */
const MAX_WIDTH = 1600;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlace: number;
}

function readChunks(png: Buffer): { header: PngHeader; data: Buffer; transparency: boolean } | null {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE)) return null;
  let header: PngHeader | null = null;
  const idat: Buffer[] = [];
  let transparency = false;
  for (let offset = 8; offset + 8 <= png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitDepth: body[8] ?? 0,
        colorType: body[9] ?? 0,
        interlace: body[12] ?? 0,
      };
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'tRNS') transparency = true;
    else if (type === 'IEND') break;
    offset += length + 12;
  }
  return header ? { header, data: Buffer.concat(idat), transparency } : null;
}

/** Undoes the PNG row filters; answers the pixel rows without their filter bytes. */
function unfilter(raw: Uint8Array, height: number, stride: number, bpp: number): Uint8Array {
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const up = row - stride;
    const line = raw.subarray(src, src + stride);
    if (filter === 0 || (filter === 2 && y === 0)) {
      out.set(line, row);
    } else if (filter === 1 || (filter === 4 && y === 0)) {
      for (let x = 0; x < stride; x += 1) out[row + x] = line[x]! + (x >= bpp ? out[row + x - bpp]! : 0);
    } else if (filter === 2) {
      for (let x = 0; x < stride; x += 1) out[row + x] = line[x]! + out[up + x]!;
    } else if (filter === 3) {
      for (let x = 0; x < stride; x += 1) {
        const left = x >= bpp ? out[row + x - bpp]! : 0;
        const above = y > 0 ? out[up + x]! : 0;
        out[row + x] = line[x]! + ((left + above) >> 1);
      }
    } else if (filter === 4) {
      for (let x = 0; x < stride; x += 1) {
        const a = x >= bpp ? out[row + x - bpp]! : 0;
        const b = out[up + x]!;
        const c = x >= bpp ? out[up + x - bpp]! : 0;
        const pa = Math.abs(b - c);
        const pb = Math.abs(a - c);
        const pc = Math.abs(a + b - 2 * c);
        out[row + x] = line[x]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
    }
  }
  return out;
}

/**
 * Gray or RGB pixels, with alpha laid over white, shrunk by an integer factor (box average):
 * the rows of an opaque RGB PNG, each after its filter byte (none). Integer arithmetic only;
 * this runs over millions of pixels.
 */
function flattenAndShrink(pixels: Uint8Array, header: PngHeader, channels: number, factor: number) {
  const width = Math.floor(header.width / factor);
  const height = Math.floor(header.height / factor);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const alphaOffset = channels === 2 || channels === 4 ? channels - 1 : -1;
  const greenOffset = channels >= 3 ? 1 : 0;
  const blueOffset = channels >= 3 ? 2 : 0;
  const divisor = 255 * factor * factor;
  const sourceStride = header.width * channels;
  for (let y = 0; y < height; y += 1) {
    let o = y * (width * 3 + 1) + 1;
    for (let x = 0; x < width; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        let i = (y * factor + dy) * sourceStride + x * factor * channels;
        for (let dx = 0; dx < factor; dx += 1, i += channels) {
          const alpha = alphaOffset < 0 ? 255 : pixels[i + alphaOffset]!;
          const white = 255 * (255 - alpha);
          r += pixels[i]! * alpha + white;
          g += pixels[i + greenOffset]! * alpha + white;
          b += pixels[i + blueOffset]! * alpha + white;
        }
      }
      rows[o++] = (r / divisor) | 0;
      rows[o++] = (g / divisor) | 0;
      rows[o++] = (b / divisor) | 0;
    }
  }
  return { width, height, rows };
}

/** An opaque RGB PNG, which pdfkit embeds as it is instead of decoding it and splitting off the alpha. */
function rgbPng(width: number, height: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = 0xffffffff;
  for (const byte of typeAndData) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  const framed = Buffer.alloc(typeAndData.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typeAndData.copy(framed, 4);
  framed.writeUInt32BE((crc ^ 0xffffffff) >>> 0, typeAndData.length + 4);
  return framed;
}

/** The plan image ready for pdfkit, and the size of the original in pixels (the plan's coordinates). */
export interface PreparedPlanImage {
  bytes: Uint8Array;
  /** Null when only pdfkit can tell (JPEG, PNG variants left as they are). */
  size: { width: number; height: number } | null;
}

/**
 * The plan image as pdfkit embeds it fastest: JPEG and small opaque PNGs as they are; a
 * PNG with alpha (as browsers render uploaded PDFs) or wider than needed is laid over white
 * and shrunk. Formats this does not decode (16 bit, palette, interlaced) stay as they are.
 */
export function preparePlanImage(image: Uint8Array): PreparedPlanImage {
  const png = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  const parsed = readChunks(png);
  if (!parsed) return { bytes: image, size: null };
  const { header, data, transparency } = parsed;
  const size = { width: header.width, height: header.height };
  const channels = CHANNELS[header.colorType];
  if (!channels || header.bitDepth !== 8 || header.interlace !== 0 || transparency) return { bytes: image, size };
  const factor = Math.ceil(header.width / MAX_WIDTH);
  if (factor === 1 && (header.colorType === 0 || header.colorType === 2)) return { bytes: image, size };
  // Never inflate more than the header promises: a forged stream cannot grow beyond the image.
  const pixels = unfilter(
    inflateSync(data, { maxOutputLength: header.height * (header.width * channels + 1) }),
    header.height,
    header.width * channels,
    channels,
  );
  const { width, height, rows } = flattenAndShrink(pixels, header, channels, factor);
  return { bytes: rgbPng(width, height, rows), size };
}
