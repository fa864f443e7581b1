import type { Manufacturer } from '@planner/api/pv';
import type { ListExportSpec } from '../listExport';

/** The PV manufacturers as a file. */
export const MANUFACTURER_EXPORT: ListExportSpec<Manufacturer> = {
  fileName: 'Hersteller',
  sheetName: 'Hersteller',
  columns: [{ header: 'Name', kind: 'text', value: (manufacturer) => manufacturer.name, width: 36 }],
};
