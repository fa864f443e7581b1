import { germanWallClock } from '../../src/germanWallClock';

/** The records of a CSV file (`;`, `"` quoting with doubled quotes, CRLF), byte order mark dropped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && source[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/** A CSV file with a title line as objects by column title. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries((header ?? []).map((name, index) => [name, row[index] ?? ''])));
}

const two = (value: number) => String(value).padStart(2, '0');
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a CSV cell shows the JSON twin's value: empty for null, 'ja'/'nein', JSON text for
 * lists and objects, numbers with a decimal comma, instants as German wall-clock minutes, and
 * text as it is (a day typed as a date as dd.mm.yyyy; text that looks like a formula with a leading ').
 */
export function cellShows(cell: string, value: unknown): boolean {
  if (value === null || value === undefined) return cell === '';
  if (typeof value === 'boolean') return cell === (value ? 'ja' : 'nein');
  if (typeof value === 'number') return Math.abs(Number(cell.replace(',', '.')) - value) < 1e-6;
  if (typeof value === 'object') return cell === JSON.stringify(value);
  const text = String(value);
  if (ISO_INSTANT.test(text)) {
    const [year, month, day, hour, minute] = germanWallClock(text);
    return cell === `${two(day)}.${two(month)}.${year} ${two(hour)}:${two(minute)}`;
  }
  if (ISO_DAY.test(text) && cell === text.split('-').reverse().join('.')) return true;
  return cell === text || cell === `'${text}`;
}

/** Cents from a GoBD amount ('1234,56', '-12,00'). */
export const centsOf = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);
