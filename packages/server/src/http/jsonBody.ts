import type { FastifyInstance } from 'fastify';
import { malformedJson } from './errors';

/**
 * Fastify's JSON parser (prototype-poisoning safe) with the contract's error for broken
 * JSON; an empty body counts as no body.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => (error ? done(malformedJson()) : done(null, value)));
  });
}
