import { healthEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HttpError } from '../http/errors';
import { registerEndpoint } from '../http/registerEndpoint';
import { success } from '../http/results';
import type { AppServices } from '../http/services';

const databaseUnavailable = () =>
  new HttpError(503, 'DatabaseUnavailable', 'Die Datenbank ist nicht erreichbar.', { type: 'UnexpectedError' });

export function registerHealthRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, healthEndpoints.get, async ({ request }) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw databaseUnavailable();
    }
    return success({ status: 'ok', database: 'ok' });
  });
}
