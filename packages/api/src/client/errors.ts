import type { ErrorBody } from '../envelope';

/** An error answer of the server (bad request, auth, server fault). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** The server refused this client's protocol version; only a reload helps. */
  readonly isVersionMismatch: boolean;

  constructor(status: number, body: ErrorBody) {
    super(body.fallbackMessage || body.errorCode);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.isVersionMismatch = body.errorCode.startsWith('CVE');
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network Error', { cause });
    this.name = 'NetworkError';
  }
}
