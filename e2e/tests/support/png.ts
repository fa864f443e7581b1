import { PNG } from 'pngjs';

/** A greyscale PNG whose pixel (x, y) has the grey value `grey(x, y)`: a floor plan. */
export function greyPng(width: number, height: number, grey: (x: number, y: number) => number): Buffer {
  const png = new PNG({ width, height, colorType: 0, inputColorType: 0, inputHasAlpha: false });
  png.data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) png.data[y * width + x] = grey(x, y);
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false });
}

/** A valid RGB PNG of `size`×`size` pixels in one colour: a test icon. */
export function solidPng(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const png = new PNG({ width: size, height: size, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  png.data = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i += 1) png.data.set([red, green, blue], i * 3);
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false });
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
