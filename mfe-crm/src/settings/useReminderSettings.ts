import { reminderEndpoints, type ReminderSettings } from '@planner/api';
import { useApiQuery, useCachedSave } from '@planner/platform';

/** The company's dunning fee, days to pay and base rates by date. */
export function useReminderSettings() {
  return useApiQuery(reminderEndpoints.getSettings, {}, { throwOnError: false });
}

export function useSaveReminderSettings() {
  const mutation = useCachedSave(reminderEndpoints.getSettings, reminderEndpoints.putSettings);
  return (settings: ReminderSettings) => mutation.mutateAsync({ body: settings });
}
