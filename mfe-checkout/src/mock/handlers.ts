import { authEndpoints, type CurrentUser } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { demoCatalogues } from './demoOptions';
import { optionMocks } from './optionMocks';

export const demoUser: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000901',
  firstName: 'Jonas',
  lastName: 'Brenner',
  loginName: 'jonas',
  email: 'jonas@elektro-brenner.de',
  avatarUrl: null,
  environments: ['ElektroPlanner'],
  companyName: 'Elektro Brenner GmbH',
  roles: ['Owner'],
};

/** The API the admin pages of this remote call, answered from German demo data kept in memory (fresh for each call). */
export function checkoutMockHandlers() {
  return [mockEndpoint(authEndpoints.me, () => demoUser), ...optionMocks(demoCatalogues())];
}
