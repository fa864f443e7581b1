import { HttpError } from './errors';

/**
 * The id in the path and the id in the body must name the same item: a body whose id differs
 * would write another record than the one addressed.
 */
export function assertSameId(pathId: string, bodyId: string, field = 'id'): void {
  if (pathId !== bodyId) {
    throw new HttpError(400, 'ValidationError', `${field}: Die ID passt nicht zur Adresse.`, {
      fieldErrors: [{ path: field, message: 'Die ID passt nicht zur Adresse.' }],
    });
  }
}
