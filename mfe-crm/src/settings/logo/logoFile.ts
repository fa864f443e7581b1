import { MAX_LOGO_BYTES, MSG_LOGO_TOO_LARGE, MSG_LOGO_TYPE } from '@planner/api';

export type LogoFileResult = { imageData: string } | { error: string };

/** The longer side of a logo drawn from SVG: sharp on paper at the letterhead's size. */
const SVG_RENDER_SIZE = 1200;

const isSvg = (file: File) => file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg');
const isRaster = (file: File) => file.type === 'image/png' || file.type === 'image/jpeg';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(MSG_LOGO_TYPE));
    reader.readAsDataURL(file);
  });
}

/**
 * Draws an SVG into a PNG. The browser renders it as an image, where scripts and external
 * resources never run, so neither this page nor the server ever interprets the SVG itself.
 */
async function svgAsPng(file: File): Promise<string> {
  const url = URL.createObjectURL(new Blob([await file.arrayBuffer()], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const width = image.naturalWidth || 600;
    const height = image.naturalHeight || 200;
    const scale = SVG_RENDER_SIZE / Math.max(width, height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Reads a chosen logo file as the data URL the server takes, or says why it cannot. */
export async function readLogoFile(file: File): Promise<LogoFileResult> {
  try {
    if (isSvg(file)) {
      const imageData = await svgAsPng(file);
      return imageData.length * 0.75 > MAX_LOGO_BYTES ? { error: MSG_LOGO_TOO_LARGE } : { imageData };
    }
    if (!isRaster(file)) return { error: MSG_LOGO_TYPE };
    if (file.size > MAX_LOGO_BYTES) return { error: MSG_LOGO_TOO_LARGE };
    return { imageData: await readAsDataUrl(file) };
  } catch {
    return { error: MSG_LOGO_TYPE };
  }
}
