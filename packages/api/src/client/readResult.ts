import * as v from 'valibot';
import { ErrorBodySchema } from '../envelope';
import type { ErrorBody, Failure, PaginationInfo } from '../envelope';
import { fileNameFromContentDisposition } from './contentDisposition';
import { ApiError } from './errors';
import { reviveDates } from './reviveDates';

export type UntypedResult =
  | { type: 'success'; data: unknown; paginationInfo?: PaginationInfo; fileName?: string }
  | Failure;

interface Envelope {
  type?: unknown;
  data?: unknown;
  paginationInfo?: PaginationInfo;
}

/**
 * Turns a response into a result: success and domain failures are returned, every other
 * answer is thrown as `ApiError`. Binary endpoints answer a `Blob` and the file name the
 * server's `Content-Disposition` offers, but their errors come as JSON and are read like any other.
 */
export async function readResult(response: Response, binary: boolean): Promise<UntypedResult> {
  if (binary && response.ok && !isJson(response)) {
    const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition'));
    return { type: 'success', data: await response.blob(), ...(fileName === null ? {} : { fileName }) };
  }

  const body = parseJson(await response.text());
  if (response.ok && body?.type === 'success') {
    return body.paginationInfo
      ? { type: 'success', data: body.data, paginationInfo: body.paginationInfo }
      : { type: 'success', data: body.data };
  }
  if (typeof body?.type === 'string' && body.type.startsWith('failure/')) return body as Failure;
  throw new ApiError(response.status, v.is(ErrorBodySchema, body) ? body : unexpectedBody(response.status));
}

function isJson(response: Response): boolean {
  return response.headers.get('Content-Type')?.includes('application/json') ?? false;
}

function parseJson(text: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(text, reviveDates);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

function unexpectedBody(status: number): ErrorBody {
  return {
    type: 'UnexpectedError',
    errorCode: `HTTP-${status}`,
    fallbackMessage: `Unexpected answer from the server (HTTP ${status}).`,
  };
}
