import * as v from 'valibot';
import { endpoint } from '../../endpoint';
import { listQuerySchema } from '../../envelope';
import type { ElectricalComponent, Tag } from './schemas';
import { ElectricalComponentBodySchema } from './schemas';
import { inEnvironment } from '../../endpointEnvironment';
import { listExportEndpoint } from '../../listExport';

const COMPONENTS = '/api/electro/components';

export const COMPONENT_SORT_KEYS = ['Label', 'Price'] as const;
export const MSG_COMPONENT_NOT_FOUND = 'Fehler beim Laden des Bauteils.';

/** List query of installations: the common list query plus a label filter (`anyText` also searches tags). */
export const ComponentListQuerySchema = v.object({
  ...listQuerySchema(COMPONENT_SORT_KEYS).entries,
  label: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});

/**
 * Installations (electrical components) with tags. PUT creates or replaces and records the
 * price from priceValidFrom in the price history. DELETE archives an installation that a
 * specification or plan still uses; archived ones still answer GET by id.
 */
export const componentEndpoints = inEnvironment('ElektroPlanner', {
  list: endpoint<ElectricalComponent[]>()({
    method: 'GET',
    path: COMPONENTS,
    query: ComponentListQuerySchema,
    paged: true,
  }),
  /** The installations the list shows (search, sort) as .xlsx or CSV. */
  export: listExportEndpoint(`${COMPONENTS}/export`, ComponentListQuerySchema),
  tags: endpoint<Tag[]>()({
    method: 'GET',
    path: `${COMPONENTS}/tags`,
    query: listQuerySchema(['Name'] as const),
    paged: true,
  }),
  get: endpoint<ElectricalComponent>()({ method: 'GET', path: `${COMPONENTS}/:id`, failures: ['failure/NotFound'] }),
  /** An icon is required on create: missing → 400 naming `component.icon`. */
  put: endpoint<ElectricalComponent>()({ method: 'PUT', permission: 'masterData', path: `${COMPONENTS}/:id`, body: ElectricalComponentBodySchema }),
  delete: endpoint<null>()({ method: 'DELETE', permission: 'masterData', path: `${COMPONENTS}/:id`, failures: ['failure/NotFound'] }),
});
