import { buyerElectronicAddress, INVOICE_KIND_LABELS, paymentTermsText, type ElectronicAddress, type Invoice } from '@planner/api';
import { Col, Row } from '@planner/ui';
import { Link } from 'react-router';
import { AddressText } from '../common/AddressText';
import { InfoCard, present } from '../common/InfoCard';
import { companyItems, customerItems } from '../common/partyItems';
import { formatDate } from '../quotes/formatDate';
import { DueDateCell } from './invoiceCells';

const eInvoiceItem = (address: ElectronicAddress | null) =>
  address && { key: 'eInvoice', label: address.scheme === '0204' ? 'Leitweg-ID' : 'E-Rechnung an', children: address.id };

const period = (start: string, end: string) => (start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`);

/** The invoice's own data (number, dates, terms, tax treatment) and its parties: customer, jobsite, company. */
export function InvoicePartyCards({ invoice }: { invoice: Invoice }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12} xl={6}>
        <InfoCard
          title="Rechnung"
          items={present([
            { key: 'kind', label: 'Art', children: INVOICE_KIND_LABELS[invoice.kind] },
            { key: 'number', label: 'Nummer', children: invoice.invoiceNumber ?? 'wird beim Stellen vergeben' },
            { key: 'date', label: 'Rechnungsdatum', children: invoice.invoiceDate ? formatDate(invoice.invoiceDate) : '–' },
            {
              key: 'period',
              label: 'Leistungszeitraum',
              children: period(invoice.servicePeriodStart, invoice.servicePeriodEnd),
            },
            { key: 'due', label: 'Fällig am', children: <DueDateCell invoice={invoice} /> },
            invoice.paidOn && { key: 'paid', label: 'Bezahlt am', children: formatDate(invoice.paidOn) },
            { key: 'payment', label: 'Zahlung', children: paymentTermsText(invoice.paymentTerms) },
            {
              key: 'quote',
              label: 'Angebot',
              children: (
                <Link to={`/quotes/${invoice.quoteId}`}>
                  {invoice.quoteNumber} – {invoice.quoteName}
                </Link>
              ),
            },
            invoice.buyerReference && { key: 'reference', label: 'Käuferreferenz', children: invoice.buyerReference },
          ])}
        />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <InfoCard
          title="Kunde"
          items={[
            ...customerItems(invoice.customer),
            ...present([
              eInvoiceItem(buyerElectronicAddress(invoice.customer)),
              invoice.buyerVatId && { key: 'vatId', label: 'USt-IdNr.', children: invoice.buyerVatId },
            ]),
          ]}
        />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <InfoCard
          title="Baustelle"
          items={[
            { key: 'project', label: 'Projekt', children: <Link to={`/projects/${invoice.projectId}`}>{invoice.projectName}</Link> },
            { key: 'address', label: 'Adresse', children: <AddressText address={invoice.jobsiteAddress} /> },
          ]}
        />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <InfoCard title="Firma" items={companyItems(invoice.company)} />
      </Col>
    </Row>
  );
}
