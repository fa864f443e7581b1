import { VAT_NOTES, type Invoice } from '@planner/api';
import { describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { buildCiiXml } from '../../src/invoices/document/cii';
import { VAT_EXEMPTION_REASONS } from '../../src/invoices/document/ciiValues';
import { RETENTION_NOTE } from '../../src/invoices/document/invoiceTexts';
import { completeCompany } from '../quotesFixtures';
import { validateEn16931 } from './en16931Validator';
import {
  cancellationOf,
  finalWithTwoPartials,
  INSTALLATION_LINES,
  issuedInvoice,
  PV_LINES,
  SKONTO_TERMS,
} from './invoiceDocumentFixtures';

/** The texts of every `ram:name` element of a document (none of them nested). */
const values = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<ram:${name}(?: [^>]*)?>([^<]*)</ram:${name}>`, 'g'))].map((match) => match[1] ?? '');

const soleTrader = () => {
  const company = completeCompany('Elektro Schmid');
  return {
    ...company,
    legalInformation: {
      ...company.legalInformation!,
      legalForm: 'SoleProprietorship' as const,
      vatId: '',
      taxId: '93815/08152',
      registerCourt: '',
      registrationNumber: '',
    },
  };
};

const {
  final: FINAL,
  partials: [FIRST_PARTIAL, SECOND_PARTIAL],
} = finalWithTwoPartials();

/** The invoices the e-invoice has to express: each tax case, partial and final invoice, cancellations. */
const CASES: Record<string, Invoice> = {
  standardOnly: issuedInvoice({ paymentTerms: SKONTO_TERMS, buyerReference: '04011000-12345-67' }),
  pvZeroRateOnly: issuedInvoice({ lines: PV_LINES, company: soleTrader(), customerEmail: null }),
  mixed: issuedInvoice({ lines: [...INSTALLATION_LINES, ...PV_LINES] }),
  partial: FIRST_PARTIAL,
  finalWithTwoPartials: FINAL,
  reverseCharge: issuedInvoice({ reverseCharge: true, buyerVatId: 'DE987654321' }),
  cancellation: cancellationOf(issuedInvoice()),
  cancelledFinal: cancellationOf(FINAL),
};

describe('the e-invoice (XRechnung 3.0, UN/CEFACT CII)', () => {
  it('passes the official EN 16931 rules without a fatal finding, for every case and in both profiles', async () => {
    const documents = Object.fromEntries(Object.entries(CASES).map(([name, invoice]) => [name, buildCiiXml(invoice)]));
    documents.finalEn16931 = buildCiiXml(FINAL, 'EN16931');

    const report = await validateEn16931(documents);

    expect(report.fatal).toEqual([]);
    expect(report.summary).toBe(`en16931: ${Object.keys(documents).length} files, 0 fatal, 0 warnings`);
  }, 120_000);

  it('names XRechnung 3.0, the document type of each kind and the issue date', () => {
    const xml = buildCiiXml(CASES.standardOnly!);
    expect(values(xml, 'ID')).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(values(buildCiiXml(FINAL, 'EN16931'), 'ID')).toContain('urn:cen.eu:en16931:2017');
    expect(values(xml, 'TypeCode')[0]).toBe('380');
    expect(values(buildCiiXml(CASES.partial!), 'TypeCode')[0]).toBe('326');
    expect(values(buildCiiXml(CASES.cancellation!), 'TypeCode')[0]).toBe('384');
    expect(xml).toContain('<udt:DateTimeString format="102">20260316</udt:DateTimeString>');
  });

  it('carries seller and buyer with addresses, tax ids, contact and electronic addresses', () => {
    const xml = buildCiiXml(CASES.standardOnly!);
    expect(values(xml, 'Name')).toContain('Elektro Brandt GmbH &amp; Co. KG');
    expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(xml).toContain('<ram:URIID schemeID="EM">info@elektro-brandt.de</ram:URIID>');
    expect(xml).toContain('<ram:URIID schemeID="EM">lena.kraus@example.de</ram:URIID>');
    expect(values(xml, 'PersonName')).toEqual(['Markus Brandt']);
    expect(values(xml, 'CompleteNumber')).toEqual(['0711 987654-0']);
    expect(values(xml, 'LineOne')).toEqual(['Industriestraße 14', 'Birkenweg 7a', 'Am Sonnenhang 12']);
    expect(values(xml, 'BuyerReference')).toEqual(['04011000-12345-67']);

    const soleTraderXml = buildCiiXml(CASES.pvZeroRateOnly!);
    expect(soleTraderXml).toContain('<ram:ID schemeID="FC">93815/08152</ram:ID>');
    expect(soleTraderXml).not.toContain('schemeID="VA"');
    expect(soleTraderXml).not.toContain('lena.kraus');
    expect(values(soleTraderXml, 'BuyerReference')).toEqual(['AN-2026-0017']);
  });

  it('gives every line its quantity in UN/ECE units, net price, VAT category and rate', () => {
    const xml = buildCiiXml(CASES.mixed!);
    expect([...xml.matchAll(/unitCode="([A-Z0-9]+)">([^<]+)</g)].map((match) => `${match[2]} ${match[1]}`)).toEqual([
      '14 H87',
      '37.5 MTR',
      '1 LS',
      '6.5 HUR',
      '22 H87',
      '1 H87',
      '1 H87',
      '1 LS',
    ]);
    expect(values(xml, 'ChargeAmount').slice(0, 2)).toEqual(['48.50', '2.89']);
    expect(values(xml, 'LineTotalAmount').slice(0, 2)).toEqual(['679.00', '108.38']);
    expect(values(xml, 'CategoryCode')).toEqual(['S', 'S', 'S', 'S', 'Z', 'Z', 'Z', 'Z', 'S', 'Z']);
  });

  it('breaks the VAT down per category with the figures of the tax module, 0 % with its legal note', () => {
    const invoice = CASES.mixed!;
    const xml = buildCiiXml(invoice);
    const [standard, zero] = invoice.vatBreakdown;
    expect(values(xml, 'BasisAmount')).toEqual([(standard!.netAmount / 100).toFixed(2), (zero!.netAmount / 100).toFixed(2)]);
    expect(values(xml, 'CalculatedAmount')).toEqual([(standard!.vatAmount / 100).toFixed(2), '0.00']);
    expect(values(xml, 'RateApplicablePercent').slice(-2)).toEqual(['19.00', '0.00']);
    expect(values(xml, 'ExemptionReason')).toEqual([]);
    expect(values(xml, 'Content')).toEqual([VAT_NOTES.PvZeroRate, RETENTION_NOTE]);
    expect(values(xml, 'GrandTotalAmount')).toEqual([(invoice.grossTotal / 100).toFixed(2)]);
  });

  it('tells a private customer to keep the invoice (§ 14b UStG), a business customer not', () => {
    expect(values(buildCiiXml(CASES.standardOnly!), 'Content')).toEqual([RETENTION_NOTE]);
    expect(values(buildCiiXml(issuedInvoice({ buyerVatId: 'DE987654321' })), 'Content')).toEqual([]);
  });

  it('names the reverse charge and its reason, with both VAT ids', () => {
    const xml = buildCiiXml(CASES.reverseCharge!);
    expect(new Set(values(xml, 'CategoryCode'))).toEqual(new Set(['AE']));
    expect(values(xml, 'ExemptionReason')).toEqual([VAT_EXEMPTION_REASONS.ReverseCharge]);
    expect(values(xml, 'ExemptionReasonCode')).toEqual(['VATEX-EU-AE']);
    expect(values(xml, 'TaxTotalAmount')).toEqual(['0.00']);
    expect(xml).toContain('<ram:ID schemeID="VA">DE987654321</ram:ID>');
    expect(values(xml, 'Content')).toEqual([VAT_NOTES.ReverseCharge]);
  });

  it('deducts the partial invoices of a final invoice as prepaid amount and references each', () => {
    const xml = buildCiiXml(FINAL);
    const prepaid = FIRST_PARTIAL.grossTotal + SECOND_PARTIAL.grossTotal;
    expect(FINAL.prepaidAmount).toBe(prepaid);
    expect(values(xml, 'TotalPrepaidAmount')).toEqual([(prepaid / 100).toFixed(2)]);
    expect(values(xml, 'DuePayableAmount')).toEqual([((FINAL.grossTotal - prepaid) / 100).toFixed(2)]);
    expect(values(xml, 'IssuerAssignedID')).toEqual(['AN-2026-0017', 'RE-2026-0031', 'RE-2026-0032']);
    // formatCents puts a no-break space before '€'.
    expect(values(xml, 'Content').slice(2).map((note) => note.replace(/\u00a0/g, ' '))).toEqual([
      'Abzüglich Abschlagsrechnung RE-2026-0031 vom 10.02.2026: 19 %: netto 800,00 €, USt. 152,00 €; brutto 952,00 €.',
      'Abzüglich Abschlagsrechnung RE-2026-0032 vom 02.03.2026: 19 %: netto 500,00 €, USt. 95,00 €; brutto 595,00 €.',
    ]);
  });

  it('writes the payment terms with the Skonto line of XRechnung, the due date, service period and SEPA account', () => {
    const xml = buildCiiXml(CASES.standardOnly!);
    expect(values(xml, 'Description')).toContain(
      'Zahlbar innerhalb von 14 Tagen nach Rechnungserhalt rein netto; 2 % Skonto bei Zahlung innerhalb von 7 Tagen.\n#SKONTO#TAGE=7#PROZENT=2.00#\n',
    );
    expect(xml).toMatch(/<ram:DueDateDateTime>\s*<udt:DateTimeString format="102">20260330</);
    expect(xml).toMatch(/<ram:StartDateTime>\s*<udt:DateTimeString format="102">20260202</);
    expect(xml).toMatch(/<ram:EndDateTime>\s*<udt:DateTimeString format="102">20260313</);
    expect(values(xml, 'TypeCode')).toContain('58');
    expect(values(xml, 'IBANID')).toEqual(['DE89370400440532013000']);
    expect(values(xml, 'BICID')).toEqual(['SOLADEST600']);
    expect(values(xml, 'PaymentReference')).toEqual(['RE-2026-0042']);
  });

  it('cancels with negative amounts and quantities, a price never negative, and references the cancelled invoice', () => {
    const original = issuedInvoice();
    const xml = buildCiiXml(cancellationOf(original));
    expect(values(xml, 'GrandTotalAmount')).toEqual([(-original.grossTotal / 100).toFixed(2)]);
    expect(values(xml, 'BilledQuantity')[0]).toBe('-14');
    expect(values(xml, 'ChargeAmount').every((price) => !price.startsWith('-'))).toBe(true);
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-2026-0042<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260316</,
    );
    expect(xml).not.toContain('SpecifiedTradePaymentTerms');
  });

  it('escapes what customers type and drops characters XML cannot hold', () => {
    const invoice = issuedInvoice({
      lines: [{ ...INSTALLATION_LINES[0]!, title: 'Steckdose <IP44> & "Außen"', description: 'Klingel\u0007 am Tor' }],
    });
    const xml = buildCiiXml(invoice);
    expect(() => create(xml)).not.toThrow();
    expect(values(xml, 'Name')).toContain('Steckdose &lt;IP44&gt; &amp; "Außen"');
    expect(values(xml, 'Description')).toContain('Klingel am Tor');
  });

  it('is made for issued invoices only', () => {
    expect(() => buildCiiXml({ ...issuedInvoice(), invoiceNumber: null })).toThrow(/issued/);
  });
});
