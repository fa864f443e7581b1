import { endpoint } from '../../endpoint';
import { FileContentSchema } from '../../fileContent';
import { DatanormConfirmBodySchema, DatanormUploadQuerySchema, type DatanormImport } from './schemas';
import { inEnvironment } from '../../endpointEnvironment';

const IMPORTS = '/api/electro/datanorm-imports';

/**
 * DATANORM price lists: the upload starts reading into a preview; confirming writes the chosen
 * article groups; both run in the background and are followed with `get`. Whoever may edit
 * master data may import.
 */
export const datanormImportEndpoints = inEnvironment('ElektroPlanner', {
  upload: endpoint<DatanormImport>()({
    method: 'POST',
    permission: 'masterData',
    path: IMPORTS,
    query: DatanormUploadQuerySchema,
    body: FileContentSchema,
    failures: ['failure/Conflict'],
  }),
  latest: endpoint<DatanormImport | null>()({
    method: 'GET',
    permission: 'masterData',
    path: `${IMPORTS}/latest`,
  }),
  get: endpoint<DatanormImport>()({
    method: 'GET',
    permission: 'masterData',
    path: `${IMPORTS}/:id`,
    failures: ['failure/NotFound'],
  }),
  confirm: endpoint<DatanormImport>()({
    method: 'POST',
    permission: 'masterData',
    path: `${IMPORTS}/:id/confirm`,
    body: DatanormConfirmBodySchema,
    failures: ['failure/NotFound', 'failure/Conflict'],
  }),
  cancel: endpoint<DatanormImport>()({
    method: 'POST',
    permission: 'masterData',
    path: `${IMPORTS}/:id/cancel`,
    failures: ['failure/NotFound', 'failure/Conflict'],
  }),
});
