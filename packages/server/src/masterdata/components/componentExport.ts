import type { ElectricalComponent } from '@planner/api';
import type { ListExportSpec } from '../../listExport';
import { priceColumns } from '../priceColumns';

/** The installation list as a file: label, description, tags and today's price. */
export const COMPONENT_EXPORT: ListExportSpec<ElectricalComponent> = {
  fileName: 'Installationen',
  sheetName: 'Installationen',
  columns: [
    { header: 'Bezeichnung', kind: 'text', value: (component) => component.label, width: 32 },
    { header: 'Beschreibung', kind: 'text', value: (component) => component.description, width: 40 },
    { header: 'Tags', kind: 'text', value: (component) => component.tags.tags.map((tag) => tag.name).join(', '), width: 24 },
    ...priceColumns<ElectricalComponent>('Preis'),
  ],
};
