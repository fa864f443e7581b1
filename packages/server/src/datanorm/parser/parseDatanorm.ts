import { decodeLine, EncodingProblem } from './codePages';
import { readHeader, type DatanormHeader } from './header';
import { DatanormFileError, readLines, type LineLimits } from './lines';
import { parseRecord, RecordProblem, type DatanormRecord } from './records';

/** A line that was not taken, with its number and the German reason. */
export interface LineProblem {
  kind: 'problem';
  line: number;
  reason: string;
}

export type DatanormEvent = { kind: 'header'; header: DatanormHeader } | DatanormRecord | LineProblem;

/** No DATANORM record comes near it (the longest, a V4 P record, has about 250 characters). */
export const MAX_LINE_BYTES = 1024;

/**
 * Reads a DATANORM file as a stream: first its header, then each record or the problem of a
 * line that cannot be read. A file that is no DATANORM file at all, or is larger than
 * `maxFileBytes`, ends with a DatanormFileError.
 */
export async function* parseDatanorm(
  chunks: AsyncIterable<Uint8Array>,
  limits: Pick<LineLimits, 'maxFileBytes'>,
): AsyncGenerator<DatanormEvent> {
  let header: DatanormHeader | undefined;
  for await (const raw of readLines(chunks, { maxFileBytes: limits.maxFileBytes, maxLineBytes: MAX_LINE_BYTES })) {
    if (!header) {
      if (raw.bytes.length === 0) continue;
      header = readHeader(raw.bytes);
      yield { kind: 'header', header };
      continue;
    }
    if (raw.tooLong) {
      yield { kind: 'problem', line: raw.number, reason: `Die Zeile ist länger als ${MAX_LINE_BYTES} Zeichen.` };
      continue;
    }
    if (raw.bytes.length === 0) continue;
    try {
      yield* parseRecord(decodeLine(raw.bytes, header.encoding), raw.number, header.version);
    } catch (error) {
      if (!(error instanceof RecordProblem || error instanceof EncodingProblem)) throw error;
      yield { kind: 'problem', line: raw.number, reason: error.message };
    }
  }
  if (!header) throw new DatanormFileError('Die Datei ist leer.');
}
