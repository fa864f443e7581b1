import iconv from 'iconv-lite';
import { invalidFile } from '../../http/uploads';
import { TableBuilder, type ImportTable } from './table';

/** The character sets German Excel and other tools write CSV in. */
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

/**
 * The file's text: a byte order mark names UTF-8 or UTF-16; without one, text that is valid
 * UTF-8 is read as UTF-8, anything else as Windows-1252 (what German Excel writes as 'CSV
 * (Trennzeichen-getrennt)'; its bytes 0x80–0x9F include '€' and typographic quotes).
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let decoded: { text: string; encoding: CsvEncoding };
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) decoded = { text: buffer.subarray(3).toString('utf8'), encoding: 'utf-8' };
  else if (startsWith(bytes, [0xff, 0xfe])) decoded = { text: iconv.decode(buffer.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  else if (startsWith(bytes, [0xfe, 0xff])) decoded = { text: iconv.decode(buffer.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  else {
    try {
      decoded = { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
    } catch {
      decoded = { text: iconv.decode(buffer, 'windows-1252'), encoding: 'windows-1252' };
    }
  }
  if (decoded.text.includes('\u0000')) {
    throw invalidFile('Die Datei ist keine CSV-Datei (sie enthält Binärdaten). Bitte wählen Sie eine .csv- oder .xlsx-Datei.');
  }
  return decoded;
}

const DELIMITERS = [';', ',', '\t'] as const;

/** The delimiter of the first line: the one of ';', ',' and tab found most often outside quotes; ';' on a tie. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: string = ';';
  for (const delimiter of DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/**
 * The records of CSV text (RFC 4180: quoted fields may hold the delimiter, line breaks and
 * doubled quotes), handed one by one to `onRecord` with their number from 1.
 */
export function parseCsvRecords(text: string, delimiter: string, onRecord: (record: string[], number: number) => void): void {
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let number = 0;
  let fieldStarted = false;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    number += 1;
    onRecord(record, number);
    record = [];
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === delimiter) endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (field !== '' || record.length > 0 || fieldStarted) endRecord();
}

/** The table of a CSV file; Excel's optional first line `sep=;` names the delimiter and is not a row. */
export function readCsv(bytes: Uint8Array): ImportTable & { encoding: CsvEncoding } {
  const { text: decoded, encoding } = decodeCsv(bytes);
  let text = decoded;
  let delimiter: string;
  const separatorLine = /^sep=(.)\r?\n/i.exec(text);
  if (separatorLine) {
    delimiter = separatorLine[1] as string;
    text = text.slice(separatorLine[0].length);
  } else delimiter = detectDelimiter(text);
  const builder = new TableBuilder();
  parseCsvRecords(text, delimiter, (record, number) => builder.add(number, record));
  return { ...builder.table(), encoding };
}
