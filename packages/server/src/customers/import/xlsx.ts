import { CUSTOMER_IMPORT_LIMITS } from '@planner/api';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate, zipSync } from 'fflate';
import { invalidFile } from '../../http/uploads';
import { TableBuilder, type ImportTable } from './table';

/** Compressed bytes handed to the decompressor at a time: bounds what one step can unpack. */
const SLICE_BYTES = 16 * 1024;

const MSG_DAMAGED = 'Die Excel-Datei ist beschädigt und kann nicht gelesen werden.';
const MSG_UNPACKS_TOO_MUCH = `Die Excel-Datei entpackt mehr als ${CUSTOMER_IMPORT_LIMITS.maxUnpackedBytes / (1024 * 1024)} MB und wird nicht gelesen.`;

/**
 * The parts of an .xlsx (a ZIP file), unpacked slice by slice and refused as soon as they
 * exceed the limits: exceljs unpacks every part whole in memory (JSZip), which a ZIP bomb of a
 * few kilobytes would blow up to gigabytes. Only the parts unpacked here reach exceljs.
 */
function unpackChecked(bytes: Uint8Array): Record<string, Uint8Array> {
  const parts: Record<string, Uint8Array[]> = {};
  let failure: string | undefined;
  let count = 0;
  let total = 0;
  let unfinished = 0;
  const unzip = new Unzip((file) => {
    if (file.name.endsWith('/')) return;
    count += 1;
    if (count > CUSTOMER_IMPORT_LIMITS.maxParts || (file.compression !== 0 && file.compression !== 8) || file.name in parts) {
      failure ??= MSG_DAMAGED;
      return;
    }
    const chunks: Uint8Array[] = [];
    parts[file.name] = chunks;
    unfinished += 1;
    file.ondata = (error, data, final) => {
      if (final) unfinished -= 1;
      if (error) {
        failure ??= MSG_DAMAGED;
        return;
      }
      total += data.length;
      if (total > CUSTOMER_IMPORT_LIMITS.maxUnpackedBytes) failure ??= MSG_UNPACKS_TOO_MUCH;
      else chunks.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
    const end = Math.min(bytes.length, offset + SLICE_BYTES);
    try {
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    } catch {
      failure ??= MSG_DAMAGED;
    }
    if (failure) throw invalidFile(failure);
  }
  if (count === 0 || unfinished > 0) throw invalidFile(MSG_DAMAGED);
  return Object.fromEntries(Object.entries(parts).map(([name, chunks]) => [name, Buffer.concat(chunks)]));
}

/** A zip code formatted '00000' in Excel is a number without its leading zero: the format's zeros give it back. */
function numberText(value: number, format: string | undefined): string {
  if (format && /^0+$/.test(format) && Number.isInteger(value)) return String(value).padStart(format.length, '0');
  return String(value);
}

type CellValue = ExcelJS.CellValue | undefined;

/** A cell as text: rich text and links by their text, formulas by their result, days as 'TT.MM.JJJJ'. */
function cellText(value: CellValue, format: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value, format);
  if (typeof value === 'boolean') return value ? 'WAHR' : 'FALSCH';
  if (value instanceof Date) {
    const pad = (part: number) => String(part).padStart(2, '0');
    return `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()}`;
  }
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return cellText(value.text as CellValue, format);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: CellValue }).result, format);
  return '';
}

/** The table of the first worksheet of an .xlsx file. */
export async function readXlsx(bytes: Uint8Array): Promise<ImportTable> {
  const parts = unpackChecked(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(zipSync(parts, { level: 0 })) as unknown as ArrayBuffer);
  } catch {
    throw invalidFile(MSG_DAMAGED);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalidFile('Die Excel-Datei enthält kein Tabellenblatt.');
  const builder = new TableBuilder();
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    const width = Math.min(row.cellCount, CUSTOMER_IMPORT_LIMITS.maxColumns + 1);
    for (let column = 1; column <= width; column += 1) {
      const cell = row.getCell(column);
      cells.push(cellText(cell.value, cell.numFmt));
    }
    builder.add(rowNumber, cells);
  });
  return builder.table();
}
