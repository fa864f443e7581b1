import { MSG_CONFIGURATION_NOT_FOUND, quoteEndpoints, type SettableQuoteStatus } from '@planner/api';
import { downloadDocument, useConfigurationMutations } from '@planner/platform';
import { App } from '@planner/ui';

/** The actions on a finalized quote, with their toasts: the customer's answer and the PDF. */
export function useQuoteActions() {
  const { message } = App.useApp();
  const { setQuoteStatus } = useConfigurationMutations();
  return {
    changeStatus: async (configurationId: string, quoteStatus: SettableQuoteStatus) => {
      const { failure } = await setQuoteStatus(configurationId, quoteStatus);
      if (failure) void message.error(failure.message ?? MSG_CONFIGURATION_NOT_FOUND);
      else void message.success('Änderungen gespeichert');
    },
    openPdf: async (configurationId: string) => {
      const failure = await downloadDocument(quoteEndpoints.pdf, { params: { id: configurationId } }, 'open');
      if (failure) void message.error(failure.message ?? MSG_CONFIGURATION_NOT_FOUND);
    },
  };
}
