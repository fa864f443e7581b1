import * as v from 'valibot';
import { endpoint } from './endpoint';
import type { Permission } from './team/roles';

/** A list leaves the app as an Excel workbook or as CSV for German Excel (ADR 0025). */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'Excel (.xlsx)',
  csv: 'CSV für Excel (.csv)',
};

type ListQueryObject = v.ObjectSchema<v.ObjectEntries, undefined>;

/**
 * The query of a list's export: the list's own query (search, filters, sort) without its page,
 * and the format. An export holds every row the list shows, on every page.
 */
export function exportQuerySchema<S extends ListQueryObject>(listQuery: S) {
  const { pageIndex: _pageIndex, pageSize: _pageSize, ...filters } = listQuery.entries as S['entries'] & { pageIndex: unknown; pageSize: unknown };
  return v.object({ ...(filters as Omit<S['entries'], 'pageIndex' | 'pageSize'>), format: v.picklist(EXPORT_FORMATS) });
}

/**
 * The export endpoint of a list at `path`: the rows as the list shows them, as a file. Everyone who
 * may read the list may take it along: `permission` is the list's own (an owner's list stays the owner's).
 */
export function listExportEndpoint<S extends ListQueryObject, P extends string>(path: P, listQuery: S, permission: Permission = 'read') {
  return endpoint<Blob>()({
    method: 'GET',
    permission,
    path,
    query: exportQuerySchema(listQuery),
    binary: true,
  });
}
