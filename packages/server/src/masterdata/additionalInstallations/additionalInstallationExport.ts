import type { AdditionalInstallation } from '@planner/api';
import type { ListExportSpec } from '../../listExport';
import { priceColumns } from '../priceColumns';

/** The additional installation list as a file: title, description and today's price per unit. */
export const ADDITIONAL_INSTALLATION_EXPORT: ListExportSpec<AdditionalInstallation> = {
  fileName: 'Zusatzinstallationen',
  sheetName: 'Zusatzinstallationen',
  columns: [
    { header: 'Titel', kind: 'text', value: (installation) => installation.title, width: 32 },
    { header: 'Beschreibung', kind: 'text', value: (installation) => installation.description, width: 40 },
    ...priceColumns<AdditionalInstallation>('Preis pro Einheit'),
  ],
};
