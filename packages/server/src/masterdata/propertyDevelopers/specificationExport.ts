import type { ConstructionSpecificationSummary } from '@planner/api';
import type { ListExportSpec } from '../../listExport';

/** A developer's construction specifications as a file: name and number of rooms, as the list shows them. */
export const SPECIFICATION_EXPORT: ListExportSpec<ConstructionSpecificationSummary> = {
  fileName: 'Baubeschreibungen',
  sheetName: 'Baubeschreibungen',
  columns: [
    { header: 'Name', kind: 'text', value: (specification) => specification.name, width: 36 },
    { header: 'Zimmer', kind: 'integer', value: (specification) => specification.roomTypesCount },
  ],
};
