import type { Readable } from 'node:stream';
import type { Failure, FailureType, PagedSuccess, Success } from '@planner/api';

/** 404 for `…NotFound`, 409 for conflicts such as `failure/AlreadyRegistered`, 422 otherwise; 410 only when a result names it. */
export type FailureStatus = 404 | 409 | 410 | 422;

export interface FailureResult<K extends FailureType = FailureType> extends Failure<K> {
  /** Overrides the status derived from the failure type; never sent. */
  status?: FailureStatus;
}

export interface BinaryResult {
  type: 'binary';
  contentType: string;
  /** The file, whole or streamed as it is made (a list export). */
  data: Buffer | Readable;
  /** Offered as download name (`Content-Disposition: attachment; filename*=UTF-8''…`). */
  fileName?: string;
}

export const success = <T>(data: T): Success<T> => ({ type: 'success', data });

export const failure = <K extends FailureType>(type: K, message?: string, status?: FailureStatus): FailureResult<K> => ({
  type,
  ...(message === undefined ? {} : { message }),
  ...(status === undefined ? {} : { status }),
});

/** A document's download name, `Angebot-A-2026-017.pdf`: kind and number; characters a file name cannot hold become '-'. */
export const documentFileName = (kind: string, documentNumber: string, extension: string) =>
  `${kind}-${documentNumber.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.${extension}`;

export const binary = (contentType: string, data: Buffer, fileName?: string): BinaryResult => ({
  type: 'binary',
  contentType,
  data,
  ...(fileName === undefined ? {} : { fileName }),
});

/** The answer of a paged list: one page of it and its counts. */
export function paged<T>(
  { rows, filtered, total }: { rows: T[]; filtered: number; total: number },
  { pageIndex, pageSize }: { pageIndex: number; pageSize: number },
): PagedSuccess<T> {
  return {
    type: 'success',
    data: rows,
    paginationInfo: {
      pageIndex,
      pageSize,
      pageCount: Math.ceil(filtered / pageSize),
      filteredElementsCount: filtered,
      totalElementsCount: total,
    },
  };
}

const CONFLICT_SUFFIXES = ['AlreadyRegistered', 'AlreadyExists', 'Conflict'];

export function failureStatus(type: FailureType): FailureStatus {
  if (type.endsWith('NotFound')) return 404;
  if (CONFLICT_SUFFIXES.some((suffix) => type.endsWith(suffix))) return 409;
  return 422;
}
