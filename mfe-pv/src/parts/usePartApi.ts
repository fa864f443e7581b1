import type { Failure } from '@planner/api';
import type { PvPartEndpoints } from '@planner/api/pv';
import { downloadDocument, invalidatePath, listQueryOptions, useApiMutation, useApiQuery } from '@planner/platform';
import type { ListQuery } from '@planner/ui';
import { useEffect, useState } from 'react';

const refreshParts = (endpoints: PvPartEndpoints) => invalidatePath(endpoints.list.path);

export function usePartList(endpoints: PvPartEndpoints, query: ListQuery) {
  return useApiQuery(endpoints.list, { query }, listQueryOptions);
}

export function usePart(endpoints: PvPartEndpoints, id: string) {
  return useApiQuery(endpoints.get, { params: { id } }, { throwOnError: false });
}

export function useSavePart(endpoints: PvPartEndpoints) {
  const mutation = useApiMutation(endpoints.put, { onSuccess: () => refreshParts(endpoints) });
  return (id: string, body: unknown) => mutation.mutateAsync({ params: { id }, body });
}

export function useDeletePart(endpoints: PvPartEndpoints) {
  const mutation = useApiMutation(endpoints.delete, { onSuccess: () => refreshParts(endpoints) });
  return (id: string) => mutation.mutateAsync({ params: { id } });
}

export type FileKind = 'dataSheet' | 'icon';

export function useUploadPartFile(endpoints: PvPartEndpoints, kind: FileKind) {
  const mutation = useApiMutation(kind === 'icon' ? endpoints.putIcon : endpoints.putDataSheet, {
    onSuccess: () => refreshParts(endpoints),
  });
  return (id: string, file: File) => mutation.mutateAsync({ params: { id }, query: { fileName: file.name }, body: file });
}

/** Saves a part's file under the name it was uploaded with; answers the failure when the part has none. */
export const downloadPartFile = (endpoints: PvPartEndpoints, kind: FileKind, id: string): Promise<Failure | undefined> =>
  downloadDocument(kind === 'icon' ? endpoints.getIcon : endpoints.getDataSheet, { params: { id } });

/** An object URL of the part's icon while the component shows it; `null` without icon. */
export function useIconUrl(endpoints: PvPartEndpoints, id: string, iconVersion: string | null): string | null {
  const { data } = useApiQuery(endpoints.getIcon, { params: { id } }, { enabled: iconVersion !== null, throwOnError: false });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data || iconVersion === null) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data, iconVersion]);
  return url;
}
