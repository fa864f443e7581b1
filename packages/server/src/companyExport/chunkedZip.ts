import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Bytes gathered before they are stored as one chunk. */
export const CHUNK_BYTES = 1 << 20;

/** Stores the `seq`-th chunk of the ZIP. */
export type StoreChunk = (seq: number, data: Uint8Array) => Promise<void>;

export interface ZipEntry {
  /** Adds bytes to the entry; the last call says `final`. */
  push(data: Uint8Array | string, final?: boolean): Promise<void>;
}

const encoder = new TextEncoder();

/**
 * A ZIP written entry by entry (fflate's streaming `Zip`) into chunks of about a megabyte that
 * `store` keeps as they fill, so only a chunk and the entry being added are ever in memory.
 */
export function chunkedZip(store: StoreChunk) {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let byteSize = 0;
  let failure: Error | null = null;
  let ended = false;
  const zip = new Zip((error, data, final) => {
    if (error) {
      failure = error;
      return;
    }
    pending.push(data);
    pendingBytes += data.byteLength;
    byteSize += data.byteLength;
    if (final) ended = true;
  });

  const flush = async (all = false) => {
    if (failure) throw failure;
    if (pendingBytes === 0 || (!all && pendingBytes < CHUNK_BYTES)) return;
    const chunk = new Uint8Array(pendingBytes);
    let offset = 0;
    for (const part of pending) {
      chunk.set(part, offset);
      offset += part.byteLength;
    }
    pending = [];
    pendingBytes = 0;
    await store(seq, chunk);
    seq += 1;
  };

  return {
    /** A new entry; `compress: false` for files compressed already (PDF, PNG, JPEG). */
    entry(name: string, compress = true): ZipEntry {
      const file: ZipDeflate | ZipPassThrough = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(file);
      return {
        async push(data, final = false) {
          file.push(typeof data === 'string' ? encoder.encode(data) : data, final);
          await flush();
        },
      };
    },
    async file(name: string, data: Uint8Array | string, compress = true): Promise<void> {
      await this.entry(name, compress).push(data, true);
    },
    /** Writes the central directory and stores what is left; the ZIP's size in bytes. */
    async end(): Promise<number> {
      zip.end();
      await flush(true);
      if (!ended) throw new Error('the ZIP did not end');
      return byteSize;
    },
  };
}

export type ChunkedZip = ReturnType<typeof chunkedZip>;
