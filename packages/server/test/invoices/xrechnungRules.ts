import SaxonJS from 'saxon-js';

/**
 * The rules of XRechnung 3.0 (German CIUS, KoSIT) that an invoice of this app can break, as XPath
 * on CII: each holds when its expression is true. Those the EN 16931 rules already check are left
 * to `validateEn16931`.
 */
const RULES: Record<string, string> = {
  'BR-DE-1 payment instructions (BG-16)': 'exists(//ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradeSettlementPaymentMeans)',
  'BR-DE-2 seller contact (BG-6)': 'exists(//ram:SellerTradeParty/ram:DefinedTradeContact)',
  'BR-DE-3 seller city (BT-37)': 'exists(//ram:SellerTradeParty/ram:PostalTradeAddress/ram:CityName[normalize-space()])',
  'BR-DE-4 seller post code (BT-38)': 'exists(//ram:SellerTradeParty/ram:PostalTradeAddress/ram:PostcodeCode[normalize-space()])',
  'BR-DE-5 seller contact point (BT-41)':
    'exists(//ram:SellerTradeParty/ram:DefinedTradeContact/(ram:PersonName | ram:DepartmentName)[normalize-space()])',
  'BR-DE-6 seller contact telephone (BT-42)':
    'exists(//ram:SellerTradeParty/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber[normalize-space()])',
  'BR-DE-7 seller contact e-mail (BT-43)':
    'exists(//ram:SellerTradeParty/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID[normalize-space()])',
  'BR-DE-8 buyer city (BT-52)': 'exists(//ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CityName[normalize-space()])',
  'BR-DE-9 buyer post code (BT-53)': 'exists(//ram:BuyerTradeParty/ram:PostalTradeAddress/ram:PostcodeCode[normalize-space()])',
  'BR-DE-15 buyer reference (BT-10)': 'exists(//ram:ApplicableHeaderTradeAgreement/ram:BuyerReference[normalize-space()])',
  'BR-DE-16 seller VAT id or tax number (BT-31/BT-32)':
    "not(//ram:ApplicableTradeTax/ram:CategoryCode[. = ('S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M')]) or exists(//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = ('VA', 'FC')][normalize-space()])",
  'BR-DE-17 invoice type code (BT-3)': "/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode = ('326', '380', '384', '389', '381', '875', '876', '877')",
  'BR-DE-18 cash discount in the payment terms (BT-20)':
    "every $line in tokenize(string-join(//ram:SpecifiedTradePaymentTerms/ram:Description, '&#10;'), '\\r?\\n')[starts-with(., '#')] satisfies matches($line, '^#(SKONTO|VERZUG)#TAGE=[0-9]+#PROZENT=[0-9]+\\.[0-9]{2}(#BASISBETRAG=-?[0-9]+\\.[0-9]{2})?#$')",
  'BR-DE-21 specification identifier (BT-24)':
    "/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'",
  'BR-DE-23-a credit transfer (BG-17) with payment means 30/58':
    "every $means in //ram:SpecifiedTradeSettlementPaymentMeans[ram:TypeCode = ('30', '58')] satisfies exists($means/ram:PayeePartyCreditorFinancialAccount/ram:IBANID[normalize-space()])",
  'BR-DE-23-b no card or direct debit with payment means 30/58':
    "every $means in //ram:SpecifiedTradeSettlementPaymentMeans[ram:TypeCode = ('30', '58')] satisfies empty($means/(ram:ApplicableTradeSettlementFinancialCard | ram:PayerPartyDebtorFinancialAccount))",
  'BR-DE-27 seller telephone with at least three digits':
    "every $phone in //ram:SellerTradeParty/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber satisfies matches($phone, '([0-9].*){3,}')",
  'BR-DE-28 seller contact e-mail with one @':
    "every $mail in //ram:SellerTradeParty/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID satisfies matches(normalize-space($mail), '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$')",
  'XRechnung 3.0 seller electronic address (BT-34) with scheme':
    'exists(//ram:SellerTradeParty/ram:URIUniversalCommunication/ram:URIID[normalize-space()][normalize-space(@schemeID)])',
  'XRechnung 3.0 buyer electronic address (BT-49) with scheme':
    'exists(//ram:BuyerTradeParty/ram:URIUniversalCommunication/ram:URIID[normalize-space()][normalize-space(@schemeID)])',
};

const NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** The XRechnung rules each document breaks, as 'name: rule'; empty when it passes them all. */
export async function xrechnungViolations(documents: Record<string, string>): Promise<string[]> {
  const violations: string[] = [];
  for (const [name, xml] of Object.entries(documents)) {
    const document = await SaxonJS.getResource({ text: xml, type: 'xml' });
    for (const [rule, expression] of Object.entries(RULES)) {
      if (SaxonJS.XPath.evaluate(`boolean(${expression})`, document, { namespaceContext: NAMESPACES }) !== true) {
        violations.push(`${name}: ${rule}`);
      }
    }
  }
  return violations;
}
