import { formatIban, VAT_NOTES } from '@planner/api';
import { describe, expect, it } from 'vitest';
import { buildCiiXml } from '../../src/invoices/document/cii';
import { RETENTION_NOTE } from '../../src/invoices/document/invoiceTexts';
import { renderInvoicePdf } from '../../src/invoices/document/renderInvoicePdf';
import { flatText, pdfMoney, pdfPages } from '../quotesPdfText';
import { validateEn16931 } from './en16931Validator';
import { pdfAttachmentsAndXmp } from './pdfAttachments';
import { cancellationOf, finalWithTwoPartials, issuedInvoice } from './invoiceDocumentFixtures';

const {
  final: FINAL,
  partials: [FIRST_PARTIAL],
} = finalWithTwoPartials();

describe('the invoice PDF (ZUGFeRD / Factur-X)', () => {
  it('embeds the EN 16931 e-invoice as factur-x.xml, declared in XMP as PDF/A-3 and Factur-X EN 16931, and it validates', async () => {
    const xml = buildCiiXml(FINAL, 'EN16931');
    const pdf = await renderInvoicePdf({ invoice: FINAL, xml });

    const { attachments, xmp } = await pdfAttachmentsAndXmp(pdf);
    expect(Object.keys(attachments)).toEqual(['factur-x.xml']);
    expect(attachments['factur-x.xml']).toBe(xml);
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>\s*<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:Version>1.0</fx:Version>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp).toContain('<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>');
    expect(xmp).toContain('<rdf:li>Elektro Brandt GmbH &amp; Co. KG</rdf:li>');

    const report = await validateEn16931({ extracted: attachments['factur-x.xml']! });
    expect(report.fatal).toEqual([]);
    expect(report.summary).toBe('en16931: 1 files, 0 fatal, 0 warnings');
  });

  it('embeds the XRechnung as xrechnung.xml with the conformance level XRECHNUNG, as ZUGFeRD names that profile', async () => {
    const xml = buildCiiXml(FINAL);
    const { attachments, xmp } = await pdfAttachmentsAndXmp(await renderInvoicePdf({ invoice: FINAL, xml }));
    expect(attachments).toEqual({ 'xrechnung.xml': xml });
    expect(xmp).toContain('<fx:DocumentFileName>xrechnung.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:ConformanceLevel>XRECHNUNG</fx:ConformanceLevel>');
  });

  it('is a PDF/A-3 with every font embedded, an sRGB output intent and the e-invoice as associated file', async () => {
    const raw = (await renderInvoicePdf({ invoice: FINAL, xml: buildCiiXml(FINAL, 'EN16931') })).toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(raw.match(/\/FontFile2 /g)?.length).toBe(raw.match(/\/Type \/FontDescriptor/g)?.length);
    expect(raw).toContain('/S /GTS_PDFA1');
    expect(raw).toMatch(/\/AFRelationship \/Alternative\s*\/F \(factur-x\.xml\)/);
    expect(raw).toContain('/Subtype /text#2Fxml');
    expect(raw).toMatch(/\/AF \[\d+ 0 R\]/);
  });

  it('shows every item of § 14 UStG, the VAT per rate, the deducted partial invoices and what is still due', async () => {
    const pages = await pdfPages(await renderInvoicePdf({ invoice: FINAL, xml: buildCiiXml(FINAL, 'EN16931') }));
    const text = flatText(pages.join('\n'));
    const [standard, zero] = FINAL.vatBreakdown;

    expect(text).toContain('Schlussrechnung RE-2026-0042');
    expect(text).toContain('Rechnungsnummer RE-2026-0042');
    expect(text).toContain('Rechnungsdatum 16.03.2026');
    expect(text).toContain('Leistungszeitraum 02.02.2026 – 13.03.2026');
    expect(text).toContain('Fällig am 30.03.2026');
    expect(text).toContain('Elektro Brandt GmbH & Co. KG · Industriestraße 14 · 70565 Stuttgart');
    expect(text).toContain('Frau Lena Kraus Birkenweg 7a 70597 Stuttgart');
    expect(text).toContain('USt-IdNr.: DE123456789');
    expect(text).toContain('1.1.2 NYM-J 3×1,5 mm² verlegen');
    expect(text).toContain('37,5 m 2,89 € 19 % 108,38 €');
    expect(text).toContain('3.2 Hybrid-Wechselrichter 10 kW');
    expect(text).toContain(`Nettobetrag 19 % ${pdfMoney(standard!.netAmount)} zzgl. 19 % USt. ${pdfMoney(standard!.vatAmount)}`);
    expect(text).toContain(`Nettobetrag 0 % ${pdfMoney(zero!.netAmount)} zzgl. 0 % USt. 0,00 €`);
    expect(text).toContain(`Gesamtbetrag ${pdfMoney(FINAL.grossTotal)}`);
    expect(text).toContain('Abzüglich Abschlagsrechnungen');
    expect(text).toContain('Abschlagsrechnung RE-2026-0031 vom 10.02.2026 19 % 800,00 € 152,00 € 952,00 €');
    expect(text).toContain('Abschlagsrechnung RE-2026-0032 vom 02.03.2026 19 % 500,00 € 95,00 € 595,00 €');
    expect(text).toContain(`Summe der Abschläge ${pdfMoney(FINAL.prepaidAmount)}`);
    expect(text).toContain(`Restbetrag netto 19 % ${pdfMoney(standard!.netAmount - 130_000)}`);
    expect(text).toContain(`zzgl. 19 % USt. ${pdfMoney(standard!.vatAmount - 24_700)}`);
    expect(text).toContain(`Noch zu zahlen ${pdfMoney(FINAL.amountDue)}`);
    expect(text).toContain(flatText(VAT_NOTES.PvZeroRate!));
    expect(text).toContain(flatText(RETENTION_NOTE));
    expect(text).toContain(`Im Rechnungsbetrag enthaltene Arbeitskosten (§ 35a EStG): ${pdfMoney(FINAL.labourTotal)}`);
    expect(text).toContain('Zahlbar innerhalb von 14 Tagen nach Rechnungserhalt rein netto; 2 % Skonto bei Zahlung innerhalb von 7 Tagen.');
    expect(text).toContain(`IBAN ${formatIban('DE89370400440532013000')}`);
    expect(text).toContain('Verwendungszweck RE-2026-0042');
    pages.forEach((page, index) => expect(page).toContain(`Seite ${index + 1} von ${pages.length}`));
  });

  it('titles a final invoice without partial invoices "Rechnung", and a partial invoice "Abschlagsrechnung"', async () => {
    const invoice = issuedInvoice();
    const text = flatText((await pdfPages(await renderInvoicePdf({ invoice, xml: buildCiiXml(invoice) }))).join('\n'));
    expect(text).toContain('Rechnung RE-2026-0042');
    expect(text).toContain(`Nettobetrag ${pdfMoney(invoice.netTotal)} zzgl. 19 % USt. ${pdfMoney(invoice.vatTotal)}`);
    expect(text).not.toContain('Abzüglich');

    const partial = flatText((await pdfPages(await renderInvoicePdf({ invoice: FIRST_PARTIAL, xml: buildCiiXml(FIRST_PARTIAL) }))).join('\n'));
    expect(partial).toContain('Abschlagsrechnung RE-2026-0031');
    expect(partial).toContain('1. Abschlag gemäß Angebot AN-2026-0017');
  });

  it('under reverse charge shows the net without tax, the buyer’s VAT id and the note of § 13b UStG', async () => {
    const invoice = issuedInvoice({ reverseCharge: true, buyerVatId: 'DE987654321' });
    const text = flatText((await pdfPages(await renderInvoicePdf({ invoice, xml: buildCiiXml(invoice) }))).join('\n'));
    expect(text).toContain(`Nettobetrag (§ 13b UStG) ${pdfMoney(invoice.netTotal)} Gesamtbetrag ${pdfMoney(invoice.netTotal)}`);
    expect(text).not.toContain('USt. 0,00 €');
    expect(text).toContain('Ihre USt-IdNr. DE987654321');
    expect(text).toContain(flatText(VAT_NOTES.ReverseCharge!));
    expect(text).not.toContain('§ 14b');
  });

  it('cancels with "Storno zu Rechnung …", negative amounts and no request for payment', async () => {
    const invoice = cancellationOf(issuedInvoice());
    const text = flatText((await pdfPages(await renderInvoicePdf({ invoice, xml: buildCiiXml(invoice) }))).join('\n'));
    expect(text).toContain('Stornorechnung RE-2026-0043');
    expect(text).toContain('Storno zu Rechnung RE-2026-0042 vom 16.03.2026');
    expect(text).toContain(`Gesamtbetrag ${pdfMoney(invoice.grossTotal)}`);
    expect(invoice.grossTotal).toBeLessThan(0);
    expect(text).toContain('-14 Stck. 48,50 € 19 % -679,00 €');
    expect(text).not.toContain('Zahlungsbedingungen');
    expect(text).not.toContain('Arbeitskosten');
  });
});
