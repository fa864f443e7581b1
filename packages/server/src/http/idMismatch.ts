import { HttpError } from './errors';

/** The id in the path and the id in the body must name the same item. */
export function assertSameId(pathId: string, bodyId: string, field: string): void {
  if (pathId !== bodyId) {
    throw new HttpError(400, 'ValidationError', `${field}: Die ID passt nicht zur Adresse.`, {
      fieldErrors: [{ path: field, message: 'Die ID passt nicht zur Adresse.' }],
    });
  }
}
