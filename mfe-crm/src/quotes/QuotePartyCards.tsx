import { paymentTermsText, type Quote } from '@planner/api';
import { CardGrid } from '@planner/ui';
import { Link } from 'react-router';
import { AddressText } from '../common/AddressText';
import { InfoCard, present } from '../common/InfoCard';
import { companyItems, customerItems } from '../common/partyItems';
import { formatDate } from './formatDate';

/** The quote's own data and the three parties printed on it: customer, jobsite, company. */
export function QuotePartyCards({ quote }: { quote: Quote }) {
  const { customer, company, propertyDeveloper } = quote;
  return (
    <CardGrid columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
      <InfoCard
        title="Angebot"
        items={present([
          { key: 'number', label: 'Nummer', children: quote.quoteNumber },
          { key: 'date', label: 'Datum', children: formatDate(quote.finalizedAt) },
          {
            key: 'valid',
            label: 'Gültig bis',
            children: quote.validityExtension
              ? `${formatDate(quote.validUntil)}, verlängert am ${formatDate(quote.validityExtension.extendedAt)} bis ${formatDate(quote.validityExtension.validUntil)}`
              : formatDate(quote.validUntil),
          },
          quote.terms?.executionPeriod && { key: 'execution', label: 'Ausführung', children: quote.terms.executionPeriod },
          quote.terms && { key: 'payment', label: 'Zahlung', children: paymentTermsText(quote.terms.paymentTerms) },
        ])}
      />
      <InfoCard title="Kunde" items={customerItems(customer)} />
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
      <InfoCard title="Firma" items={companyItems(company)} />
    </CardGrid>
  );
}
