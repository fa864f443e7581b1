import { SALUTATIONS, type Customer } from '@planner/api';
import type { ListExportSpec } from '../listExport';

/** The customer list as a file: one column per field, so the rows can be sorted and filtered in Excel. */
export const CUSTOMER_EXPORT: ListExportSpec<Customer> = {
  fileName: 'Kunden',
  sheetName: 'Kunden',
  columns: [
    { header: 'Anrede', kind: 'text', value: (customer) => (customer.salutation ? SALUTATIONS[customer.salutation] : null) },
    { header: 'Nachname', kind: 'text', value: (customer) => customer.lastName, width: 24 },
    { header: 'Vorname', kind: 'text', value: (customer) => customer.firstName, width: 18 },
    { header: 'Straße', kind: 'text', value: (customer) => customer.address.street, width: 24 },
    { header: 'Hausnummer', kind: 'text', value: (customer) => customer.address.houseNumber },
    { header: 'PLZ', kind: 'text', value: (customer) => customer.address.zipCode },
    { header: 'Ort', kind: 'text', value: (customer) => customer.address.city, width: 20 },
    { header: 'Telefon', kind: 'text', value: (customer) => customer.phone, width: 18 },
    { header: 'Mobil', kind: 'text', value: (customer) => customer.cellphone, width: 18 },
    { header: 'E-Mail', kind: 'text', value: (customer) => customer.email, width: 28 },
    { header: 'Archiviert', kind: 'text', value: (customer) => (customer.archived ? 'ja' : 'nein') },
  ],
};
