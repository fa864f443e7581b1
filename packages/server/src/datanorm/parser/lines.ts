/** A file the import cannot read at all; its message is shown to the user as is. */
export class DatanormFileError extends Error {}

export interface RawLine {
  /** 1-based, as an editor counts. */
  number: number;
  bytes: Uint8Array;
  /** The line is longer than any DATANORM record and was cut. */
  tooLong: boolean;
}

export interface LineLimits {
  /** Bytes of the whole file; beyond it reading stops with a DatanormFileError. */
  maxFileBytes: number;
  /** Bytes of one line; a longer line is reported, not kept. */
  maxLineBytes: number;
}

const LF = 0x0a;
const CR = 0x0d;
/** DOS end-of-file mark, still written after the last record by many exporters. */
const SUB = 0x1a;

function trimLineEnd(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1] === CR || bytes[end - 1] === SUB)) end -= 1;
  return bytes.subarray(0, end);
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Splits a byte stream into lines without holding more than one line: a 2 GB file is read
 * with the memory of its longest line, and stopped as soon as it passes `maxFileBytes`.
 */
export async function* readLines(chunks: AsyncIterable<Uint8Array>, limits: LineLimits): AsyncGenerator<RawLine> {
  let total = 0;
  let number = 0;
  let parts: Uint8Array[] = [];
  let partBytes = 0;
  let tooLong = false;

  const finishLine = (): RawLine => {
    number += 1;
    const joined = parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts);
    const line = { number, bytes: trimLineEnd(joined), tooLong };
    parts = [];
    partBytes = 0;
    tooLong = false;
    return line;
  };

  const keep = (piece: Uint8Array) => {
    if (tooLong) return;
    if (partBytes + piece.length > limits.maxLineBytes) {
      tooLong = true;
      parts = [piece.subarray(0, Math.max(0, limits.maxLineBytes - partBytes))];
      return;
    }
    parts.push(piece);
    partBytes += piece.length;
  };

  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > limits.maxFileBytes) {
      throw new DatanormFileError(`Die Datei ist größer als ${megabytes(limits.maxFileBytes)} MB und wird nicht gelesen.`);
    }
    let start = 0;
    for (let index = chunk.indexOf(LF); index !== -1; index = chunk.indexOf(LF, start)) {
      keep(chunk.subarray(start, index));
      yield finishLine();
      start = index + 1;
    }
    // The chunk may be reused by its producer; what is kept past this iteration is copied.
    if (start < chunk.length) keep(Uint8Array.from(chunk.subarray(start)));
  }
  if (partBytes > 0 || tooLong) {
    const last = finishLine();
    if (last.bytes.length > 0 || last.tooLong) yield last;
  }
}
