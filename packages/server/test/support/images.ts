import { encodePng } from '../../src/images/png';

/** A real 1 × 1 PNG whose header claims `width` × `height` pixels: a decompression bomb's calling card. */
export function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(encodePng(1, 1, new Uint8Array([255, 255, 255, 255])));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** The header of a baseline JPEG (start of image, JFIF, start of frame) declaring `width` × `height`. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const jfif = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame, Buffer.from([0xff, 0xd9])]);
}

export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

