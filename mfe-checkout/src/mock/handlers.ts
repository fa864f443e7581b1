import { authEndpoints } from '@planner/api';
import { demoElectroUser, mockEndpoint } from '@planner/ui/mocks';
import { demoCatalogues } from './demoOptions';
import { optionMocks } from './optionMocks';

/** The API the admin pages of this remote call, answered from German demo data kept in memory (fresh for each call). */
export function checkoutMockHandlers() {
  return [mockEndpoint(authEndpoints.me, () => demoElectroUser), ...optionMocks(demoCatalogues())];
}
