import type { BodyOutput, Endpoint } from '@planner/api';
import * as v from 'valibot';
import { mockExpectedError } from '../mockEndpoint';

/**
 * The body as the server reads it (the endpoint's schema with its defaults), or the server's
 * 400 answer with field errors when the schema refuses it: nothing is stored then.
 */
export function parsedBody<E extends Endpoint & { body: v.GenericSchema<unknown, unknown> }>(endpoint: E, body: unknown): BodyOutput<E> | Response {
  const result = v.safeParse(endpoint.body, body);
  if (result.success) return result.output as BodyOutput<E>;
  const fieldErrors = result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
  return mockExpectedError(400, 'ValidationError', fieldErrors.map(({ message }) => message).join(' '), fieldErrors);
}
