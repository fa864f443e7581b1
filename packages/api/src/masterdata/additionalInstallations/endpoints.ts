import * as v from 'valibot';
import { endpoint } from '../../endpoint';
import { listQuerySchema } from '../../envelope';
import type { AdditionalInstallation } from './schemas';
import { AdditionalInstallationBodySchema } from './schemas';
import { inEnvironment } from '../../endpointEnvironment';
import { listExportEndpoint } from '../../listExport';

const ADDITIONAL_INSTALLATIONS = '/api/electro/additional-installations';

export const ADDITIONAL_INSTALLATION_SORT_KEYS = ['Title', 'Price'] as const;

/** List query: the common list query plus a title filter. */
export const AdditionalInstallationListQuerySchema = v.object({
  ...listQuerySchema(ADDITIONAL_INSTALLATION_SORT_KEYS).entries,
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});

/**
 * Additional installations (Zusatzinstallationen). PUT creates or replaces and records the
 * price history; DELETE archives one still chosen in a configuration.
 */
export const additionalInstallationEndpoints = inEnvironment('ElektroPlanner', {
  list: endpoint<AdditionalInstallation[]>()({
    method: 'GET',
    path: ADDITIONAL_INSTALLATIONS,
    query: AdditionalInstallationListQuerySchema,
    paged: true,
  }),
  /** The additional installations the list shows (search, sort) as .xlsx or CSV. */
  export: listExportEndpoint(`${ADDITIONAL_INSTALLATIONS}/export`, AdditionalInstallationListQuerySchema),
  get: endpoint<AdditionalInstallation>()({
    method: 'GET',
    path: `${ADDITIONAL_INSTALLATIONS}/:id`,
    failures: ['failure/NotFound'],
  }),
  put: endpoint<AdditionalInstallation>()({
    method: 'PUT',
    permission: 'masterData',
    path: `${ADDITIONAL_INSTALLATIONS}/:id`,
    body: AdditionalInstallationBodySchema,
  }),
  delete: endpoint<null>()({
    method: 'DELETE',
    permission: 'masterData',
    path: `${ADDITIONAL_INSTALLATIONS}/:id`,
    failures: ['failure/NotFound'],
  }),
});
