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

async function* chunksOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

async function* oneFile(bytes: Uint8Array, name: string) {
  yield { name, chunks: chunksOf(bytes) };
}

/** The events of every DATANORM file of an upload: a ZIP of files or one file. */
export async function* readDatanormUpload(bytes: Uint8Array, fileName: string, limits: UploadLimits): AsyncGenerator<FileEvent> {
  const files = isZip(bytes) ? zipEntries(bytes, limits) : oneFile(bytes, fileName);
  for await (const file of files) {
    try {
      for await (const event of parseDatanorm(file.chunks, limits)) yield { fileName: file.name, event };
    } catch (error) {
      if (error instanceof DatanormFileError) throw new DatanormFileError(`${file.name}: ${error.message}`);
      throw error;
    }
  }
}

