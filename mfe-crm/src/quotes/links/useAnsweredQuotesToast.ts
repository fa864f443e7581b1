import { quoteLinkEndpoints } from '@planner/api';
import { apiClient } from '@planner/platform';
import { App, formatDateTime } from '@planner/ui';
import { useEffect } from 'react';

/**
 * Tells the signed-in user about every answer its customers gave online that they have not
 * dismissed yet; closing the notice dismisses it for this user only, colleagues still see it.
 */
export function useAnsweredQuotesToast(): void {
  const { notification } = App.useApp();
  useEffect(() => {
    void apiClient.call(quoteLinkEndpoints.unseenAnswers, {}).then(
      ({ data }) => {
        for (const { linkId, quoteNumber, quoteName, customerName, answer } of data ?? []) {
          const accepted = answer.kind === 'Accepted';
          notification[accepted ? 'success' : 'info']({
            key: `quote-answer-${linkId}`,
            title: accepted ? `Angebot ${quoteNumber} angenommen` : `Angebot ${quoteNumber} abgelehnt`,
            description: `${customerName} hat „${quoteName}“ am ${formatDateTime(answer.answeredAt)} online ${accepted ? 'angenommen' : 'abgelehnt'}${answer.reason ? `: „${answer.reason}“` : '.'}`,
            duration: 0,
            onClose: () => void apiClient.call(quoteLinkEndpoints.dismissAnswer, { params: { linkId } }).catch(() => undefined),
          });
        }
      },
      () => undefined,
    );
  }, [notification]);
}
