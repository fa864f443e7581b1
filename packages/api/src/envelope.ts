import * as v from 'valibot';
import { plainText } from './common';

/** Every successful answer. */
export interface Success<T> {
  type: 'success';
  data: T;
}

export interface PaginationInfo {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  filteredElementsCount: number;
  totalElementsCount: number;
}

/** Successful answer of a paged list. */
export interface PagedSuccess<T> {
  type: 'success';
  data: T[];
  paginationInfo: PaginationInfo;
}

/** A domain failure the client handles itself, e.g. `failure/NotFound`. Never thrown. */
export interface Failure<K extends FailureType = FailureType> {
  type: K;
  message?: string;
}

export type FailureType = `failure/${string}`;

export const ERROR_TYPES = ['ExpectedError', 'UnexpectedError'] as const;

export const FieldErrorSchema = v.object({ path: v.string(), message: v.string() });
export type FieldError = v.InferOutput<typeof FieldErrorSchema>;

/** Body of every error answer (bad request, auth, server fault). */
export const ErrorBodySchema = v.object({
  type: v.picklist(ERROR_TYPES),
  errorCode: v.string(),
  fallbackMessage: v.string(),
  stackTrace: v.optional(v.nullable(v.string())),
  fieldErrors: v.optional(v.array(FieldErrorSchema)),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export const SORT_ORDERS = ['Asc', 'Desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Upper bound for "load all" refetches of selectors and option lists. */
export const MAX_PAGE_SIZE = 10_000;

const intFromQuery = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/**
 * Query of every paged list. `sortBy` is a sort key such as `Name`, checked by each
 * list against the keys it supports.
 */
export function listQuerySchema<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  return v.object({
    pageIndex: v.optional(intFromQuery(0, 1_000_000), 0),
    pageSize: v.optional(intFromQuery(1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
    sortBy: v.optional(v.picklist(sortKeys)),
    sortOrder: v.optional(v.picklist(SORT_ORDERS)),
    anyText: v.optional(v.pipe(plainText(), v.trim(), v.maxLength(200))),
  });
}

/** The validated query of a paged list with the sort keys `K`. */
export type ListQuery<K extends string = string> = v.InferOutput<ReturnType<typeof listQuerySchema<readonly [K, ...K[]]>>>;
