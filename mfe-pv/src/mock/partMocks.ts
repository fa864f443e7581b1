import type { PvPartEndpointsOf } from '@planner/api/pv';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';
import type { PartLike as PartRow } from '../parts/partUi';
import { demoManufacturers } from './demoParts';

/** The rows of a list query: `anyText` in name or description, sorted by name or price. */
function listed<T extends PartRow>(rows: readonly T[], query: URLSearchParams): T[] {
  const text = (query.get('anyText') ?? '').toLocaleLowerCase('de');
  const found = rows.filter((row) => `${row.name} ${row.description}`.toLocaleLowerCase('de').includes(text));
  const byPrice = query.get('sortBy') === 'Price';
  const direction = query.get('sortOrder') === 'Desc' ? -1 : 1;
  return found.sort((a, b) => direction * (byPrice ? a.price - b.price : a.name.localeCompare(b.name, 'de')));
}

/**
 * A saved part as the server answers it: the PUT body unwrapped (`{ pvModule: … }` or flat),
 * its references resolved to the objects the list shows, no files yet.
 */
function savedPart<T extends PartRow>(body: unknown, wrappedIn: string | null, rows: readonly PartRow[]): T {
  const fields = (wrappedIn ? (body as Record<string, unknown>)[wrappedIn] : body) as Record<string, unknown>;
  const { manufacturerId, fittingMetalRoofTileId, priceValidFrom: _, ...rest } = fields;
  const fitting = rows.find((row) => row.id === fittingMetalRoofTileId);
  return {
    ...rest,
    ...(manufacturerId === undefined ? {} : { manufacturer: demoManufacturers.find((manufacturer) => manufacturer.id === manufacturerId) }),
    ...(fitting ? { fittingMetalRoofTile: { id: fitting.id, name: fitting.name, price: fitting.price } } : {}),
    icon: null,
    dataSheet: null,
  } as unknown as T;
}

/** List, read, save and delete of one kind of PV part on rows kept in memory; no part has files. */
export function partMocks<T extends PartRow>(
  endpoints: PvPartEndpointsOf<T>,
  rows: T[],
  { wrappedIn, references = [] }: { wrappedIn: string | null; references?: readonly PartRow[] },
) {
  const find = (id: string) => rows.find((row) => row.id === id);
  return [
    mockEndpoint(endpoints.list, ({ query }) => listed(rows, query)),
    mockEndpoint(endpoints.get, ({ params }) => find(params.id) ?? mockFailure('failure/NotFound', 'Nicht gefunden.')),
    mockEndpoint(endpoints.put, ({ params, body }) => {
      const part = savedPart<T>(body, wrappedIn, references);
      const index = rows.findIndex((row) => row.id === params.id);
      rows.splice(index === -1 ? rows.length : index, index === -1 ? 0 : 1, part);
      return part;
    }),
    mockEndpoint(endpoints.delete, ({ params }) => {
      const index = rows.findIndex((row) => row.id === params.id);
      if (index === -1) return mockFailure('failure/NotFound', 'Nicht gefunden.');
      rows.splice(index, 1);
      return null;
    }),
    mockEndpoint(endpoints.getIcon, () => mockFailure('failure/NotFound', 'Kein Symbolbild hinterlegt.')),
    mockEndpoint(endpoints.getDataSheet, () => mockFailure('failure/NotFound', 'Kein Datenblatt hinterlegt.')),
  ];
}
