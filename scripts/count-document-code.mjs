#!/usr/bin/env node
/**
 * Counts the files and lines of the document code (ADR 0013): what freezes, computes the tax of,
 * numbers, renders, stores, hashes and serves quote, invoice and cancellation documents, and the
 * apps' download helpers. The same patterns are applied to any commit, so the count before one
 * pipeline (6f4ac9e) and now compare the same responsibilities:
 *
 *   node scripts/count-document-code.mjs            the working tree
 *   node scripts/count-document-code.mjs 6f4ac9e    a commit
 *
 * Tests are not counted; neither are the page layouts of the PDFs (letters, tables, floor
 * plans), the e-invoice's XML, the payment reminders (a later kind of document) or the routes
 * and repositories that serve many other requests besides a download. Of a file that holds such
 * code besides other code, `{ path, symbols }` counts only the named declarations (with their
 * comments), wherever they are at the commit: the file names built in routes and apps, the
 * queries that stored and found a document's bytes in the quotes' and invoices' repositories, the
 * SHA-256 helper among the link tokens, the quotes' one VAT rate among their schemas, the data
 * sheet download of the PV parts. With `--files`
 * the count leaves these parts out and counts whole files only.
 *
 *   node scripts/count-document-code.mjs --files [commit]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SERVER = 'packages/server/src/';

/** Each responsibility with the files (or the declarations in a file) that carry it, at any commit. */
const RESPONSIBILITIES = {
  'freeze and number': [
    `${SERVER}quotes/finalizeQuote.ts`,
    `${SERVER}invoices/issueInvoice.ts`,
    `${SERVER}invoices/cancelInvoice.ts`,
    `${SERVER}invoices/numberRange.ts`,
  ],
  tax: [
    /^packages\/api\/src\/tax\/[^/]+\.ts$/,
    'packages/api/src/invoices/vat.ts',
    'packages/api/src/quotes/quoteVat.ts',
    `${SERVER}quotes/quoteTotals.ts`,
    `${SERVER}documentPdf/totals.ts`,
    `${SERVER}documentPdf/vatRows.ts`,
    `${SERVER}invoices/document/pdf/totals.ts`,
    `${SERVER}quotes/pdf/summary.ts`,
    { path: 'packages/api/src/quotes/schemas.ts', symbols: ['VAT_RATE_PERCENT'] },
  ],
  render: [
    /^packages\/server\/src\/documentPdf\/pdfWorker[^/]*\.ts$/,
    /^packages\/server\/src\/(quotes\/pdf|invoices\/document)\/(quote|invoice)Pdf(Renderer|Worker)\.ts$/,
    `${SERVER}quotes/pdf/renderQuotePdf.ts`,
    `${SERVER}invoices/document/renderInvoicePdf.ts`,
    `${SERVER}invoices/invoicePdf.ts`,
    `${SERVER}quotes/quoteDocument.ts`,
    `${SERVER}invoices/invoiceDocument.ts`,
  ],
  'store, hash and serve': [
    /^packages\/server\/src\/documents\/[^/]+\.ts$/,
    `${SERVER}storage/blobStore.ts`,
    `${SERVER}storage/sha256.ts`,
    { path: `${SERVER}auth/linkTokens.ts`, symbols: ['sha256Hex'] },
    `${SERVER}quoteLinks/answerQuote.ts`,
    'packages/api/src/documents.ts',
    { path: `${SERVER}quotes/repository.ts`, symbols: ['findQuotePdfReference'] },
    { path: `${SERVER}invoices/repository.ts`, symbols: ['setPdfBlob'] },
    { path: `${SERVER}http/results.ts`, symbols: ['documentFileName'] },
    { path: `${SERVER}invoices/routes.ts`, symbols: ['invoiceFileName'] },
    { path: `${SERVER}quotes/routes.ts`, symbols: ['quotePdfFileName'] },
  ],
  'download in the apps': [
    'packages/platform/src/configurations/openQuotePdf.ts',
    /^packages\/platform\/src\/downloads\/[^/]+\.ts$/,
    'packages/api/src/client/contentDisposition.ts',
    /^mfe-crm\/src\/documents\/[^/]+\.tsx?$/,
    'mfe-crm/src/invoices/invoiceDocuments.ts',
    'mfe-crm/src/invoices/useInvoiceDownloads.ts',
    { path: 'mfe-crm/src/invoices/invoiceText.ts', symbols: ['invoiceFileName'] },
    { path: 'mfe-pv/src/parts/usePartApi.ts', symbols: ['openPartFile', 'downloadPartFile'] },
  ],
};

const isTest = (path) => /\.test\.tsx?$|\/test\//.test(path);
const matches = (pattern, path) => (typeof pattern === 'string' ? pattern === path : pattern instanceof RegExp ? pattern.test(path) : false);

const args = process.argv.slice(2);
const wholeFilesOnly = args.includes('--files');
const commit = args.find((arg) => arg !== '--files');
const git = (...gitArgs) => execFileSync('git', gitArgs, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const files = (commit ? git('ls-tree', '-r', '--name-only', commit) : git('ls-files')).split('\n').filter(Boolean);
const read = (path) => (commit ? git('show', `${commit}:${path}`) : readFileSync(path, 'utf8'));
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/**
 * The lines of a top-level declaration with the comment right above it: a block (its first line
 * ends with `{`) to its closing line at the start of a line, anything else to the line that ends
 * with `;`. 0 when the file does not declare it.
 */
function declarationLines(lines, name) {
  const start = lines.findIndex((line) => new RegExp(`^(export )?(async )?(function|const) ${name}\\b`).test(line));
  if (start < 0) return 0;
  let first = start;
  if (/^\s*(\*\/|\/\*\*.*\*\/|\/\/)/.test(lines[start - 1] ?? '')) {
    first -= 1;
    if (!lines[first].trim().startsWith('/**') && !lines[first].trim().startsWith('//')) while (!lines[first].trim().startsWith('/**')) first -= 1;
  }
  let last = start;
  if (lines[start].trimEnd().endsWith('{')) while (!/^}/.test(lines[last])) last += 1;
  else while (!lines[last].trimEnd().endsWith(';')) last += 1;
  return last - first + 1;
}

let totalFiles = 0;
let totalLines = 0;
for (const [responsibility, patterns] of Object.entries(RESPONSIBILITIES)) {
  const counted = [];
  for (const path of files.filter((file) => !isTest(file))) {
    if (patterns.some((pattern) => matches(pattern, path))) counted.push([path, lineCount(read(path))]);
    if (wholeFilesOnly) continue;
    for (const part of patterns.filter((pattern) => pattern.path === path)) {
      const lines = read(path).split('\n');
      const count = part.symbols.reduce((sum, symbol) => sum + declarationLines(lines, symbol), 0);
      if (count > 0) counted.push([`${path} (${part.symbols.filter((symbol) => declarationLines(lines, symbol) > 0).join(', ')})`, count]);
    }
  }
  const lines = counted.reduce((sum, [, count]) => sum + count, 0);
  console.log(`${responsibility}: ${counted.length} files, ${lines} lines`);
  for (const [path, count] of counted) console.log(`  ${String(count).padStart(5)}  ${path}`);
  totalFiles += counted.length;
  totalLines += lines;
}
console.log(`document code${commit ? ` at ${commit}` : ''}${wholeFilesOnly ? ', whole files only' : ''}: ${totalFiles} files, ${totalLines} lines`);
