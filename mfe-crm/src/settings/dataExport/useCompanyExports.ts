import { companyExportEndpoints, type CompanyExport } from '@planner/api';
import { downloadDocument, invalidatePath, useApiMutation, useApiQuery } from '@planner/platform';

export const isUnderWay = (entry: CompanyExport | undefined) => entry?.state === 'Queued' || entry?.state === 'Running';

const refresh = () => invalidatePath(companyExportEndpoints.list.path);

/** The company's exports, newest first, asked again every second while the newest is being built. */
export function useCompanyExports() {
  return useApiQuery(companyExportEndpoints.list, {}, { refetchInterval: (query) => (isUnderWay(query.state.data?.data?.[0]) ? 1000 : false) });
}

export function useStartCompanyExport() {
  const mutation = useApiMutation(companyExportEndpoints.start, { onSuccess: refresh });
  return { start: () => mutation.mutateAsync({}), starting: mutation.isPending };
}

/** Saves the ZIP; a failure (expired, not ready) is answered for the page to show, and the list is asked again. */
export async function downloadCompanyExport(id: string) {
  const failure = await downloadDocument(companyExportEndpoints.download, { params: { id } });
  if (failure) refresh();
  return failure;
}
