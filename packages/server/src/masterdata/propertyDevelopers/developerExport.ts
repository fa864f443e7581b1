import type { PropertyDeveloper } from '@planner/api';
import type { ListExportSpec } from '../../listExport';

/** The property developer list as a file: name, address and contact in columns. */
export const DEVELOPER_EXPORT: ListExportSpec<PropertyDeveloper> = {
  fileName: 'Bautraeger',
  sheetName: 'Bauträger',
  columns: [
    { header: 'Name', kind: 'text', value: (developer) => developer.name, width: 32 },
    { header: 'Straße', kind: 'text', value: (developer) => developer.address.street, width: 24 },
    { header: 'Hausnummer', kind: 'text', value: (developer) => developer.address.houseNumber },
    { header: 'PLZ', kind: 'text', value: (developer) => developer.address.zipCode },
    { header: 'Ort', kind: 'text', value: (developer) => developer.address.city, width: 20 },
    { header: 'Telefon', kind: 'text', value: (developer) => developer.contactInformation.phone, width: 18 },
    { header: 'Fax', kind: 'text', value: (developer) => developer.contactInformation.fax, width: 18 },
    { header: 'E-Mail', kind: 'text', value: (developer) => developer.contactInformation.mail, width: 28 },
    { header: 'Website', kind: 'text', value: (developer) => developer.contactInformation.url, width: 28 },
  ],
};
