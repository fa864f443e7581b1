import type { DatanormVersion } from './header';
import type { PriceUnit } from './prices';

/** Gross (list price, Preiskennzeichen 1) or net (purchase price, Preiskennzeichen 2). */
export type PriceKind = 'gross' | 'net';

export interface ArticleRecord {
  kind: 'article';
  line: number;
  /** Verarbeitungskennzeichen: N new, A changed, L delete. */
  action: 'N' | 'A' | 'L';
  articleNumber: string;
  shortText1: string;
  shortText2: string;
  priceKind: PriceKind;
  priceUnit: PriceUnit;
  /** Mengeneinheit as the supplier writes it ('Stck', 'm', …). */
  unit: string;
  /** The price of `priceUnit` units in cents, as in the file. */
  priceCents: number;
  discountGroup: string;
  articleGroup: string;
  /** Key of the long text (T records); the article number when the record names none. */
  textKey: string;
}

export interface AdditionalDataRecord {
  kind: 'additionalData';
  line: number;
  articleNumber: string;
  matchcode: string;
  ean: string;
}

export interface LongTextRecord {
  kind: 'longText';
  line: number;
  textKey: string;
  lines: { number: number; text: string }[];
}

export interface PriceChangeRecord {
  kind: 'priceChange';
  line: number;
  articleNumber: string;
  priceKind: PriceKind;
  /** The new price of the article's price unit in cents. */
  priceCents: number;
}

export type DatanormRecord = ArticleRecord | AdditionalDataRecord | LongTextRecord | PriceChangeRecord;

/** A record that cannot be taken, with its line and the German reason. */
export class RecordProblem extends Error {}

const field = (fields: readonly string[], index: number) => (fields[index] ?? '').trim();

function requireFields(fields: readonly string[], minimum: number, record: string): void {
  // A record ends with ';', so the split has one empty field more than the record has.
  const count = fields.at(-1) === '' ? fields.length - 1 : fields.length;
  if (count < minimum) throw new RecordProblem(`${record}: ${count} Felder statt mindestens ${minimum}.`);
}

function articleNumber(fields: readonly string[], index: number): string {
  const value = field(fields, index);
  if (!value) throw new RecordProblem('Die Artikelnummer fehlt.');
  if (value.length > 15) throw new RecordProblem(`Die Artikelnummer ‚${value}‘ ist länger als 15 Zeichen.`);
  return value;
}

function cents(text: string): number {
  const value = text.trim();
  if (!/^\d{1,11}$/.test(value)) throw new RecordProblem(`Der Preis ‚${value}‘ ist keine ganze Zahl in Cent.`);
  return Number(value);
}

function priceKind(text: string): PriceKind {
  const value = text.trim();
  if (value === '1') return 'gross';
  if (value === '2') return 'net';
  throw new RecordProblem(`Das Preiskennzeichen ‚${value}‘ ist weder 1 (Brutto) noch 2 (Netto).`);
}

/** Version 4 codes the price unit 0–3 (1, 10, 100, 1000 units); version 5 writes the quantity. */
const PRICE_UNIT_CODES: Record<string, PriceUnit> = { '': 1, '0': 1, '1': 10, '2': 100, '3': 1000 };
const PRICE_UNIT_QUANTITIES: Record<string, PriceUnit> = { '1': 1, '10': 10, '100': 100, '1000': 1000 };

function priceUnit(text: string, version: DatanormVersion): PriceUnit {
  const value = text.trim();
  const unit = (version === 4 ? PRICE_UNIT_CODES : PRICE_UNIT_QUANTITIES)[value];
  if (unit === undefined) throw new RecordProblem(`Die Preiseinheit ‚${value}‘ ist unbekannt.`);
  return unit;
}

function action(text: string): 'N' | 'A' | 'L' {
  const value = text.trim();
  if (value === 'N' || value === 'A' || value === 'L') return value;
  throw new RecordProblem(`Das Verarbeitungskennzeichen ‚${value}‘ ist weder N, A noch L.`);
}

/** V4: A;N;Artikelnummer;Textkennzeichen;Kurztext 1;Kurztext 2;Preiskennzeichen;Preiseinheit;Mengeneinheit;Preis;Rabattgruppe;Warengruppe;Langtextschlüssel */
function articleFour(fields: string[], line: number): ArticleRecord {
  requireFields(fields, 12, 'A-Satz');
  const number = articleNumber(fields, 2);
  return {
    kind: 'article', line, action: action(fields[1] ?? ''), articleNumber: number,
    shortText1: field(fields, 4), shortText2: field(fields, 5), priceKind: priceKind(fields[6] ?? ''),
    priceUnit: priceUnit(fields[7] ?? '', 4), unit: field(fields, 8), priceCents: cents(fields[9] ?? ''),
    discountGroup: field(fields, 10), articleGroup: field(fields, 11), textKey: field(fields, 12) || number,
  };
}

/** V5: A;N;Artikelnummer;Kurztext 1;Kurztext 2;Mengeneinheit;Preiskennzeichen;Preiseinheit;Preis;Rabattgruppe;Warengruppe;Langtextschlüssel */
function articleFive(fields: string[], line: number): ArticleRecord {
  requireFields(fields, 11, 'A-Satz');
  const number = articleNumber(fields, 2);
  return {
    kind: 'article', line, action: action(fields[1] ?? ''), articleNumber: number,
    shortText1: field(fields, 3), shortText2: field(fields, 4), unit: field(fields, 5), priceKind: priceKind(fields[6] ?? ''),
    priceUnit: priceUnit(fields[7] ?? '', 5), priceCents: cents(fields[8] ?? ''),
    discountGroup: field(fields, 9), articleGroup: field(fields, 10), textKey: field(fields, 11) || number,
  };
}

/** B;N;Artikelnummer;Matchcode;Alternativ-Artikelnummer;Katalogseite;;;EAN;… (same in 4 and 5) */
function additionalData(fields: string[], line: number): AdditionalDataRecord {
  requireFields(fields, 9, 'B-Satz');
  return { kind: 'additionalData', line, articleNumber: articleNumber(fields, 2), matchcode: field(fields, 3), ean: field(fields, 8) };
}

/** T;N;Textschlüssel;;Zeilennummer;Kennzeichen;Text;Zeilennummer;Kennzeichen;Text — two text lines per record. */
function longText(fields: string[], line: number): LongTextRecord {
  requireFields(fields, 7, 'T-Satz');
  const textKey = field(fields, 2);
  if (!textKey) throw new RecordProblem('Der Textschlüssel fehlt.');
  const lines: LongTextRecord['lines'] = [];
  for (const start of [4, 7]) {
    const numberText = field(fields, start);
    if (!numberText) continue;
    if (!/^\d{1,4}$/.test(numberText)) throw new RecordProblem(`Die Textzeilennummer ‚${numberText}‘ ist keine Zahl.`);
    lines.push({ number: Number(numberText), text: (fields[start + 2] ?? '').trimEnd() });
  }
  return { kind: 'longText', line, textKey, lines };
}

/**
 * V4: P;A; then up to three blocks of Artikelnummer;Preiskennzeichen;Preis;Rabattkennzeichen 1;
 * Rabatt 1;Rabattkennzeichen 2;Rabatt 2;Rabattkennzeichen 3;Rabatt 3. V5: one block per record.
 */
function priceChanges(fields: string[], line: number, version: DatanormVersion): PriceChangeRecord[] {
  requireFields(fields, 5, 'P-Satz');
  const blocks = version === 4 ? 3 : 1;
  const changes: PriceChangeRecord[] = [];
  for (let block = 0; block < blocks; block += 1) {
    const start = 2 + block * 9;
    if (!field(fields, start)) continue;
    changes.push({
      kind: 'priceChange', line, articleNumber: articleNumber(fields, start),
      priceKind: priceKind(fields[start + 1] ?? ''), priceCents: cents(fields[start + 2] ?? ''),
    });
  }
  if (changes.length === 0) throw new RecordProblem('Der P-Satz enthält keinen Artikel.');
  return changes;
}

/** The record types the import reads; others (R, S, K, Z, …) are passed over. */
export const READ_RECORD_TYPES = ['A', 'B', 'T', 'P'] as const;

/** The records of one decoded line (a V4 P record holds up to three), or [] for a type not read. */
export function parseRecord(text: string, line: number, version: DatanormVersion): DatanormRecord[] {
  const fields = text.split(';');
  const type = fields[0]?.trim() ?? '';
  switch (type) {
    case 'A':
      return [version === 4 ? articleFour(fields, line) : articleFive(fields, line)];
    case 'B':
      return [additionalData(fields, line)];
    case 'T':
      return [longText(fields, line)];
    case 'P':
      return priceChanges(fields, line, version);
    case '':
      throw new RecordProblem('Die Zeile hat keine Satzart.');
    default:
      if (/^[A-Z]$/.test(type)) return [];
      throw new RecordProblem(`‚${type.slice(0, 20)}‘ ist keine DATANORM-Satzart.`);
  }
}
