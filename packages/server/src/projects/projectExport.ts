import { BUILDING_TYPE_LABELS, type Project } from '@planner/api';
import type { ListExportSpec } from '../listExport';

/** The project list as a file: the project, its jobsite's address in columns, its customer and its number of quotes. */
export const PROJECT_EXPORT: ListExportSpec<Project> = {
  fileName: 'Projekte',
  sheetName: 'Projekte',
  columns: [
    { header: 'Projekt', kind: 'text', value: (project) => project.name, width: 28 },
    { header: 'Straße', kind: 'text', value: (project) => project.jobsite.location.street, width: 24 },
    { header: 'Hausnummer', kind: 'text', value: (project) => project.jobsite.location.houseNumber },
    { header: 'PLZ', kind: 'text', value: (project) => project.jobsite.location.zipCode },
    { header: 'Ort', kind: 'text', value: (project) => project.jobsite.location.city, width: 20 },
    { header: 'Gebäudetyp', kind: 'text', value: (project) => BUILDING_TYPE_LABELS[project.jobsite.buildingType], width: 18 },
    { header: 'Nachname', kind: 'text', value: (project) => project.jobsite.customer.lastName, width: 20 },
    { header: 'Vorname', kind: 'text', value: (project) => project.jobsite.customer.firstName, width: 18 },
    { header: 'Angebote', kind: 'integer', value: (project) => project.configurationCount },
    { header: 'Archiviert', kind: 'text', value: (project) => (project.archived ? 'ja' : 'nein') },
  ],
};
