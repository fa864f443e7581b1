import { INVOICE_KIND_LABELS, type DatevSettings, type InvoiceKind } from '@planner/api';
import iconv from 'iconv-lite';
import { BOOKING_COLUMNS, type BookingColumn } from './bookingColumns';

/** One booking: what the customer owes (or is credited) at one VAT category of one invoice. */
export interface Booking {
  /** Gross in cents; negative on a cancellation, which books on the credit side. */
  amount: number;
  debtorAccount: number;
  revenueAccount: number;
  /** ISO day of the invoice. */
  invoiceDate: string;
  invoiceNumber: string;
  kind: InvoiceKind;
  customerName: string;
}

export interface BatchHeader {
  settings: DatevSettings;
  /** ISO days of the period, both included. */
  from: string;
  to: string;
  /** ISO day the fiscal year of the period began. */
  fiscalYearStart: string;
  /** When the batch was made, in German time as 'yyyymmddhhmmssfff'. */
  createdAt: string;
}

const MAX_TEXT = 60;
const MAX_DOCUMENT_NUMBER = 36;
const MAX_BATCH_NAME = 30;

const quoted = (text: string) => `"${text.replace(/[\r\n]+/g, ' ').replaceAll('"', '""')}"`;
const compactDay = (day: string) => day.replaceAll('-', '');
/** Belegdatum: day and month; the year is the batch's. */
const dayAndMonth = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}`;
/** Amounts without sign and without thousands separator, with a decimal comma: 1234,56. */
const decimalComma = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
/** Belegfeld 1 takes letters, digits and $ & % * + - / only, at most 36 characters. */
const documentNumber = (invoiceNumber: string) => invoiceNumber.replace(/[^A-Za-z0-9$&%*+\-/]/g, '-').slice(0, MAX_DOCUMENT_NUMBER);

/** The header line (format version 700, category 21 'Buchungsstapel', format version 13): 31 fields. */
export function headerLine({ settings, from, to, fiscalYearStart, createdAt }: BatchHeader): string {
  const fields = [
    quoted('EXTF'), // Kennzeichen: a batch made outside DATEV
    '700', // Versionsnummer of the header
    '21', // Formatkategorie: Buchungsstapel
    quoted('Buchungsstapel'), // Formatname
    '13', // Formatversion
    createdAt, // Erzeugt am
    '', // Importiert (filled in by DATEV)
    quoted('RE'), // Herkunft: Rechnungswesen
    quoted(''), // Exportiert von
    quoted(''), // Importiert von
    String(settings.consultantNumber), // Beraternummer
    String(settings.clientNumber), // Mandantennummer
    compactDay(fiscalYearStart), // WJ-Beginn
    String(settings.accountLength), // Sachkontenlänge
    compactDay(from), // Datum vom
    compactDay(to), // Datum bis
    quoted(`Rechnungen ${compactDay(from)}-${compactDay(to)}`.slice(0, MAX_BATCH_NAME)), // Bezeichnung
    quoted(''), // Diktatkürzel
    '1', // Buchungstyp: Finanzbuchführung
    '0', // Rechnungslegungszweck: unabhängig
    '0', // Festschreibung: none, the adviser checks and commits the bookings
    quoted('EUR'), // WKZ
    '', // reserviert
    quoted(''), // Derivatskennzeichen
    '', // reserviert
    '', // reserviert
    quoted(settings.chart === 'SKR03' ? '03' : '04'), // Sachkontenrahmen
    '', // Branchenlösungs-ID
    '', // reserviert
    quoted(''), // reserviert
    quoted(''), // Anwendungsinformation
  ];
  return fields.join(';');
}

/** A booking line: the debtor account against the revenue account, debit ('S') or credit ('H') on the debtor. */
export function bookingLine(booking: Booking): string {
  const cells = new Map<BookingColumn, string>([
    ['Umsatz (ohne Soll/Haben-Kz)', decimalComma(Math.abs(booking.amount))],
    ['Soll/Haben-Kennzeichen', quoted(booking.amount < 0 ? 'H' : 'S')],
    ['WKZ Umsatz', quoted('EUR')],
    ['Konto', String(booking.debtorAccount)],
    ['Gegenkonto (ohne BU-Schlüssel)', String(booking.revenueAccount)],
    ['Belegdatum', dayAndMonth(booking.invoiceDate)],
    ['Belegfeld 1', quoted(documentNumber(booking.invoiceNumber))],
    ['Buchungstext', quoted(`${INVOICE_KIND_LABELS[booking.kind]} ${booking.customerName}`.slice(0, MAX_TEXT))],
  ]);
  return BOOKING_COLUMNS.map((column) => cells.get(column) ?? '').join(';');
}

/** The whole batch as DATEV reads it: Windows-1252, lines ending in CRLF. */
export function bookingBatch(header: BatchHeader, bookings: readonly Booking[]): Buffer {
  const lines = [headerLine(header), BOOKING_COLUMNS.join(';'), ...bookings.map(bookingLine)];
  return iconv.encode(lines.map((line) => `${line}\r\n`).join(''), 'win1252');
}

/** A customer's debtor account: 10^length + number − 1 (10000 … 69999 at length 4), undefined past the range. */
export function debtorAccountOf(debtorNumber: number, accountLength: number): number | undefined {
  const first = 10 ** accountLength;
  const account = first + debtorNumber - 1;
  return account <= 7 * first - 1 ? account : undefined;
}
