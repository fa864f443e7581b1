import type { SidebarEntry } from '@planner/api';
import { describe, expect, it } from 'vitest';
import { sidebarEntriesFor } from './remotesForUser';
import { remoteDescriptor } from './testing/remoteDescriptor';

const entry = (label: string, order: number, extra: Partial<SidebarEntry> = {}): SidebarEntry => ({
  section: 'Einstellungen',
  label,
  path: `/${label.toLowerCase()}`,
  icon: { viewBox: '0 0 1 1', paths: ['M0 0'] },
  order,
  ...extra,
});

describe('sidebarEntriesFor', () => {
  const crm = remoteDescriptor('crm', {
    environments: ['ElektroPlanner', 'PvPlanner'],
    sidebar: [
      entry('Protokoll', 910),
      entry('Benutzer', 905, { permission: 'manageCompany' }),
      entry('Firma', 900),
      entry('Bauträger', 300, { environments: ['ElektroPlanner'] }),
    ],
  });

  it('shows an entry with a permission only to users whose roles grant it, in order', () => {
    const labels = (roles: ('Owner' | 'Planner' | 'ReadOnly')[]) =>
      sidebarEntriesFor([crm], { environments: ['ElektroPlanner'], roles }).map((shown) => shown.label);
    expect(labels(['Owner'])).toEqual(['Bauträger', 'Firma', 'Benutzer', 'Protokoll']);
    expect(labels(['Planner', 'ReadOnly'])).toEqual(['Bauträger', 'Firma', 'Protokoll']);
  });

  it('leaves out entries of environments the company does not have', () => {
    const shown = sidebarEntriesFor([crm], { environments: ['PvPlanner'], roles: ['Owner'] });
    expect(shown.map((item) => item.label)).toEqual(['Firma', 'Benutzer', 'Protokoll']);
  });
});
