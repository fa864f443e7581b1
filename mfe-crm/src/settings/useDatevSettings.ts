import { datevEndpoints, type DatevSettings } from '@planner/api';
import { useApiQuery, useCachedSave } from '@planner/platform';

/** The company's DATEV settings: chart of accounts, consultant and client number, fiscal year, accounts. */
export function useDatevSettings() {
  return useApiQuery(datevEndpoints.getSettings, {}, { throwOnError: false });
}

export function useSaveDatevSettings() {
  const mutation = useCachedSave(datevEndpoints.getSettings, datevEndpoints.putSettings);
  return (settings: DatevSettings) => mutation.mutateAsync({ body: settings });
}
