import { checkoutOptionEndpoints, type CheckoutOptionKind, type DataOf } from '@planner/api';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';

/** The rows of some option catalogues, by the checkout's key of the catalogue. */
export type Catalogues = { [K in CheckoutOptionKind]?: DataOf<(typeof checkoutOptionEndpoints)[K]['list']> };

type Row = { id: string; name?: string; location?: string };
const labelOf = (row: Row) => row.name ?? row.location ?? '';

/** The rows of a list query: `anyText` in the name, sorted by name. */
function listed(rows: readonly Row[], query: URLSearchParams): Row[] {
  const text = (query.get('anyText') ?? '').toLocaleLowerCase('de');
  const direction = query.get('sortOrder') === 'Desc' ? -1 : 1;
  return rows.filter((row) => labelOf(row).toLocaleLowerCase('de').includes(text)).sort((a, b) => direction * labelOf(a).localeCompare(labelOf(b), 'de'));
}

/** List, read, save and delete of the given catalogues on rows kept in memory. */
export function optionMocks(catalogues: Catalogues) {
  return Object.entries(catalogues).flatMap(([kind, catalogueRows]) => {
    const endpoints = checkoutOptionEndpoints[kind as CheckoutOptionKind];
    const rows = catalogueRows as Row[];
    const find = (id: string) => rows.find((row) => row.id === id);
    return [
      mockEndpoint(endpoints.list, ({ query }) => listed(rows, query) as never),
      mockEndpoint(endpoints.get, ({ params }) => (find(params.id) as never) ?? mockFailure('failure/NotFound', 'Option nicht gefunden.', 404)),
      mockEndpoint(endpoints.put, ({ params, body }) => {
        // Every body but the outlet covers' wraps the option in its kind's key; all carry priceValidFrom.
        const { priceValidFrom: _, ...flat } = body as Record<string, unknown>;
        const saved = ((flat[kind] as Row | undefined) ?? flat) as Row;
        const index = rows.findIndex((row) => row.id === params.id);
        rows.splice(index === -1 ? rows.length : index, index === -1 ? 0 : 1, saved);
        return saved as never;
      }),
      mockEndpoint(endpoints.delete, ({ params }) => {
        const index = rows.findIndex((row) => row.id === params.id);
        if (index === -1) return mockFailure('failure/NotFound', 'Option nicht gefunden.', 404);
        rows.splice(index, 1);
        return null;
      }),
    ];
  });
}
