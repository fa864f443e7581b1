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
 * and repositories that serve many other requests besides a download.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SERVER = 'packages/server/src/';

/** Each responsibility with the files that carry it, at any commit. */
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
    `${SERVER}quoteLinks/answerQuote.ts`,
    'packages/api/src/documents.ts',
  ],
  'download in the apps': [
    'packages/platform/src/configurations/openQuotePdf.ts',
    /^packages\/platform\/src\/downloads\/[^/]+\.ts$/,
    'packages/api/src/client/contentDisposition.ts',
    /^mfe-crm\/src\/documents\/[^/]+\.tsx?$/,
    'mfe-crm/src/invoices/invoiceDocuments.ts',
    'mfe-crm/src/invoices/useInvoiceDownloads.ts',
  ],
};

const isTest = (path) => /\.test\.tsx?$|\/test\//.test(path);
const matches = (pattern, path) => (typeof pattern === 'string' ? pattern === path : pattern.test(path));

const commit = process.argv[2];
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const files = (commit ? git('ls-tree', '-r', '--name-only', commit) : git('ls-files')).split('\n').filter(Boolean);
const read = (path) => (commit ? git('show', `${commit}:${path}`) : readFileSync(path, 'utf8'));
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

let totalFiles = 0;
let totalLines = 0;
for (const [responsibility, patterns] of Object.entries(RESPONSIBILITIES)) {
  const own = files.filter((path) => !isTest(path) && patterns.some((pattern) => matches(pattern, path)));
  const counted = own.map((path) => [path, lineCount(read(path))]);
  const lines = counted.reduce((sum, [, count]) => sum + count, 0);
  console.log(`${responsibility}: ${own.length} files, ${lines} lines`);
  for (const [path, count] of counted) console.log(`  ${String(count).padStart(5)}  ${path}`);
  totalFiles += own.length;
  totalLines += lines;
}
console.log(`document code${commit ? ` at ${commit}` : ''}: ${totalFiles} files, ${totalLines} lines`);
