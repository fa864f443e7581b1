/**
 * The company's colour for its customer page, taken from its logo: the most frequent clearly
 * coloured shade (white, black, greys and transparent pixels do not count), darkened until
 * white text on it and it on white reach 4.5:1 (WCAG AA). `null` for a logo without colour.
 */
const CHANNEL_BUCKET = 32;
const MIN_ALPHA = 128;
const MIN_SATURATION = 48;
const READABLE_CONTRAST = 4.5;

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const luminance = ([red, green, blue]: readonly number[]) => 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);

/** Contrast of a colour against white. */
export const contrastOnWhite = (rgb: readonly number[]) => 1.05 / (luminance(rgb) + 0.05);

const hex = (rgb: readonly number[]) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

export function readableOnWhite(rgb: readonly number[]): string {
  let colour = [...rgb];
  while (contrastOnWhite(colour) < READABLE_CONTRAST) colour = colour.map((channel) => channel * 0.9);
  return hex(colour);
}

/** The accent of RGBA pixels (as a canvas answers them). */
export function accentOfPixels(rgba: ArrayLike<number>): string | null {
  const buckets = new Map<number, { count: number; sum: [number, number, number] }>();
  for (let index = 0; index + 3 < rgba.length; index += 4) {
    const [red, green, blue, alpha] = [rgba[index]!, rgba[index + 1]!, rgba[index + 2]!, rgba[index + 3]!];
    if (alpha < MIN_ALPHA || Math.max(red, green, blue) - Math.min(red, green, blue) < MIN_SATURATION) continue;
    const key = (Math.floor(red / CHANNEL_BUCKET) << 10) | (Math.floor(green / CHANNEL_BUCKET) << 5) | Math.floor(blue / CHANNEL_BUCKET);
    const bucket = buckets.get(key) ?? { count: 0, sum: [0, 0, 0] };
    bucket.count += 1;
    bucket.sum = [bucket.sum[0] + red, bucket.sum[1] + green, bucket.sum[2] + blue];
    buckets.set(key, bucket);
  }
  const most = [...buckets.values()].sort((a, b) => b.count - a.count)[0];
  return most ? readableOnWhite(most.sum.map((total) => total / most.count)) : null;
}

/** Reads a logo (a data URL of this page) into pixels in the browser; nothing leaves the page. */
export function accentOfLogo(logoUrl: string, size = 48): Promise<string | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      if (!context) return resolve(null);
      context.drawImage(image, 0, 0, size, size);
      resolve(accentOfPixels(context.getImageData(0, 0, size, size).data));
    };
    image.onerror = () => resolve(null);
    image.src = logoUrl;
  });
}
