import type { PublicQuote } from '@planner/api';
import { Button, Card, Flex, Result, Spin, Typography } from '@planner/ui/public-page';
import { useEffect, useState } from 'react';
import { AnswerForms } from './AnswerForms';
import { CompanyColours } from './CompanyColours';
import { CompanyHeader } from './CompanyHeader';
import { day, dayAndTime } from './dates';
import { loadPublicQuote, quotePdfUrl, type PublicQuoteError } from './publicQuoteApi';
import { OfferExpired, QuoteAnsweredElsewhere } from './QuoteClosed';
import { QuoteSummary } from './QuoteSummary';

type PageState = { kind: 'loading' } | { kind: 'shown'; quote: PublicQuote } | { kind: 'gone'; error: PublicQuoteError };

function Answered({ quote }: { quote: PublicQuote }) {
  const answer = quote.answer!;
  return answer.kind === 'Accepted' ? (
    <Result
      status="success"
      title="Vielen Dank für Ihren Auftrag!"
      subTitle={`${answer.signerName} hat das Angebot am ${dayAndTime(answer.answeredAt)} angenommen. ${quote.company.name} meldet sich in Kürze bei Ihnen.`}
    />
  ) : (
    <Result
      status="info"
      title="Sie haben das Angebot abgelehnt."
      subTitle={`Ihre Antwort vom ${dayAndTime(answer.answeredAt)} ist bei ${quote.company.name} eingegangen. Vielen Dank für Ihre Rückmeldung.`}
    />
  );
}

/** The page a customer opens from the link: the quote, its PDF, and accepting or declining it. */
export function CustomerQuotePage({ token }: { token: string }) {
  const [state, setState] = useState<PageState>({ kind: 'loading' });

  useEffect(() => {
    loadPublicQuote(token).then(
      (quote) => setState({ kind: 'shown', quote }),
      (error: PublicQuoteError) => setState({ kind: 'gone', error }),
    );
  }, [token]);

  useEffect(() => {
    if (state.kind === 'shown') document.title = `Angebot ${state.quote.quote.quoteNumber} – ${state.quote.company.name}`;
  }, [state]);

  if (state.kind === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin size="large" description="Angebot wird geladen …" />
      </Flex>
    );
  }
  if (state.kind === 'gone') {
    return (
      <main className="customer-quote">
        <Result
          status={state.error.status === 0 || state.error.status === 429 ? 'warning' : '404'}
          title={state.error.type === 'failure/LinkExpired' ? 'Link abgelaufen' : state.error.type === 'failure/LinkRevoked' ? 'Link zurückgezogen' : 'Angebot nicht verfügbar'}
          subTitle={state.error.message}
          extra={state.error.status === 0 && <Button onClick={() => window.location.reload()}>Erneut versuchen</Button>}
        />
      </main>
    );
  }

  const { company, quote, answer, quoteAnswer, offerExpired, expiresAt } = state.quote;
  // An answer elsewhere or the offer's end meanwhile: the page is loaded again and says so.
  const showGone = (error: PublicQuoteError) =>
    error.status === 409 || error.type === 'failure/QuoteExpired'
      ? loadPublicQuote(token).then((fresh) => setState({ kind: 'shown', quote: fresh }), () => setState({ kind: 'gone', error })) : setState({ kind: 'gone', error });
  return (
    <CompanyColours logo={company.logo}>
      <main className="customer-quote">
        <CompanyHeader company={company} />
        <Card>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            Angebot {quote.quoteNumber}
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            {quote.quoteName} für {quote.customer.firstName} {quote.customer.lastName}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            Bauvorhaben {quote.jobsiteAddress.street} {quote.jobsiteAddress.houseNumber}, {quote.jobsiteAddress.zipCode}{' '}
            {quote.jobsiteAddress.city} · vom {day(quote.finalizedAt)} · gültig bis {day(quote.validUntil)}
          </Typography.Paragraph>
          {quote.validityExtension && (
            <Typography.Paragraph>
              <Typography.Text strong>
                Die Gültigkeit wurde am {day(quote.validityExtension.extendedAt)} bis zum {day(quote.validityExtension.validUntil)} verlängert.
              </Typography.Text>{' '}
              Das PDF zeigt das ursprüngliche Datum.
            </Typography.Paragraph>
          )}
          <Button href={quotePdfUrl(token)} download>
            Angebot als PDF herunterladen
          </Button>
        </Card>
        {!answer && quoteAnswer && <QuoteAnsweredElsewhere page={state.quote} />}
        {!answer && !quoteAnswer && offerExpired && <OfferExpired page={state.quote} />}
        <QuoteSummary quote={quote} />
        {answer ? (
          <Card>
            <Answered quote={state.quote} />
          </Card>
        ) : quoteAnswer || offerExpired ? null : (
          <>
            <AnswerForms token={token} onAnswered={(fresh) => setState({ kind: 'shown', quote: fresh })} onLinkGone={showGone} />
            <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
              Dieser Link ist gültig bis {dayAndTime(expiresAt)}. Mit Ihrer Antwort speichern wir Ihren Namen, den Zeitpunkt, Ihre
              IP-Adresse und Ihren Browser als Nachweis für {company.name}.
            </Typography.Paragraph>
          </>
        )}
      </main>
    </CompanyColours>
  );
}
