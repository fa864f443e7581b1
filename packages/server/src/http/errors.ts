import { MISSING_PERMISSION_MESSAGES, type ErrorBody, type FieldError, type Permission } from '@planner/api';

type ErrorType = ErrorBody['type'];

/** An error answer with the contract's error body; thrown by handlers, hooks and parsers. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    readonly fallbackMessage: string,
    readonly options: { type?: ErrorType; fieldErrors?: FieldError[] } = {},
  ) {
    super(`${errorCode}: ${fallbackMessage}`);
  }

  toBody(): ErrorBody {
    return {
      type: this.options.type ?? 'ExpectedError',
      errorCode: this.errorCode,
      fallbackMessage: this.fallbackMessage,
      stackTrace: null,
      ...(this.options.fieldErrors ? { fieldErrors: this.options.fieldErrors } : {}),
    };
  }
}

export const unauthorized = () =>
  new HttpError(401, 'Unauthorized', 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');

/** 403: the caller's roles do not permit what the endpoint does. */
export const forbidden = (permission: Permission) => new HttpError(403, 'Forbidden', MISSING_PERMISSION_MESSAGES[permission]);

export const notFound = () => new HttpError(404, 'NotFound', 'Die angeforderte Ressource wurde nicht gefunden.');

export const malformedJson = () =>
  new HttpError(400, 'MalformedJson', 'Der Inhalt der Anfrage ist kein gültiges JSON.');

export const payloadTooLarge = () => new HttpError(413, 'PayloadTooLarge', 'Die Anfrage ist zu groß.');

export const tooManyRequests = (message: string) => new HttpError(429, 'TooManyRequests', message);

/** 400 with the message on one field of the body, as the contract's validation answers. */
export const invalidField = (path: string, message: string) =>
  new HttpError(400, 'ValidationError', `${path}: ${message}`, { fieldErrors: [{ path, message }] });
