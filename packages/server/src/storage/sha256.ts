import { createHash } from 'node:crypto';

/** The SHA-256 of a text or bytes as 64 hex digits: how stored documents and link tokens are fingerprinted. */
export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
