import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** Helvetica, which every PDF reader has, for a page's `text`. */
const FONT = '/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>';

/**
 * A valid PDF written by hand (with a correct cross-reference table): one page per entry, each filled
 * with its colour, then the page's own drawing (PDF content operators), if any, and a line of
 * ASCII `text` near its top, if any.
 */
export function planPdf(pages: { width: number; height: number; rgb: [number, number, number]; drawing?: string; text?: string }[]): Buffer {
  const pageObjects = pages.flatMap(({ width, height, rgb, drawing = '', text }, index) => {
    const pageNumber = 3 + index * 2;
    const line = text ? `0 0 0 rg BT /F1 18 Tf 40 ${height - 60} Td (${text}) Tj ET` : '';
    const content = `${rgb.join(' ')} rg 10 10 ${width - 20} ${height - 20} re f ${drawing} ${line}`.trim();
    return [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] ${text ? FONT : ''} /Contents ${pageNumber + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ];
  });
  const kids = pages.map((_, index) => `${3 + index * 2} 0 R`).join(' ');
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`, ...pageObjects];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Width and height of a PNG, from its header. */
export const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/**
 * Writes the PDF as `<dir>/<name>.pdf` and its pages as PNG images `<name>-page-N.png` beside it, to be
 * looked at; answers the text of each page as poppler reads it, whitespace collapsed.
 */
export function pdfPageTexts(pdf: Buffer, dir: string, name: string): string[] {
  const file = `${dir}/${name}.pdf`;
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, `${dir}/${name}-page`]);
  const pages = execFileSync('pdftotext', ['-layout', file, '-']).toString().split('\f');
  return pages.slice(0, -1).map((page) => page.replace(/\s+/g, ' ').trim());
}
