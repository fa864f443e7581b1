/** PostgreSQL's type id of bytea. */
export const BYTEA_OID = 17;

/**
 * bytea to and from PGlite in its hex text form (`\x0a1b…`) by Node's native hex codec. PGlite's
 * own codec goes through one JS string per byte: writing a 3 MB PDF took about a second and
 * reading a 1 MB data sheet a seventh of one, all on the server's only thread, so every other
 * company's requests waited (ADR 0030, measurement).
 */
export const pgliteByteaSerializer = (value: unknown): string => {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
};

/** A Buffer, as node-postgres answers bytea (small ones are views into Node's shared pool). */
export const pgliteByteaParser = (text: string): Buffer => Buffer.from(text.slice(2), 'hex');

export const PGLITE_BYTEA = {
  serializers: { [BYTEA_OID]: pgliteByteaSerializer },
  parsers: { [BYTEA_OID]: pgliteByteaParser },
};
