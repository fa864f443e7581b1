import { germanDay, MSG_CONFIGURATION_FINALIZED, MSG_CONFIGURATION_NOT_FOUND } from '@planner/api';
import { MSG_PV_OFFER_OUTDATED, pvOfferEndpoints, type PvOffer } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { withTenant, type TenantTransaction } from '../../db/scopes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { failure, success } from '../../http/results';
import type { AppServices } from '../../http/services';
import { configurationAccess } from '../../planning';
import { pricePvOffer } from './pricedOffer';
import { saveOfferAdjustments } from './repository';

const notFound = () => failure('failure/NotFound', MSG_CONFIGURATION_NOT_FOUND);

async function readOffer(trx: TenantTransaction, tenantId: string, configurationId: string): Promise<PvOffer | null> {
  const access = await configurationAccess(trx, tenantId, configurationId);
  if (access === 'not-found') return null;
  const priceDay = germanDay();
  const offer = await pricePvOffer(trx, tenantId, configurationId, priceDay);
  return {
    configurationId,
    version: offer.offerVersion,
    readOnly: access === 'finalized',
    priceDay,
    ...offer.adjustments,
    ...offer.positions,
    mountingWarnings: offer.mountingWarnings,
    dcCablingWarnings: offer.dcCablingWarnings,
  };
}

export function registerPvOfferRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, pvOfferEndpoints.get, async ({ tenantId, params }) => {
    const offer = await withTenant(db, tenantId, (trx) => readOffer(trx, tenantId, params.configurationId));
    return offer ? success(offer) : notFound();
  });

  registerEndpoint(app, pvOfferEndpoints.put, ({ tenantId, params, body }) =>
    withTenant(db, tenantId, async (trx) => {
      const access = await configurationAccess(trx, tenantId, params.configurationId);
      if (access === 'not-found') return notFound();
      if (access === 'finalized') return failure('failure/ConfigurationFinalized', MSG_CONFIGURATION_FINALIZED);
      const { version, ...adjustments } = body;
      const saved = await saveOfferAdjustments(trx, tenantId, params.configurationId, version, adjustments);
      if (saved === 'conflict') return failure('failure/Conflict', MSG_PV_OFFER_OUTDATED);
      const offer = await readOffer(trx, tenantId, params.configurationId);
      return offer ? success(offer) : notFound();
    }),
  );
}
