import { authEndpoints, configurationAdditionalInstallationEndpoints } from '@planner/api';
import { createDemoCompany, demoElectroUser, masterDataMocks, mockEndpoint, mockFailure, parsedBody, projectMocks, removeRow, saveRow, type DemoCompany } from '@planner/ui/mocks';
import { demoQuoteInstallations } from './demoFloors';
import { floorMocks } from './floorMocks';

/** The additional installations of the demo quote, priced from the master data, in memory. */
function quoteInstallationMocks(company: DemoCompany) {
  const rows = demoQuoteInstallations();
  const { list, put, delete: remove } = configurationAdditionalInstallationEndpoints;
  return [
    mockEndpoint(list, () => rows),
    mockEndpoint(put, ({ body }) => {
      const input = parsedBody(put, body);
      if (input instanceof Response) return input;
      const installation = company.additionalInstallations.find((row) => row.id === input.additionalInstallationId);
      if (!installation) return mockFailure('failure/NotFound', 'Zusatzinstallation nicht gefunden.', 404);
      const { title, description, unit, labourShareBasisPoints, price } = installation;
      return saveRow(rows, { ...input, title, description, unit, labourShareBasisPoints, unitPrice: price, totalPrice: price * input.amount });
    }),
    mockEndpoint(remove, ({ params }) => (removeRow(rows, params.installationId) ? null : mockFailure('failure/NotFound', 'Zusatzinstallation nicht gefunden.', 404))),
  ];
}

/** The API the planning pages call, answered from the demo company's records kept in memory (fresh for each call). */
export function planningHandlers() {
  const company = createDemoCompany();
  return [
    mockEndpoint(authEndpoints.me, () => demoElectroUser),
    ...projectMocks(company),
    ...floorMocks(company),
    ...quoteInstallationMocks(company),
    ...masterDataMocks(company),
  ];
}
