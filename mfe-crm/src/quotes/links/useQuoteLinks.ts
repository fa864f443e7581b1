import { quoteLinkEndpoints } from '@planner/api';
import { invalidatePath, useApiMutation, useApiQuery } from '@planner/platform';

const refreshLinks = () => invalidatePath(quoteLinkEndpoints.list.path);

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
  return {
    create: (quoteId: string, link: NewQuoteLink) => create.mutateAsync({ params: { id: quoteId }, body: link }),
    revoke: (quoteId: string, linkId: string) => revoke.mutateAsync({ params: { id: quoteId, linkId } }),
  };
}

/** The customer's address of a link's page on this server. */
export const customerPageUrl = (token: string) => `${window.location.origin}/angebot/${token}`;
