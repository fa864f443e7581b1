import { ROLE_LABELS, USER_STATUS_LABELS, type TeamUser } from '@planner/api';
import type { ListExportSpec } from '../listExport';

/** The users list as a file: name, e-mail, roles, last sign-in and status. */
export const TEAM_USER_EXPORT: ListExportSpec<TeamUser> = {
  fileName: 'Benutzer',
  sheetName: 'Benutzer',
  columns: [
    { header: 'Nachname', kind: 'text', value: (user) => user.lastName, width: 20 },
    { header: 'Vorname', kind: 'text', value: (user) => user.firstName, width: 18 },
    { header: 'E-Mail', kind: 'text', value: (user) => user.email, width: 30 },
    { header: 'Rollen', kind: 'text', value: (user) => user.roles.map((role) => ROLE_LABELS[role]).join(', '), width: 28 },
    { header: 'Letzte Anmeldung', kind: 'dateTime', value: (user) => user.lastSignInAt, width: 18 },
    { header: 'Status', kind: 'text', value: (user) => USER_STATUS_LABELS[user.status], width: 12 },
  ],
};
