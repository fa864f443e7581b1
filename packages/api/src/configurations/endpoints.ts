import { endpoint } from '../endpoint';
import { CloneConfigurationSchema, PutConfigurationSchema, type ConfigurationPreview } from './schemas';
import { inEnvironment } from '../endpointEnvironment';

export const MSG_CONFIGURATION_NOT_FOUND = 'Angebot nicht gefunden.';
export const MSG_CANNOT_DELETE_LAST_CONFIGURATION = 'Das letzte Angebot kann nicht gelöscht werden.';
export const MSG_CONFIGURATION_IS_FAVORITE = 'Das Angebot kann nicht gelöscht werden, da es als Favorit markiert ist.';
export const MSG_NOTHING_TO_CLONE = 'Es wurde kein Angebot gefunden, das kopiert werden kann.';

export const configurationEndpoints = inEnvironment('both', {
  get: endpoint<ConfigurationPreview>()({
    method: 'GET',
    path: '/api/electro/configurations/:id',
    failures: ['failure/NotFound'],
  }),
  /** Creates a quote of the project (never the favorite) or renames it; a finalized or waiting quote keeps its name. */
  put: endpoint<ConfigurationPreview>()({
    method: 'PUT',
    permission: 'plan',
    path: '/api/electro/configurations/:id',
    body: PutConfigurationSchema,
    failures: ['failure/NotFound', 'failure/ConfigurationFinalized'],
  }),
  /** Deletes a quote that was never finalized; a finalized one is kept (`failure/IsFinalized`). */
  delete: endpoint<null>()({
    method: 'DELETE',
    permission: 'plan',
    path: '/api/electro/configurations/:id',
    failures: ['failure/ConfigurationNotFound', 'failure/CannotDeleteLastConfiguration', 'failure/IsFavorite', 'failure/IsFinalized'],
  }),
  /** Copies the quote under a new name; answers the id of the copy. */
  clone: endpoint<string>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/electro/configurations/:id/clone',
    body: CloneConfigurationSchema,
    failures: ['failure/NotFound'],
  }),
  byProject: endpoint<ConfigurationPreview[]>()({
    method: 'GET',
    path: '/api/electro/configurations/by-project/:id',
    failures: ['failure/NotFound'],
  }),
});
