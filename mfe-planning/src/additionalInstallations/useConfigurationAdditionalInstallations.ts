import { configurationAdditionalInstallationEndpoints, type ConfigurationAdditionalInstallationInput } from '@planner/api';
import { useApiMutation, useApiQuery } from '@planner/platform';
import { refreshConfigurations } from '../configuration/useConfiguration';

const { list, put, delete: remove } = configurationAdditionalInstallationEndpoints;

export const useConfigurationAdditionalInstallations = (configurationId: string) =>
  useApiQuery(list, { params: { id: configurationId } }, { throwOnError: false });

export function useSaveConfigurationAdditionalInstallation(configurationId: string) {
  const mutation = useApiMutation(put, { onSuccess: refreshConfigurations });
  return async (input: ConfigurationAdditionalInstallationInput) =>
    (await mutation.mutateAsync({ params: { id: configurationId, installationId: input.id }, body: input })).failure;
}

export function useDeleteConfigurationAdditionalInstallation(configurationId: string) {
  const mutation = useApiMutation(remove, { onSuccess: refreshConfigurations });
  return async (installationId: string) =>
    (await mutation.mutateAsync({ params: { id: configurationId, installationId } })).failure;
}
