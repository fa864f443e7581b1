import { customerImportEndpoints, mappingParameter, type CustomerImportMapping } from '@planner/api';
import { invalidatePath, useApiMutation } from '@planner/platform';

/** The file as bytes: whatever type the browser gives a .csv or .xlsx, the server judges it by its content. */
const asUpload = (file: File) => new Blob([file], { type: 'application/octet-stream' });

/** Reads the file into a preview with the mapping, or the suggested one; writes nothing. */
export function usePreviewImport() {
  const mutation = useApiMutation(customerImportEndpoints.preview);
  return (file: File, mapping?: CustomerImportMapping) =>
    mutation.mutateAsync({ query: { fileName: file.name, mapping: mapping && mappingParameter(mapping) }, body: asUpload(file) });
}

/** Writes the valid rows of the file; the customer lists refresh afterwards. */
export function useConfirmImport() {
  const mutation = useApiMutation(customerImportEndpoints.confirm, { onSuccess: () => invalidatePath('/api/customers') });
  return (file: File, mapping: CustomerImportMapping, skipDuplicates: boolean) =>
    mutation.mutateAsync({
      query: { fileName: file.name, mapping: mappingParameter(mapping), skipDuplicates: skipDuplicates ? 'true' : 'false' },
      body: asUpload(file),
    });
}
