import { pvDesignSettingsEndpoints, type PvDesignSettings } from '@planner/api/pv';
import { useApiQuery, useCachedSave } from '@planner/platform';

/** The company's edge clearance, design cell temperatures and DC/AC band. */
export function usePvDesignSettings() {
  return useApiQuery(pvDesignSettingsEndpoints.get, {}, { throwOnError: false });
}

/** Saves them (owners only); the cached settings are replaced by the server's answer. */
export function useSavePvDesignSettings() {
  const mutation = useCachedSave(pvDesignSettingsEndpoints.get, pvDesignSettingsEndpoints.put);
  return (settings: PvDesignSettings) => mutation.mutateAsync({ body: settings });
}
