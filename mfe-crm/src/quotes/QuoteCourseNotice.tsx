import { formatGermanDay, type QuoteDetail } from '@planner/api';
import { Alert } from '@planner/ui';

/** Why the status no longer changes, or the customer's withdrawal with its day and reason. */
export function QuoteCourseNotice({ quote }: { quote: QuoteDetail }) {
  if (quote.withdrawal) {
    return (
      <Alert
        type="warning"
        showIcon
        title={`Der Kunde ist am ${formatGermanDay(quote.withdrawal.withdrawnOn)} von diesem Angebot zurückgetreten.`}
        description={`Grund: ${quote.withdrawal.reason}`}
      />
    );
  }
  if (quote.statusLock === 'Invoiced') {
    return <Alert type="info" showIcon title="Zu diesem Angebot gibt es gestellte Rechnungen; sein Status steht fest." />;
  }
  if (quote.statusLock === 'AcceptedOnline') {
    return (
      <Alert
        type="info"
        showIcon
        title="Der Kunde hat dieses Angebot online verbindlich angenommen. Tritt er zurück, erfassen Sie bitte seinen Rücktritt."
      />
    );
  }
  return null;
}
