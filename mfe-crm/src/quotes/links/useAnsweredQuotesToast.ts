import { quoteLinkEndpoints } from '@planner/api';
import { apiClient } from '@planner/platform';
import { App, formatDateTime } from '@planner/ui';
import { useEffect } from 'react';

/** Tells the company once about every answer its customers gave online since the last visit. */
export function useAnsweredQuotesToast(): void {
  const { notification } = App.useApp();
  useEffect(() => {
    void apiClient.call(quoteLinkEndpoints.takeUnseenAnswers, {}).then(
      ({ data }) => {
        for (const { quoteId, quoteNumber, quoteName, customerName, answer } of data ?? []) {
          const accepted = answer.kind === 'Accepted';
          notification[accepted ? 'success' : 'info']({
            key: `quote-answer-${quoteId}`,
            title: accepted ? `Angebot ${quoteNumber} angenommen` : `Angebot ${quoteNumber} abgelehnt`,
            description: `${customerName} hat „${quoteName}“ am ${formatDateTime(answer.answeredAt)} online ${accepted ? 'angenommen' : 'abgelehnt'}${answer.reason ? `: „${answer.reason}“` : '.'}`,
            duration: 0,
          });
        }
      },
      () => undefined,
    );
  }, [notification]);
}
