import { PROTOCOL_VERSION, protocolMajor, VERSION_MISMATCH_ERROR_CODE } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { isApiPath, pathOf } from './urlPath';

/** Reachable by every client version: they are read before the client can react to a mismatch. */
const UNVERSIONED_PATHS = new Set(['/api/health', '/api/app-config']);

const versionMismatch = () =>
  new HttpError(
    400,
    VERSION_MISMATCH_ERROR_CODE,
    'Eine neue Version der Anwendung ist verfügbar. Bitte laden Sie die Seite neu.',
  );

/** Refuses API calls of clients whose protocol major version differs from the server's. */
export function installProtocolCheck(app: FastifyInstance): void {
  const serverMajor = protocolMajor(PROTOCOL_VERSION);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url) || UNVERSIONED_PATHS.has(pathOf(request.url))) return;
    const clientVersion = request.headers['x-protocol-version'];
    if (typeof clientVersion === 'string' && protocolMajor(clientVersion.trim()) !== serverMajor) {
      throw versionMismatch();
    }
  });
}
