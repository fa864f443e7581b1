import { isPdf, pdfPageAsPng, PDF_TYPE } from '@planner/pdf-pages';
import { readDataUrl } from '@planner/ui';

const PREVIEW_MAX_SIZE = 320;
export const PLAN_FILE_TYPES = ['image/png', 'image/jpeg', PDF_TYPE];

/** What is uploaded for a floor plan: the image with its small preview, and the original PDF if any. */
export interface PlanFile {
  image: { imageData: string; previewData: string };
  pdf?: Blob;
}

/** Scales the image down to at most 320 px on its longer side, for the floor list. */
async function previewOf(source: Blob): Promise<string> {
  const bitmap = await createImageBitmap(source);
  const scale = Math.min(1, PREVIEW_MAX_SIZE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/png');
}

async function imageOf(image: Blob): Promise<PlanFile['image']> {
  const [imageData, previewData] = await Promise.all([readDataUrl(image), previewOf(image)]);
  return { imageData, previewData };
}

/**
 * Prepares a PNG, JPEG or PDF for upload; of a PDF, the chosen page (the first by default) is
 * rendered in the browser, and the whole PDF is kept beside it.
 */
export async function preparePlanFile(file: File, pdfPage = 1): Promise<PlanFile> {
  if (!isPdf(file)) return { image: await imageOf(file) };
  return { image: await imageOf(await pdfPageAsPng(file, pdfPage)), pdf: file };
}
