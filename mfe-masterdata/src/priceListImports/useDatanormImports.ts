import { datanormImportEndpoints, type DatanormConfirmBody, type DatanormImport } from '@planner/api';
import { invalidatePath, useApiMutation, useApiQuery } from '@planner/platform';

const RUNNING: readonly DatanormImport['status'][] = ['Reading', 'Importing', 'Cancelling'];

export const isRunning = (found: DatanormImport | null | undefined) => !!found && RUNNING.includes(found.status);

const refresh = () => {
  invalidatePath(datanormImportEndpoints.latest.path);
  invalidatePath('/api/electro/components');
  invalidatePath('/api/electro/additional-installations');
};

/** The company's newest import, asked again twice a second while its job runs. */
export function useLatestImport() {
  return useApiQuery(datanormImportEndpoints.latest, {}, { refetchInterval: (query) => (isRunning(query.state.data?.data) ? 500 : false) });
}

export function useUploadPriceList() {
  const mutation = useApiMutation(datanormImportEndpoints.upload, { onSuccess: refresh });
  return (file: File) => mutation.mutateAsync({ query: { fileName: file.name }, body: file });
}

export function useConfirmImport() {
  const mutation = useApiMutation(datanormImportEndpoints.confirm, { onSuccess: refresh });
  return (id: string, body: DatanormConfirmBody) => mutation.mutateAsync({ params: { id }, body });
}

export function useCancelImport() {
  const mutation = useApiMutation(datanormImportEndpoints.cancel, { onSuccess: refresh });
  return (id: string) => mutation.mutateAsync({ params: { id } });
}
