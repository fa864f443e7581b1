/**
 * Roles a user of a company holds, and what each endpoint needs. One user may hold several
 * roles; a permission is granted when any of them grants it. The server checks the endpoint's
 * permission on every request; the screens ask the same table to hide or disable what a role
 * cannot do.
 */
export const ROLES = ['Owner', 'Planner', 'MasterData', 'ReadOnly'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  Owner: 'Inhaber',
  Planner: 'Planer',
  MasterData: 'Stammdaten',
  ReadOnly: 'Nur lesen',
};

export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  Owner: 'Alles, auch Benutzer, Rollen und Firmeneinstellungen.',
  Planner: 'Kunden, Projekte, Angebote, Grundrisse, Vertragsleistungen und Rechnungen; liest Stammdaten.',
  MasterData: 'Stammdaten, Bauträger, PV-Komponenten und Preise.',
  ReadOnly: 'Sieht alles, was die Firma hat, und ändert nichts.',
};

/**
 * What an endpoint needs: `read` reads the company's data (every role), `ownAccount` is the
 * signed-in person's own profile and sessions, `plan` changes customers, projects, quotes,
 * plans and invoices, `masterData` changes master data and prices, `manageCompany` changes
 * company settings, users and invitations.
 */
export const PERMISSIONS = ['read', 'ownAccount', 'plan', 'masterData', 'manageCompany'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTED_BY: Readonly<Record<Permission, readonly Role[]>> = {
  read: ROLES,
  ownAccount: ROLES,
  plan: ['Owner', 'Planner'],
  masterData: ['Owner', 'MasterData'],
  manageCompany: ['Owner'],
};

export function isPermitted(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => GRANTED_BY[permission].includes(role));
}

/** Why a permission is missing, as the 403 answer and the tooltip of a disabled control say it. */
export const MISSING_PERMISSION_MESSAGES: Readonly<Record<Permission, string>> = {
  read: 'Ihr Benutzer hat keine Rolle in dieser Firma.',
  ownAccount: 'Ihr Benutzer hat keine Rolle in dieser Firma.',
  plan: 'Nur Inhaber und Planer dürfen Kunden, Projekte, Angebote und Rechnungen ändern.',
  masterData: 'Nur Inhaber und Benutzer mit der Rolle Stammdaten dürfen Stammdaten und Preise ändern.',
  manageCompany: 'Nur Inhaber dürfen Firmeneinstellungen und Benutzer verwalten.',
};

/** A GET reads unless its endpoint says otherwise; every other method names its permission. */
export function permissionOf(endpoint: { method: string; permission?: Permission }): Permission | null {
  return endpoint.permission ?? (endpoint.method === 'GET' ? 'read' : null);
}
