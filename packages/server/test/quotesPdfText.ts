import { formatCents } from '../src/quotes/format';

/** The text of a PDF, page by page, as a reader extracts it (pdf.js, the parser browsers use). */

// pdf.js 6 expects Promise.withResolvers, which Node 20 does not have yet.
const withResolvers = <T>() => {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const promiseConstructor = Promise as unknown as { withResolvers?: typeof withResolvers };
promiseConstructor.withResolvers ??= withResolvers;

/** An amount as a reader extracts it from the PDF: the no-break space before '€' reads as a space. */
export const pdfMoney = (cents: number) => formatCents(cents).replace(/\u00a0/g, ' ');

export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str.replace(/\u00a0/g, ' ') : '')).join('\n'));
  }
  await loading.destroy();
  return pages;
}

/** Text as one line for comparing phrases: line breaks read as spaces, none before a comma or full stop. */
export const flatText = (text: string) => text.replace(/\s+/g, ' ').replace(/ ([,.;])/g, '$1');
