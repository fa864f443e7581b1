import { formatIban, legalFooterLines, type Address, type TenantInformation } from '@planner/api';
import type PDFDocument from 'pdfkit';
import { openImage } from './image';
import { COLORS, CONTENT, FOOTER_TOP, MARGIN, measure, rule, style, write } from './layout';

export const streetLine = (address: Address) => `${address.street} ${address.houseNumber}`;
export const cityLine = (address: Address) => `${address.zipCode} ${address.city}`;

const webAddress = (url: string) => url.replace(/^https?:\/\//, '');

function contactLines(company: TenantInformation): string[] {
  const contact = company.contactInformation;
  if (!contact) return [];
  return [
    `Tel. ${contact.phone}`,
    ...(contact.fax ? [`Fax ${contact.fax}`] : []),
    contact.mail,
    ...(contact.url ? [webAddress(contact.url)] : []),
  ];
}

const LOGO_BOX = { width: CONTENT.width * 0.5, height: 34 };

/**
 * The company's logo at the top left, at most 34 pt high, and beside it the company's name in
 * the largest size that fits the logo's height; a wide word mark that leaves no room stands
 * alone (the name is in the sender line and the footer). Without a logo the name alone.
 */
function drawBrand(doc: PDFDocument, company: TenantInformation, logo: Uint8Array | null): void {
  const top = MARGIN.top;
  const image = openImage(doc, logo);
  if (!image) {
    write(doc, company.name, CONTENT.left, top, { font: 'bold', size: 17, color: COLORS.accent, width: LOGO_BOX.width });
    return;
  }
  const scale = Math.min(LOGO_BOX.width / image.width, LOGO_BOX.height / image.height);
  const logoWidth = image.width * scale;
  const logoHeight = image.height * scale;
  doc.image(image, CONTENT.left, top, { width: logoWidth, height: logoHeight });
  const nameLeft = CONTENT.left + logoWidth + 12;
  const width = CONTENT.left + LOGO_BOX.width - nameLeft;
  const size = width > 60 ? [14, 12, 10].find((candidate) => measure(doc, company.name, width, { font: 'bold', size: candidate }) <= logoHeight) : undefined;
  if (size === undefined) return;
  const height = measure(doc, company.name, width, { font: 'bold', size });
  write(doc, company.name, nameLeft, top + (logoHeight - height) / 2, { font: 'bold', size, color: COLORS.accent, width });
}

/** The first page's head: logo and company name, and address and contact in two small columns on the right. */
export function drawLetterhead(doc: PDFDocument, company: TenantInformation, logo: Uint8Array | null = null): void {
  const top = MARGIN.top;
  drawBrand(doc, company, logo);
  const contact = company.contactInformation;
  const columns = [
    company.address ? [streetLine(company.address), cityLine(company.address)] : [],
    contact ? [`Tel. ${contact.phone}`, contact.mail, ...(contact.url ? [webAddress(contact.url)] : [])] : [],
  ];
  const columnWidth = CONTENT.width * 0.25;
  columns.forEach((lines, index) => {
    write(doc, lines.join('\n'), CONTENT.left + CONTENT.width * 0.5 + index * columnWidth, top + 2, {
      size: 7.5,
      color: COLORS.muted,
      width: columnWidth,
      align: 'right',
      lineGap: 1.5,
    });
  });
  rule(doc, top + 40, { color: COLORS.accent, width: 1.2 });
}

/** The sender line above the address field, as seen through a window envelope. */
export function senderLine(company: TenantInformation): string {
  return [company.name, ...(company.address ? [streetLine(company.address), cityLine(company.address)] : [])].join(' · ');
}

/** The head of every further page; answers where its content starts. */
export function drawContinuationHeader(doc: PDFDocument, company: TenantInformation, title: string): number {
  const top = MARGIN.top;
  write(doc, company.name, CONTENT.left, top, { font: 'semibold', size: 9, color: COLORS.accent, width: CONTENT.width / 2 });
  // One line, shortened with '…' if need be: a second line would run into the rule below.
  style(doc, { size: 8, color: COLORS.muted });
  doc.text(title, CONTENT.left + CONTENT.width / 2, top, { width: CONTENT.width / 2, height: 11, align: 'right', ellipsis: true });
  rule(doc, top + 16);
  return top + 30;
}

/** Widths of the footer's columns: address, contact, bank, legal data. */
const FOOTER_SHARES = [0.22, 0.23, 0.28, 0.27];

function footerColumns(company: TenantInformation): string[][] {
  const { address, bankInformation: bank, legalInformation: legal } = company;
  return [
    [company.name, ...(address ? [streetLine(address), cityLine(address)] : [])],
    contactLines(company),
    bank ? [bank.name, `IBAN ${formatIban(bank.iban)}`, `BIC ${bank.bic}`] : [],
    legal ? legalFooterLines(legal) : [],
  ];
}

/** Page number line and the footer with address, contact, bank and legal data, in four columns. */
export function drawFooter(doc: PDFDocument, company: TenantInformation, reference: string, page: number, pages: number): void {
  const numberLine = FOOTER_TOP - 15;
  write(doc, reference, CONTENT.left, numberLine, { size: 7.5, color: COLORS.muted, width: CONTENT.width / 2 });
  write(doc, `Seite ${page} von ${pages}`, CONTENT.left + CONTENT.width / 2, numberLine, {
    size: 7.5,
    color: COLORS.muted,
    width: CONTENT.width / 2,
    align: 'right',
  });
  rule(doc, FOOTER_TOP);
  const gap = 8;
  let x = CONTENT.left;
  footerColumns(company).forEach((lines, index) => {
    const width = (CONTENT.width - 3 * gap) * (FOOTER_SHARES[index] ?? 0.25);
    const left = x;
    x += width + gap;
    if (lines.length === 0) return;
    // The company's name leads the first column; the other columns are plain lines.
    const [first, ...rest] = index === 0 ? lines : ['', ...lines];
    const firstHeight = first ? write(doc, first, left, FOOTER_TOP + 6, { font: 'semibold', size: 6.5, color: COLORS.muted, width }) : 0;
    write(doc, rest.join('\n'), left, FOOTER_TOP + 6 + firstHeight, { size: 6.5, color: COLORS.muted, width, lineGap: 0.8 });
  });
}

/**
 * The footer on every page of a document whose pages are buffered, with 'Seite x von y'; y counts
 * the `appendedPages` too that will follow the document's own in the same file (a quote's data sheets).
 */
export function drawFooters(doc: PDFDocument, company: TenantInformation, reference: string, appendedPages = 0): void {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    drawFooter(doc, company, reference, page - start + 1, count + appendedPages);
  }
}
