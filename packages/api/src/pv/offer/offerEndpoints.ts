import { endpoint, inEnvironment } from '@planner/api';
import { SavePvOfferSchema, type PvOffer } from './offerSchemas';

const OFFER = '/api/pv/configurations/:configurationId/offer';

export const pvOfferEndpoints = inEnvironment('PvPlanner', {
  /** The quote's PV positions at today's prices with the planner's adjustments; version 0 while none were saved. */
  get: endpoint<PvOffer>()({ method: 'GET', path: OFFER, failures: ['failure/NotFound'] }),
  /**
   * Saves the zero-rate confirmation, changed amounts and free lines as the version after `version`.
   * Hostile amounts or prices answer 400 with nothing stored; a save in between answers
   * `failure/Conflict`, a finalized quote `failure/ConfigurationFinalized`.
   */
  put: endpoint<PvOffer>()({
    method: 'PUT',
    permission: 'plan',
    path: OFFER,
    body: SavePvOfferSchema,
    failures: ['failure/NotFound', 'failure/ConfigurationFinalized', 'failure/Conflict'],
  }),
});
