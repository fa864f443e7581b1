import { CUSTOMER_IMPORT_LIMITS, MSG_IMPORT_FILE_TOO_LARGE } from '@planner/api';
import { invalidFile } from '../../http/uploads';
import { readCsv } from './csv';
import type { ImportTable } from './table';
import { readXlsx } from './xlsx';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** The compound file of the old .xls format (and of other old Office files). */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The table of an uploaded file, judged by its bytes: .xlsx (a ZIP file) or CSV text. */
export async function readImportTable(bytes: Uint8Array): Promise<ImportTable> {
  if (bytes.length === 0) throw invalidFile('Die Datei ist leer.');
  if (bytes.length > CUSTOMER_IMPORT_LIMITS.maxFileBytes) throw invalidFile(MSG_IMPORT_FILE_TOO_LARGE);
  if (startsWith(bytes, OLE_SIGNATURE)) {
    throw invalidFile('Das alte Excel-Format (.xls) wird nicht gelesen. Bitte speichern Sie die Datei in Excel als .xlsx oder als CSV.');
  }
  return startsWith(bytes, ZIP_SIGNATURE) ? readXlsx(bytes) : readCsv(bytes);
}
