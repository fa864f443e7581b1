/**
 * A valid PDF written by hand (with a correct cross-reference table): one page per entry, each filled
 * with its colour, and then the page's own drawing (PDF content operators), if any.
 */
export function planPdf(pages: { width: number; height: number; rgb: [number, number, number]; drawing?: string }[]): Buffer {
  const pageObjects = pages.flatMap(({ width, height, rgb, drawing = '' }, index) => {
    const pageNumber = 3 + index * 2;
    const content = `${rgb.join(' ')} rg 10 10 ${width - 20} ${height - 20} re f ${drawing}`.trim();
    return [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${pageNumber + 1} 0 R >>`,
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
