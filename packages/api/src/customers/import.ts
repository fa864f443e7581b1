import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { inEnvironment } from '../endpointEnvironment';
import { FileContentSchema } from '../fileContent';

/**
 * Customer import from CSV or Excel (docs/adr/0032-customer-import.md). What a file may hold: a
 * company moving from another tool brings a few thousand customers; beyond these limits the file
 * is refused with the German message below, nothing read.
 */
export const CUSTOMER_IMPORT_LIMITS = {
  /** Bytes of the uploaded file. */
  maxFileBytes: 5 * 1024 * 1024,
  /** Data rows below the header row. */
  maxRows: 5_000,
  /** Columns of the header row. */
  maxColumns: 60,
  /** Bytes an .xlsx unpacks to, all its parts together. */
  maxUnpackedBytes: 40 * 1024 * 1024,
  /** Parts of an .xlsx. */
  maxParts: 200,
} as const;

export const MSG_IMPORT_FILE_TOO_LARGE = `Die Datei ist zu groß. Maximal ${CUSTOMER_IMPORT_LIMITS.maxFileBytes / (1024 * 1024)} MB.`;
export const MSG_IMPORT_TOO_MANY_ROWS = `Die Datei enthält mehr als ${CUSTOMER_IMPORT_LIMITS.maxRows.toLocaleString('de-DE')} Zeilen. Bitte teilen Sie sie auf.`;

/** The customer fields a column can fill; `fullName` is split into first and last name. */
export const CUSTOMER_IMPORT_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'fullName',
  'street',
  'houseNumber',
  'zipCode',
  'city',
  'phone',
  'cellphone',
  'email',
] as const;
export type CustomerImportField = (typeof CUSTOMER_IMPORT_FIELDS)[number];

export const CUSTOMER_IMPORT_FIELD_LABELS: Readonly<Record<CustomerImportField, string>> = {
  salutation: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  fullName: 'Name (Vor- und Nachname)',
  street: 'Straße',
  houseNumber: 'Hausnummer',
  zipCode: 'PLZ',
  city: 'Ort',
  phone: 'Telefon',
  cellphone: 'Mobil',
  email: 'E-Mail',
};

/** Which column (0-based) fills which field; a field without column stays empty. */
export type CustomerImportMapping = Partial<Record<CustomerImportField, number>>;

/** The mapping as one query parameter: `firstName:0,lastName:1`; empty for no column at all. */
export const mappingParameter = (mapping: CustomerImportMapping) =>
  CUSTOMER_IMPORT_FIELDS.filter((field) => mapping[field] !== undefined)
    .map((field) => `${field}:${mapping[field]}`)
    .join(',');

const MSG_MAPPING = 'Die Zuordnung der Spalten ist ungültig.';

function parseMapping(text: string): CustomerImportMapping | null {
  const mapping: CustomerImportMapping = {};
  for (const pair of text === '' ? [] : text.split(',')) {
    const match = /^([a-zA-Z]+):(\d{1,3})$/.exec(pair);
    const field = match?.[1] as CustomerImportField | undefined;
    if (!match || !field || !CUSTOMER_IMPORT_FIELDS.includes(field) || mapping[field] !== undefined) return null;
    const column = Number(match[2]);
    if (column >= CUSTOMER_IMPORT_LIMITS.maxColumns) return null;
    mapping[field] = column;
  }
  return mapping;
}

const MappingSchema = v.pipe(
  v.string(),
  v.maxLength(400, MSG_MAPPING),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const mapping = parseMapping(dataset.value);
    if (!mapping) {
      addIssue({ message: MSG_MAPPING });
      return NEVER;
    }
    return mapping;
  }),
);

const fileName = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255)), '');

/** The preview's query: the file's name and the mapping; without a mapping the suggested one is applied. */
export const CustomerImportPreviewQuerySchema = v.object({ fileName, mapping: v.optional(MappingSchema) });

export const CustomerImportConfirmQuerySchema = v.object({
  fileName,
  mapping: MappingSchema,
  /** 'true': rows that match an existing customer or an earlier row are left out. */
  skipDuplicates: v.pipe(
    v.picklist(['true', 'false'], 'Erlaubt sind true und false.'),
    v.transform((value) => value === 'true'),
  ),
});

export const CUSTOMER_IMPORT_ROW_STATUSES = ['New', 'Duplicate', 'Error'] as const;
export type CustomerImportRowStatus = (typeof CUSTOMER_IMPORT_ROW_STATUSES)[number];
export const CUSTOMER_IMPORT_ROW_STATUS_LABELS: Readonly<Record<CustomerImportRowStatus, string>> = {
  New: 'Neu',
  Duplicate: 'Duplikat',
  Error: 'Fehler',
};

/** A field of a row the customer validation refuses, with its German message. */
export interface CustomerImportProblem {
  field: string;
  message: string;
}

/** What a duplicate matches: an existing customer, or an earlier row of the file. */
export type CustomerImportDuplicate = { customerId: string; name: string } | { row: number };

export interface CustomerImportRow {
  /** The row number as a spreadsheet shows it (the header row is usually 1). */
  row: number;
  status: CustomerImportRowStatus;
  /** 'Nachname, Vorname' and the address line as read, for the user to recognise the row. */
  name: string;
  address: string;
  duplicateOf: CustomerImportDuplicate | null;
  problems: CustomerImportProblem[];
}

export interface CustomerImportCounts {
  rows: number;
  new: number;
  duplicate: number;
  error: number;
}

export interface CustomerImportPreview {
  fileName: string;
  /** The header row's texts, by column. */
  headers: string[];
  suggestedMapping: CustomerImportMapping;
  /** The mapping the rows were read with. */
  mapping: CustomerImportMapping;
  counts: CustomerImportCounts;
  rows: CustomerImportRow[];
}

export interface CustomerImportResult {
  imported: number;
  skippedDuplicates: number;
  skippedErrors: number;
}

/**
 * The file is sent with each step, as the client holds it: the preview reads and checks it
 * without writing anything; confirming reads it again and writes the valid rows in one
 * transaction. Whoever may create customers may import them.
 */
export const customerImportEndpoints = inEnvironment('both', {
  preview: endpoint<CustomerImportPreview>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/customers/import/preview',
    query: CustomerImportPreviewQuerySchema,
    body: FileContentSchema,
  }),
  confirm: endpoint<CustomerImportResult>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/customers/import/confirm',
    query: CustomerImportConfirmQuerySchema,
    body: FileContentSchema,
  }),
});
