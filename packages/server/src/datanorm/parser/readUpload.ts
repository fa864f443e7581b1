import { DatanormFileError } from './lines';
import { parseDatanorm, type DatanormEvent } from './parseDatanorm';
import { isZip, zipEntries, type ZipLimits } from './zip';

export interface UploadLimits extends ZipLimits {
  /** Bytes of one DATANORM file, packed or not. */
  maxFileBytes: number;
}

export interface FileEvent {
  fileName: string;
  event: DatanormEvent;
}

/** An upload's bytes: at once, or as chunks in order whose first holds the file's first four bytes (unless it is shorter). */
export type UploadSource = Uint8Array | AsyncIterable<Uint8Array>;

async function* chunksOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/** The source's chunks, and its first chunk to tell a ZIP from a DATANORM file by. */
async function opened(source: UploadSource): Promise<{ first: Uint8Array; chunks: AsyncIterable<Uint8Array> }> {
  if (source instanceof Uint8Array) return opened(chunksOf(source));
  const iterator = source[Symbol.asyncIterator]();
  const head = await iterator.next();
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (let next = head; !next.done; next = await iterator.next()) yield next.value;
  }
  return { first: head.done ? new Uint8Array() : head.value, chunks: chunks() };
}

async function* oneFile(chunks: AsyncIterable<Uint8Array>, name: string) {
  yield { name, chunks };
}

/** The events of every DATANORM file of an upload: a ZIP of files or one file. */
export async function* readDatanormUpload(source: UploadSource, fileName: string, limits: UploadLimits): AsyncGenerator<FileEvent> {
  const { first, chunks } = await opened(source);
  const files = isZip(first) ? zipEntries(chunks, limits) : oneFile(chunks, fileName);
  for await (const file of files) {
    try {
      for await (const event of parseDatanorm(file.chunks, limits)) yield { fileName: file.name, event };
    } catch (error) {
      if (error instanceof DatanormFileError) throw new DatanormFileError(`${file.name}: ${error.message}`);
      throw error;
    }
  }
}

