import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCiiXml } from '../../src/invoices/document/cii';
import { pdfWorkerRenderer } from '../../src/documentPdf/pdfWorker';
import type { InvoicePdfInput } from '../../src/invoices/document/renderInvoicePdf';
import { encodePng } from '../../src/images/png';
import { pdfPages } from '../quotesPdfText';
import { bundledWorker } from '../support/bundledWorker';
import { issuedInvoice } from './invoiceDocumentFixtures';

const worker = bundledWorker(new URL('../../src/invoices/document/invoicePdfWorker.ts', import.meta.url), 'invoicePdfWorker');

beforeAll(worker.build);
afterAll(worker.remove);

describe('invoice PDF on a worker thread', () => {
  it('renders the invoice with the company logo and its e-invoice attached', async () => {
    const render = pdfWorkerRenderer<InvoicePdfInput>(worker.file, 'Invoice PDF');
    const invoice = issuedInvoice();
    const logo = encodePng(40, 20, new Uint8Array(40 * 20 * 4).fill(200));

    const pdf = await render({ invoice, logo, xml: buildCiiXml(invoice, 'EN16931') });

    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect((await pdfPages(pdf)).join('\n')).toContain('RE-2026-0042');
    expect(pdf.toString('latin1')).toContain('/F (factur-x.xml)');
  });
});
