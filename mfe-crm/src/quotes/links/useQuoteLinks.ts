import { quoteEndpoints, quoteLinkEndpoints } from '@planner/api';
import { invalidatePath, useApiMutation, useApiQuery } from '@planner/platform';

const refreshLinks = () => invalidatePath(quoteLinkEndpoints.list.path);
const refreshQuote = () => Promise.all([invalidatePath(quoteEndpoints.info.path), refreshLinks()]);

export function useQuoteLinks(quoteId: string) {
  return useApiQuery(quoteLinkEndpoints.list, { params: { id: quoteId } }, { throwOnError: false });
}

export interface NewQuoteLink {
  validDays: number;
  /** Also e-mails the link to the customer. */
  sendByEmail: boolean;
}

/** Creating and revoking links; each answers `{ data }` or `{ failure }` and refreshes the list. */
export function useQuoteLinkMutations() {
  const create = useApiMutation(quoteLinkEndpoints.create, { onSuccess: refreshLinks });
  const revoke = useApiMutation(quoteLinkEndpoints.revoke, { onSuccess: refreshLinks });
  const extend = useApiMutation(quoteEndpoints.extendValidity, { onSuccess: refreshQuote });
  return {
    create: (quoteId: string, link: NewQuoteLink) => create.mutateAsync({ params: { id: quoteId }, body: link }),
    revoke: (quoteId: string, linkId: string) => revoke.mutateAsync({ params: { id: quoteId, linkId } }),
    /** Extends the offer's validity from `previousValidUntil`, the day the user saw. */
    extendValidity: (quoteId: string, previousValidUntil: string, validUntil: string) =>
      extend.mutateAsync({ params: { id: quoteId }, body: { previousValidUntil, validUntil } }),
  };
}

/** The customer's address of a link's page on this server. */
export const customerPageUrl = (token: string) => `${window.location.origin}/angebot/${token}`;
