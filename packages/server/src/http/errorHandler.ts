import type { ErrorBody } from '@planner/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG_QUOTE_IS_FINALIZED } from '@planner/api';
import { isRetentionViolation } from '../db/errors';
import { HttpError, payloadTooLarge } from './errors';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof (error as FastifyError).code === 'string';
}

/** Maps what Fastify itself rejects (body limits, content types) to the contract's errors. */
function fromFastifyError(error: FastifyError): HttpError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return payloadTooLarge();
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new HttpError(415, 'UnsupportedMediaType', 'Dieser Inhaltstyp wird nicht unterstützt.');
  }
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 ? new HttpError(status, 'BadRequest', 'Die Anfrage ist ungültig.') : null;
}

function unexpectedBody(error: unknown, exposeStackTrace: boolean): ErrorBody {
  return {
    type: 'UnexpectedError',
    errorCode: 'InternalServerError',
    fallbackMessage: 'Ein unerwarteter Fehler ist aufgetreten.',
    stackTrace: exposeStackTrace && error instanceof Error ? (error.stack ?? null) : null,
  };
}

/** Every error leaves as the contract's error body; stack traces only outside production. */
export function installErrorHandler(app: FastifyInstance, exposeStackTrace: boolean): void {
  app.setErrorHandler((error, request, reply) => {
    const known =
      error instanceof HttpError
        ? error
        : isRetentionViolation(error)
          ? new HttpError(409, 'QuoteRetained', MSG_QUOTE_IS_FINALIZED)
          : isFastifyError(error)
            ? fromFastifyError(error)
            : null;
    if (known) {
      return reply.code(known.statusCode).send(known.toBody());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(unexpectedBody(error, exposeStackTrace));
  });
}
