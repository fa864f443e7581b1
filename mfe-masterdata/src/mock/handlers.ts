import { authEndpoints } from '@planner/api';
import { createDemoCompany, demoElectroUser, masterDataMocks, mockEndpoint } from '@planner/ui/mocks';

/** The API the master data pages call, answered from the demo company's records kept in memory (fresh for each call). */
export const masterDataHandlers = () => [mockEndpoint(authEndpoints.me, () => demoElectroUser), ...masterDataMocks(createDemoCompany())];
