import { pvEconomicsSettingsEndpoints, type PvEconomicsSettings } from '@planner/api/pv';
import { useApiQuery, useCachedSave } from '@planner/platform';

/** The company's system losses, price rise, electricity prices and own feed-in tariffs. */
export function usePvEconomicsSettings() {
  return useApiQuery(pvEconomicsSettingsEndpoints.get, {}, { throwOnError: false });
}

/** Saves them (owners only); the cached settings are replaced by the server's answer. */
export function useSavePvEconomicsSettings() {
  const mutation = useCachedSave(pvEconomicsSettingsEndpoints.get, pvEconomicsSettingsEndpoints.put);
  return (settings: PvEconomicsSettings) => mutation.mutateAsync({ body: settings });
}
