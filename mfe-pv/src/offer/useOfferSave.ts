import { configurationEndpoints, MSG_CONFIGURATION_FINALIZED } from '@planner/api';
import { pvOfferEndpoints, type PvOffer, type PvOfferAdjustments } from '@planner/api/pv';
import { callEndpoint, endpointQueryKey, invalidateEndpoint, queryClient } from '@planner/platform';
import { App } from '@planner/ui';
import { useCallback, useState } from 'react';

export const adjustmentsOf = ({ conditionsConfirmed, quantities, freeLines, dcCableRunMetres }: PvOffer): PvOfferAdjustments => ({
  conditionsConfirmed,
  quantities,
  freeLines,
  dcCableRunMetres,
});

/**
 * Saves a change of the adjustments based on the offer's version and shows the answer; a change
 * saved elsewhere in between (409) is reported and the newer state loaded, nothing is overwritten.
 */
export function useOfferSave(offer: PvOffer) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const queryKey = endpointQueryKey(pvOfferEndpoints.get, { params: { configurationId: offer.configurationId } });

  const save = useCallback(
    async (change: (adjustments: PvOfferAdjustments) => PvOfferAdjustments): Promise<boolean> => {
      setSaving(true);
      try {
        const result = await callEndpoint(pvOfferEndpoints.put, {
          params: { configurationId: offer.configurationId },
          body: { version: offer.version, ...change(adjustmentsOf(offer)) },
        });
        if (result.type === 'success') {
          queryClient.setQueryData(queryKey, result);
          // The quote's total in the lists and on the design page follows the positions.
          void invalidateEndpoint(configurationEndpoints.get, { id: offer.configurationId });
          return true;
        }
        void message.error(result.type === 'failure/ConfigurationFinalized' ? MSG_CONFIGURATION_FINALIZED : (result.message ?? 'Die Änderung wurde nicht gespeichert.'));
        await queryClient.invalidateQueries({ queryKey });
        return false;
      } catch (error) {
        void message.error(error instanceof Error && error.message ? error.message : 'Die Änderung wurde nicht gespeichert.');
        return false;
      } finally {
        setSaving(false);
      }
    },
    [message, offer, queryKey],
  );
  return { save, saving };
}
