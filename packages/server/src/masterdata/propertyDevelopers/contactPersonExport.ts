import type { ContactPerson } from '@planner/api';
import type { ListExportSpec } from '../../listExport';

/** A developer's Bauleiter as a file: the list's name, phone, mobile and e-mail. */
export const CONTACT_PERSON_EXPORT: ListExportSpec<ContactPerson> = {
  fileName: 'Bauleiter',
  sheetName: 'Bauleiter',
  columns: [
    { header: 'Vorname', kind: 'text', value: (person) => person.firstName, width: 20 },
    { header: 'Nachname', kind: 'text', value: (person) => person.lastName, width: 24 },
    { header: 'Telefon', kind: 'text', value: (person) => person.phone, width: 18 },
    { header: 'Mobil', kind: 'text', value: (person) => person.cellphone, width: 18 },
    { header: 'E-Mail', kind: 'text', value: (person) => person.email, width: 28 },
  ],
};
