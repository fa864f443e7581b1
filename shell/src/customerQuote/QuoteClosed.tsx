import type { PublicCompany, PublicQuote } from '@planner/api';
import { Card, Flex, Result, Typography } from '@planner/ui/public-page';
import { day } from './dates';

/** Whom the customer asks: the company's name, phone and e-mail as the company keeps them. */
function CompanyContact({ company }: { company: PublicCompany }) {
  const contact = company.contactInformation;
  return (
    <Flex vertical gap={4} align="center">
      <Typography.Text strong>{company.name}</Typography.Text>
      {contact?.phone && (
        <Typography.Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>Telefon {contact.phone}</Typography.Link>
      )}
      {contact?.mail && <Typography.Link href={`mailto:${contact.mail}`}>E-Mail {contact.mail}</Typography.Link>}
    </Flex>
  );
}

/** The offer's validity ended: no form, but whom to ask for a current offer. */
export function OfferExpired({ page }: { page: PublicQuote }) {
  const { quote, company } = page;
  const validUntil = quote.validityExtension?.validUntil ?? quote.validUntil;
  return (
    <Card>
      <Result
        status="info"
        title="Dieses Angebot ist nicht mehr gültig."
        subTitle={`Das Angebot ${quote.quoteNumber} galt bis zum ${day(validUntil)} und kann deshalb nicht mehr online angenommen werden. Gern erstellen wir Ihnen ein aktuelles Angebot – sprechen Sie uns an:`}
        extra={<CompanyContact company={company} />}
      />
    </Card>
  );
}

/** The quote was answered through another link or by the company: this link shows that answer. */
export function QuoteAnsweredElsewhere({ page }: { page: PublicQuote }) {
  const answer = page.quoteAnswer!;
  const accepted = answer.kind === 'Accepted';
  const when = answer.answeredAt ? ` am ${day(answer.answeredAt)}` : '';
  return (
    <Card>
      <Result
        status={accepted ? 'success' : 'info'}
        title={`Dieses Angebot wurde${when} ${accepted ? 'angenommen' : 'abgelehnt'}.`}
        subTitle="Eine weitere Antwort ist nicht nötig. Bei Fragen erreichen Sie uns so:"
        extra={<CompanyContact company={page.company} />}
      />
    </Card>
  );
}
