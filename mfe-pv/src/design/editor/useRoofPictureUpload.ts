import { MAX_FLOOR_FILE_BYTES, MSG_FLOOR_FILE_TOO_LARGE } from '@planner/api';
import { MAX_PV_PICTURE_PX, pvDesignEndpoints } from '@planner/api/pv';
import { isPdf, openPdf, pdfPageAsPng, PDF_TYPE } from '@planner/pdf-pages';
import { callEndpoint, invalidateEndpoint } from '@planner/platform';
import { App, readDataUrl } from '@planner/ui';
import { useState } from 'react';

/** What the roof picture can be: a photo or drone picture, or a site plan as PDF. */
export const ROOF_PICTURE_TYPES = ['image/png', 'image/jpeg', PDF_TYPE];

const MSG_PICTURE_TYPE = 'Bitte wählen Sie ein Bild (PNG oder JPEG) oder ein PDF.';
const MSG_PICTURE_UNREADABLE = 'Die Datei konnte nicht gelesen werden. Ist sie beschädigt?';

/** A page drawn as picture stays within the server's pixel budget and the largest picture coordinate. */
const PAGE_LIMITS = { maxSide: MAX_PV_PICTURE_PX };

/** The number of pages of a PDF, or null if it cannot be read. */
async function pageCountOf(file: File): Promise<number | null> {
  try {
    const pdf = await openPdf(file);
    const { pageCount } = pdf;
    await pdf.close();
    return pageCount;
  } catch {
    return null;
  }
}

const pageImage = (file: File, pageNumber: number) => pdfPageAsPng(file, pageNumber, PAGE_LIMITS).catch(() => null);

/**
 * Uploads the roof picture: a PNG or JPEG as it is; of a PDF (a site plan) one page, drawn in
 * the browser and uploaded as PNG. A PDF of several pages waits in `pdfToChoose` for its page.
 */
export function useRoofPictureUpload(configurationId: string) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const [pdfToChoose, setPdfToChoose] = useState<File | null>(null);

  const send = async (image: Blob | null) => {
    if (!image) return void message.error(MSG_PICTURE_UNREADABLE);
    const result = await callEndpoint(pvDesignEndpoints.putPicture, { params: { configurationId }, body: { imageData: await readDataUrl(image) } });
    if (result.type !== 'success') return void message.error(result.message);
    void message.success('Dachbild hochgeladen.');
    await Promise.all([invalidateEndpoint(pvDesignEndpoints.getPicture), invalidateEndpoint(pvDesignEndpoints.get)]);
  };

  const busy = async (work: () => Promise<void>) => {
    setUploading(true);
    try {
      await work();
    } finally {
      setUploading(false);
    }
  };

  const choose = (file: File) =>
    busy(async () => {
      if (!ROOF_PICTURE_TYPES.includes(file.type)) return void message.error(MSG_PICTURE_TYPE);
      if (file.size > MAX_FLOOR_FILE_BYTES) return void message.error(MSG_FLOOR_FILE_TOO_LARGE);
      if (!isPdf(file)) return send(file);
      const pageCount = await pageCountOf(file);
      if (pageCount === null) return void message.error(MSG_PICTURE_UNREADABLE);
      if (pageCount > 1) return setPdfToChoose(file);
      await send(await pageImage(file, 1));
    });

  const takePage = (pageNumber: number) => {
    const file = pdfToChoose;
    setPdfToChoose(null);
    return file ? busy(async () => send(await pageImage(file, pageNumber))) : Promise.resolve();
  };

  return { uploading, choose, pdfToChoose, takePage, cancelPdf: () => setPdfToChoose(null) };
}
