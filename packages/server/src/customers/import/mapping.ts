import { CUSTOMER_IMPORT_FIELDS, type CustomerImportField, type CustomerImportMapping, type CustomerInput } from '@planner/api';

/** A header as compared: lower case, umlauts and ß folded, without spaces, dots, hyphens and slashes. */
export const headerKey = (header: string) =>
  header
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');

/** Header names other tools and hand-made lists use, best first, by field. */
const HEADERS: Readonly<Record<CustomerImportField, readonly string[]>> = {
  salutation: ['anrede', 'salutation', 'briefanrede'],
  firstName: ['vorname', 'firstname', 'vorname1', 'givenname'],
  lastName: ['nachname', 'familienname', 'lastname', 'surname', 'name1', 'zuname'],
  fullName: ['name', 'kunde', 'kundenname', 'vollstandigername', 'kontakt', 'ansprechpartner', 'fullname'],
  street: ['strasse', 'strassehausnummer', 'strasseundhausnummer', 'strassehausnr', 'strassenr', 'str', 'adresse', 'anschrift', 'street', 'address'],
  houseNumber: ['hausnummer', 'hausnr', 'hnr', 'nr', 'housenumber'],
  zipCode: ['plz', 'postleitzahl', 'zip', 'zipcode', 'postalcode'],
  city: ['ort', 'stadt', 'wohnort', 'city'],
  phone: ['telefon', 'tel', 'telefonnummer', 'festnetz', 'telefonprivat', 'telefongeschaftlich', 'telefon1', 'phone'],
  cellphone: ['mobil', 'handy', 'mobiltelefon', 'mobilnummer', 'handynummer', 'mobile', 'cellphone'],
  email: ['email', 'mail', 'emailadresse', 'mailadresse', 'emailprivat'],
};
/** A company's name is taken as the last name when the file has no other name column. */
const COMPANY_HEADERS = ['firma', 'firmenname', 'unternehmen', 'company', 'name2'];

/**
 * The mapping the headers suggest: each field takes the first unused column whose header is
 * one of its names. 'Name' is the last name beside a 'Vorname' column, else first and last
 * name together; 'Firma' fills the last name only when no column names a person.
 */
export function suggestMapping(headers: readonly string[]): CustomerImportMapping {
  const keys = headers.map(headerKey);
  const used = new Set<number>();
  const mapping: CustomerImportMapping = {};
  const take = (field: CustomerImportField, names: readonly string[]) => {
    if (mapping[field] !== undefined) return;
    for (const name of names) {
      const column = keys.findIndex((key, index) => key === name && !used.has(index));
      if (column >= 0) {
        mapping[field] = column;
        used.add(column);
        return;
      }
    }
  };
  take('firstName', HEADERS.firstName);
  take('lastName', mapping.firstName === undefined ? HEADERS.lastName : [...HEADERS.lastName, 'name']);
  if (mapping.lastName === undefined) take('fullName', HEADERS.fullName);
  if (mapping.lastName === undefined && mapping.fullName === undefined) take('lastName', COMPANY_HEADERS);
  for (const field of CUSTOMER_IMPORT_FIELDS) take(field, HEADERS[field]);
  return mapping;
}

/** 'Müller, Anna' or 'Anna Müller': last name after the comma's left, or the last word. */
function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const comma = fullName.indexOf(',');
  if (comma >= 0) return { lastName: fullName.slice(0, comma).trim(), firstName: fullName.slice(comma + 1).trim() };
  const words = fullName.trim().split(/\s+/);
  const lastName = words.pop() ?? '';
  return { firstName: words.join(' '), lastName };
}

/** 'Hauptstraße 12a' or 'Am Hang 3-5' in one column: the street and its house number. */
const STREET_WITH_NUMBER = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+\s?[a-zA-Z]?)?)$/;

const SALUTATION_WORDS: Readonly<Record<string, CustomerInput['salutation']>> = {
  '': null,
  frau: 'Ms',
  herr: 'Mr',
  herrn: 'Mr',
  firma: 'Company',
  divers: 'Neutral',
  neutral: 'Neutral',
  diversneutral: 'Neutral',
};

/** The customer a row describes under `mapping`, not yet validated; an unknown salutation is kept for the validation to name. */
export function rowCustomer(cells: readonly string[], mapping: CustomerImportMapping, id: string): CustomerInput {
  const cell = (field: CustomerImportField) => {
    const column = mapping[field];
    return column === undefined ? '' : (cells[column] ?? '').trim();
  };
  let firstName = cell('firstName');
  let lastName = cell('lastName');
  if (firstName === '' && lastName === '' && cell('fullName') !== '') ({ firstName, lastName } = splitFullName(cell('fullName')));
  let street = cell('street');
  let houseNumber = cell('houseNumber');
  const joined = houseNumber === '' ? STREET_WITH_NUMBER.exec(street) : null;
  if (joined) [street, houseNumber] = [joined[1] as string, joined[2] as string];
  const salutationText = cell('salutation');
  const salutation = SALUTATION_WORDS[headerKey(salutationText)];
  return {
    id,
    salutation: (salutation === undefined ? salutationText : salutation) as CustomerInput['salutation'],
    firstName,
    lastName,
    address: { street, houseNumber, zipCode: cell('zipCode'), city: cell('city') },
    phone: cell('phone'),
    cellphone: cell('cellphone'),
    email: cell('email'),
  };
}
