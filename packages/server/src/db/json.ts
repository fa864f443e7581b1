import type { ColumnType } from 'kysely';

type Serialized<T> = null extends T ? string | null : string;

/** A jsonb column: read as the parsed value, written as JSON text (see `toJson`). */
export type JsonColumn<T> = ColumnType<T, Serialized<T>, Serialized<T>>;

/**
 * JSON text for a jsonb parameter; `null` stays SQL NULL. Both drivers would turn a JS array
 * into a PostgreSQL array, so values are always serialized here.
 */
export function toJson<T>(value: T): Serialized<T> {
  return (value === null ? null : JSON.stringify(value)) as Serialized<T>;
}
