// The addresses of a quote's PV pages, which other remotes link to (part of `@planner/api`).

/** The PV design page of a quote (PV remote). */
export const pvDesignPath = (projectId: string, configurationId: string) =>
  `/projects/${projectId}/configurations/${configurationId}/pv-design`;
/** The page of a quote's PV positions with their VAT, where it is finalized (ADR 0030). */
export const pvOfferPath = (projectId: string, configurationId: string) =>
  `/projects/${projectId}/configurations/${configurationId}/pv-offer`;
