import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';

/** Bytes gathered before they are stored as one chunk. */
export const CHUNK_BYTES = 1 << 20;

/** Stores the `seq`-th chunk of the ZIP. */
export type StoreChunk = (seq: number, data: Uint8Array) => Promise<void>;

export interface ZipEntry {
  /** Adds bytes to the entry; the last call says `final` and returns once the entry is written. */
  push(data: Uint8Array | string, final?: boolean): Promise<void>;
}

export interface ChunkedZipOptions {
  /** ZIP64 records even for a small archive (the writer switches to them by itself past 65 535 entries or 4 GiB). */
  forceZip64?: boolean;
}

/**
 * A ZIP written entry by entry (archiver's streaming ZIP, which writes ZIP64 when an archive
 * outgrows 65 535 entries or 4 GiB) into chunks of about a megabyte that `store` keeps as they
 * fill, so only a chunk and the entry being added are ever in memory.
 */
export function chunkedZip(store: StoreChunk, options: ChunkedZipOptions = {}) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let byteSize = 0;
  let failure: Error | null = null;
  const archive = new ZipArchive({ zlib: { level: 6 }, forceZip64: options.forceZip64 ?? false });
  // One entry is added at a time: each waits for the previous one's 'entry' event.
  const written: (() => void)[] = [];
  const failed = new Promise<never>((_, reject) => {
    archive.on('error', (error) => {
      failure = error;
      reject(error);
    });
  });
  failed.catch(() => undefined);
  const ended = once(archive, 'end');
  ended.catch(() => undefined);
  archive.on('entry', () => written.shift()?.());
  archive.on('data', (data: Buffer) => {
    pending.push(data);
    pendingBytes += data.byteLength;
    byteSize += data.byteLength;
  });

  const flush = async (all = false) => {
    if (failure) throw failure;
    if (pendingBytes === 0 || (!all && pendingBytes < CHUNK_BYTES)) return;
    const chunk = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await store(seq, chunk);
    seq += 1;
  };

  return {
    /** A new entry; `compress: false` for files compressed already (PDF, PNG, JPEG). */
    entry(name: string, compress = true): ZipEntry {
      const source = new PassThrough();
      const done = new Promise<void>((resolve) => written.push(resolve));
      archive.append(source, { name, store: !compress });
      return {
        async push(data, final = false) {
          const bytes = typeof data === 'string' ? Buffer.from(data) : data;
          if (!source.write(bytes)) await Promise.race([once(source, 'drain'), failed]);
          if (final) {
            source.end();
            await Promise.race([done, failed]);
          }
          await flush();
        },
      };
    },
    async file(name: string, data: Uint8Array | string, compress = true): Promise<void> {
      await this.entry(name, compress).push(data, true);
    },
    /** Writes the central directory and stores what is left; the ZIP's size in bytes. */
    async end(): Promise<number> {
      await Promise.race([archive.finalize(), failed]);
      await Promise.race([ended, failed]);
      await flush(true);
      return byteSize;
    },
  };
}

export type ChunkedZip = ReturnType<typeof chunkedZip>;
