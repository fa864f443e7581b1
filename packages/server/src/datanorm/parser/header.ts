import { decodeLine, EncodingProblem, type DatanormEncoding } from './codePages';
import { DatanormFileError } from './lines';

export type DatanormVersion = 4 | 5;

/** The V record (Vorlaufsatz) every DATANORM file starts with. */
export interface DatanormHeader {
  version: DatanormVersion;
  encoding: DatanormEncoding;
  /** The date of the price list as ISO day; prices apply from it. */
  validFrom: string;
  currency: string;
  /** The supplier named in the header's first information text. */
  supplier: string;
}

const latin = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const noHeader = () =>
  new DatanormFileError('Die Datei beginnt nicht mit einem DATANORM-Vorlaufsatz (V-Satz) und ist keine DATANORM-Datei.');
const unsupported = (version: string) =>
  new DatanormFileError(`Die DATANORM-Version ‚${version}‘ wird nicht unterstützt (gelesen werden 4 und 5).`);
const badDate = (text: string) => new DatanormFileError(`Das Datum ‚${text}‘ im Vorlaufsatz ist kein gültiges Datum.`);

/**
 * Version 4: fixed positions, 128 characters — 'V', blank, date TTMMJJ (3–8), information
 * texts 1–3 (9–48, 49–88, 89–123), version '04' (124–125), currency (126–128).
 * Two-digit years are 20JJ (DATANORM 4 appeared in 1998, the euro with it).
 */
function versionFour(text: string): DatanormHeader {
  const date = text.slice(2, 8);
  const match = /^(\d\d)(\d\d)(\d\d)$/.exec(date);
  const validFrom = match ? isoDay(2000 + Number(match[3]), Number(match[2]), Number(match[1])) : null;
  if (!validFrom) throw badDate(date);
  const currency = text.slice(125, 128).trim() || 'EUR';
  return { version: 4, encoding: 'cp850', validFrom, currency, supplier: text.slice(8, 48).trim() };
}

/** Version 5: 'V;050;' kind (A articles, P prices); date JJJJMMTT; currency; information text. */
function versionFive(fields: string[]): DatanormHeader {
  const date = fields[3] ?? '';
  const match = /^(\d{4})(\d\d)(\d\d)$/.exec(date);
  const validFrom = match ? isoDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  if (!validFrom) throw badDate(date);
  return { version: 5, encoding: 'iso-8859-1', validFrom, currency: (fields[4] ?? '').trim() || 'EUR', supplier: (fields[5] ?? '').trim() };
}

/**
 * Reads the header and with it the version, which decides the code page of all other lines:
 * code page 850 for version 4, ISO-8859-1 for version 5.
 */
export function readHeader(bytes: Uint8Array): DatanormHeader {
  const raw = latin(bytes);
  if (!raw.startsWith('V')) throw noHeader();
  const encoding: DatanormEncoding = raw.startsWith('V;') ? 'iso-8859-1' : 'cp850';
  let text: string;
  try {
    // Both code pages have one byte per character, so the fixed positions of version 4 hold.
    text = decodeLine(bytes, encoding);
  } catch (error) {
    if (error instanceof EncodingProblem) throw new DatanormFileError(`Der Vorlaufsatz ist nicht lesbar: ${error.message}`);
    throw error;
  }
  let header: DatanormHeader;
  if (encoding === 'iso-8859-1') {
    const fields = text.split(';');
    if (fields[1] !== '050') throw unsupported(fields[1] ?? '');
    header = versionFive(fields);
  } else {
    const version = text.slice(123, 125);
    if (version !== '04') throw unsupported(version.trim());
    header = versionFour(text);
  }
  if (header.currency !== 'EUR') throw new DatanormFileError(`Die Preisliste ist in ${header.currency}; gelesen werden nur Preise in Euro.`);
  return header;
}
