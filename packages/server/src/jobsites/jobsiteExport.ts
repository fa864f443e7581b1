import { BUILDING_TYPE_LABELS, type Jobsite } from '@planner/api';
import type { ListExportSpec } from '../listExport';

/** The jobsite list as a file: the address in columns, the building type, the customer and the comment. */
export const JOBSITE_EXPORT: ListExportSpec<Jobsite> = {
  fileName: 'Baustellen',
  sheetName: 'Baustellen',
  columns: [
    { header: 'Straße', kind: 'text', value: (jobsite) => jobsite.location.street, width: 24 },
    { header: 'Hausnummer', kind: 'text', value: (jobsite) => jobsite.location.houseNumber },
    { header: 'PLZ', kind: 'text', value: (jobsite) => jobsite.location.zipCode },
    { header: 'Ort', kind: 'text', value: (jobsite) => jobsite.location.city, width: 20 },
    { header: 'Gebäudetyp', kind: 'text', value: (jobsite) => BUILDING_TYPE_LABELS[jobsite.buildingType], width: 18 },
    { header: 'Nachname', kind: 'text', value: (jobsite) => jobsite.customer.lastName, width: 20 },
    { header: 'Vorname', kind: 'text', value: (jobsite) => jobsite.customer.firstName, width: 18 },
    { header: 'Bemerkung', kind: 'text', value: (jobsite) => jobsite.comment, width: 32 },
  ],
};
