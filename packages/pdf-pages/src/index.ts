import { lazy } from 'react';

export { isPdf, openPdf, pdfPageAsPng, PDF_TYPE, type PdfDocument, type RenderLimits } from './openPdf';
export type { PdfPagePickerProps } from './PdfPagePicker';

/** The page picker of a multi-page PDF; its code (and pdf.js) load only when it is shown. */
export const PdfPagePicker = lazy(() => import('./PdfPagePicker'));
