import { appConfigEndpoints, authEndpoints, type AppConfig } from '@planner/api';
import { createDemoCompany, demoElectroUser, masterDataMocks, mockEndpoint, projectMocks } from '@planner/ui/mocks';
import { customerMocks } from './customerMocks';
import { documentMocks } from './documentMocks';

const appConfig: AppConfig = {
  registrationEnabled: false,
  demoHost: false,
  autoLogin: false,
  productName: 'Meisterplaner',
  buildInfo: { version: 'mock', buildId: 'mock', builtAt: '2026-11-27T00:00:00.000Z' },
  supportUrl: 'mailto:support@meisterplaner.de',
  mailEnabled: false,
};

/** The API the CRM pages call, answered from the demo company's records kept in memory (fresh for each call). */
export function crmHandlers() {
  const company = createDemoCompany();
  return [
    mockEndpoint(authEndpoints.me, () => demoElectroUser),
    mockEndpoint(appConfigEndpoints.get, () => appConfig),
    ...customerMocks(company),
    ...projectMocks(company),
    ...documentMocks(company),
    ...masterDataMocks(company),
  ];
}
