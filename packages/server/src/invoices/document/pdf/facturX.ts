import type PDFDocument from 'pdfkit';
import { create, fragment } from 'xmlbuilder2';
import { CII_GUIDELINES, type XmlElement } from '../ciiValues';

const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const FACTUR_X = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** How Factur-X / ZUGFeRD 2.3 name the embedded file and its profile, by the e-invoice's specification identifier (BT-24). */
const PROFILES: Record<string, { fileName: string; conformanceLevel: string }> = {
  [CII_GUIDELINES.EN16931]: { fileName: 'factur-x.xml', conformanceLevel: 'EN 16931' },
  [CII_GUIDELINES.XRechnung]: { fileName: 'xrechnung.xml', conformanceLevel: 'XRECHNUNG' },
};

/** The profile of a CII e-invoice, read from its specification identifier. */
export function facturXProfile(xml: string): { fileName: string; conformanceLevel: string } {
  const guideline = create(xml)
    .root()
    .find((node) => node.node.nodeName === 'ram:GuidelineSpecifiedDocumentContextParameter', false, true)
    ?.first()
    .node.textContent?.trim();
  const profile = guideline ? PROFILES[guideline] : undefined;
  if (!profile) throw new Error(`No Factur-X profile for the e-invoice's specification identifier ${guideline ?? '(none)'}.`);
  return profile;
}

const description = (namespaces: Record<string, string>, content: XmlElement): string =>
  fragment({ 'rdf:Description': { '@xmlns:rdf': RDF, '@rdf:about': '', ...namespaces, ...content } }).end({ prettyPrint: true });

const property = (name: string, text: string): XmlElement => ({
  '@rdf:parseType': 'Resource',
  'pdfaProperty:name': name,
  'pdfaProperty:valueType': 'Text',
  'pdfaProperty:category': 'external',
  'pdfaProperty:description': text,
});

/** The PDF/A extension schema that declares the Factur-X properties (PDF/A allows no undeclared XMP properties). */
const EXTENSION_SCHEMA = description(
  {
    '@xmlns:pdfaExtension': 'http://www.aiim.org/pdfa/ns/extension/',
    '@xmlns:pdfaSchema': 'http://www.aiim.org/pdfa/ns/schema#',
    '@xmlns:pdfaProperty': 'http://www.aiim.org/pdfa/ns/property#',
  },
  {
    'pdfaExtension:schemas': {
      'rdf:Bag': {
        'rdf:li': {
          '@rdf:parseType': 'Resource',
          'pdfaSchema:schema': 'Factur-X PDFA Extension Schema',
          'pdfaSchema:namespaceURI': FACTUR_X,
          'pdfaSchema:prefix': 'fx',
          'pdfaSchema:property': {
            'rdf:Seq': {
              'rdf:li': [
                property('DocumentFileName', 'The name of the embedded XML document'),
                property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'),
                property('Version', 'The actual version of the standard applying to the embedded XML document'),
                property('ConformanceLevel', 'The conformance level of the embedded XML document'),
              ],
            },
          },
        },
      },
    },
  },
);

/** Title, author and subject in the XMP metadata (Dublin Core), escaped as XML. */
export const dublinCoreXmp = ({ title, author, subject }: { title: string; author: string; subject: string }): string =>
  description(
    { '@xmlns:dc': 'http://purl.org/dc/elements/1.1/' },
    {
      'dc:title': { 'rdf:Alt': { 'rdf:li': { '@xml:lang': 'x-default', '#': title } } },
      'dc:creator': { 'rdf:Seq': { 'rdf:li': author } },
      'dc:description': { 'rdf:Alt': { 'rdf:li': { '@xml:lang': 'x-default', '#': subject } } },
    },
  );

/**
 * Embeds the e-invoice as the PDF/A-3 associated file of the document (AFRelationship
 * Alternative: the XML is the invoice in another form) and declares it in the XMP metadata as
 * Factur-X / ZUGFeRD: document type, file name, version and conformance level.
 */
export function embedEInvoice(doc: PDFDocument, xml: string, issuedAt: Date): void {
  const { fileName, conformanceLevel } = facturXProfile(xml);
  doc.file(Buffer.from(xml, 'utf8'), {
    name: fileName,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'E-Rechnung (EN 16931, UN/CEFACT CII)',
    creationDate: issuedAt,
    modifiedDate: issuedAt,
  });
  doc.appendXML(EXTENSION_SCHEMA);
  doc.appendXML(
    description(
      { '@xmlns:fx': FACTUR_X },
      {
        'fx:DocumentType': 'INVOICE',
        'fx:DocumentFileName': fileName,
        'fx:Version': '1.0',
        'fx:ConformanceLevel': conformanceLevel,
      },
    ),
  );
}
