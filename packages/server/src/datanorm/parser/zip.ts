import { Unzip, UnzipInflate } from 'fflate';
import { DatanormFileError } from './lines';

export interface ZipLimits {
  maxEntries: number;
  /** Uncompressed bytes of all entries together. */
  maxTotalBytes: number;
  /** Uncompressed to compressed bytes; a ZIP bomb reaches a thousand and more. */
  maxRatio: number;
}

export interface ZipEntry {
  name: string;
  chunks: AsyncIterable<Uint8Array>;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export const isZip = (bytes: Uint8Array) => ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** Compressed bytes handed to the decompressor at a time: bounds what one step can unpack. */
const SLICE_BYTES = 16 * 1024;
/** Below this, a high ratio is a small text file, not a bomb. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

interface Piece {
  entry: number;
  name: string;
  data: Uint8Array;
}

const damaged = () => new DatanormFileError('Die ZIP-Datei ist beschädigt und kann nicht entpackt werden.');

/** Unpacks slice by slice, so that no more than one slice's output is held before it is read. */
async function* pieces(zip: AsyncIterable<Uint8Array>, limits: ZipLimits): AsyncGenerator<Piece> {
  const ready: Piece[] = [];
  let failure: DatanormFileError | undefined;
  let entries = 0;
  let total = 0;
  const unzip = new Unzip((file) => {
    if (file.name.endsWith('/')) return;
    entries += 1;
    if (entries > limits.maxEntries) {
      failure ??= new DatanormFileError(`Die ZIP-Datei enthält mehr als ${limits.maxEntries} Dateien.`);
      return;
    }
    if (file.compression !== 0 && file.compression !== 8) {
      failure ??= new DatanormFileError(`‚${file.name}‘ ist mit einem nicht unterstützten Verfahren gepackt.`);
      return;
    }
    const entry = entries;
    file.ondata = (error, data) => {
      if (error) {
        failure ??= damaged();
        return;
      }
      total += data.length;
      ready.push({ entry, name: file.name, data });
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  let read = 0;
  /** Hands a slice to the decompressor and stops at what it found wrong or unpacked too much of. */
  const push = (slice: Uint8Array, final: boolean) => {
    read += slice.length;
    try {
      unzip.push(slice, final);
    } catch {
      failure ??= damaged();
    }
    if (failure) throw failure;
    if (total > limits.maxTotalBytes) {
      throw new DatanormFileError(`Die ZIP-Datei entpackt mehr als ${Math.round(limits.maxTotalBytes / (1024 * 1024))} MB und wird nicht gelesen.`);
    }
    if (total > RATIO_FLOOR_BYTES && total > limits.maxRatio * read) {
      throw new DatanormFileError('Die ZIP-Datei ist ungewöhnlich stark gepackt (ZIP-Bombe) und wird nicht gelesen.');
    }
  };
  for await (const chunk of zip) {
    for (let offset = 0; offset < chunk.length; offset += SLICE_BYTES) {
      push(chunk.subarray(offset, offset + SLICE_BYTES), false);
      while (ready.length > 0) yield ready.shift() as Piece;
    }
  }
  push(new Uint8Array(), true);
  while (ready.length > 0) yield ready.shift() as Piece;
  if (entries === 0) throw new DatanormFileError('Die ZIP-Datei enthält keine Datei.');
}

/**
 * The entries of a ZIP file read chunk by chunk, in order, each as a stream of its bytes; an
 * entry's stream must be read before the next entry is asked for.
 */
export async function* zipEntries(zip: AsyncIterable<Uint8Array>, limits: ZipLimits): AsyncGenerator<ZipEntry> {
  const source = pieces(zip, limits)[Symbol.asyncIterator]();
  let current = await source.next();
  while (!current.done) {
    const { entry, name } = current.value;
    const sameEntry = () => !current.done && current.value.entry === entry;
    async function* chunks(): AsyncGenerator<Uint8Array> {
      while (!current.done && current.value.entry === entry) {
        yield current.value.data;
        current = await source.next();
      }
    }
    yield { name, chunks: chunks() };
    while (sameEntry()) current = await source.next();
  }
}
