import { paymentTermsText, personName, type Quote } from '@planner/api';
import { Card, Col, Descriptions, PhoneLink, Row, type DescriptionsProps } from '@planner/ui';
import { Link } from 'react-router';
import { AddressText } from '../common/AddressText';
import { formatDate } from './formatDate';

type Items = NonNullable<DescriptionsProps['items']>;

/** Items whose value is missing are left out. */
const present = (items: (Items[number] | false | '' | null | undefined)[]): Items =>
  items.filter((item): item is Items[number] => Boolean(item));

function InfoCard({ title, items }: { title: string; items: Items }) {
  return (
    <Card title={title} size="small" style={{ height: '100%' }}>
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

/** The quote's own data and the three parties printed on it: customer, jobsite, company. */
export function QuotePartyCards({ quote }: { quote: Quote }) {
  const { customer, company, propertyDeveloper } = quote;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12} xl={6}>
        <InfoCard
          title="Angebot"
          items={present([
            { key: 'number', label: 'Nummer', children: quote.quoteNumber },
            { key: 'date', label: 'Datum', children: formatDate(quote.finalizedAt) },
            { key: 'valid', label: 'Gültig bis', children: formatDate(quote.validUntil) },
            quote.terms?.executionPeriod && { key: 'execution', label: 'Ausführung', children: quote.terms.executionPeriod },
            quote.terms && { key: 'payment', label: 'Zahlung', children: paymentTermsText(quote.terms.paymentTerms) },
          ])}
        />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <InfoCard
          title="Kunde"
          items={present([
            { key: 'name', label: 'Name', children: personName(customer) },
            { key: 'address', label: 'Adresse', children: <AddressText address={customer.address} /> },
            customer.email && { key: 'mail', label: 'E-Mail', children: <a href={`mailto:${customer.email}`}>{customer.email}</a> },
            customer.phone && { key: 'phone', label: 'Telefon', children: <PhoneLink number={customer.phone} /> },
          ])}
        />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <InfoCard
          title="Baustelle"
          items={present([
            { key: 'project', label: 'Projekt', children: <Link to={`/projects/${quote.projectId}`}>{quote.projectName}</Link> },
            { key: 'address', label: 'Adresse', children: <AddressText address={quote.jobsiteAddress} /> },
            propertyDeveloper && { key: 'developer', label: 'Bauträger', children: propertyDeveloper.name },
            propertyDeveloper?.contactPerson && { key: 'contact', label: 'Bauleiter', children: propertyDeveloper.contactPerson },
            propertyDeveloper?.constructionSpecification && {
              key: 'specification',
              label: 'Baubeschreibung',
              children: propertyDeveloper.constructionSpecification,
            },
          ])}
        />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <InfoCard
          title="Firma"
          items={present([
            { key: 'name', label: 'Name', children: company.name },
            company.address && { key: 'address', label: 'Adresse', children: <AddressText address={company.address} /> },
            company.contactInformation && { key: 'phone', label: 'Telefon', children: <PhoneLink number={company.contactInformation.phone} /> },
            company.contactInformation && { key: 'mail', label: 'E-Mail', children: company.contactInformation.mail },
          ])}
        />
      </Col>
    </Row>
  );
}
