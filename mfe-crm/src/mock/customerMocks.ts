import { customerDisplayName, customerEndpoints, formatAddressLine, jobsiteEndpoints, type Customer, type Jobsite } from '@planner/api';
import { listRows, mockEndpoint, mockFailure, parsedBody, removeRow, saveRow, type DemoCompany } from '@planner/ui/mocks';

const customerNotFound = () => mockFailure('failure/NotFound', 'Kunde nicht gefunden.', 404);
const jobsiteNotFound = () => mockFailure('failure/NotFound', 'Die Baustelle konnte nicht gefunden werden.', 404);
const customerText = (customer: Customer) => `${customerDisplayName(customer)} ${formatAddressLine(customer.address)} ${customer.email}`;
const jobsiteText = (jobsite: Jobsite) => `${formatAddressLine(jobsite.location)} ${customerDisplayName(jobsite.customer)}`;

/** Customers and their jobsites, read and written in memory. */
export function customerMocks(company: DemoCompany) {
  const setArchived = (id: string, archived: boolean) => {
    const customer = company.customer(id);
    if (customer) customer.archived = archived;
    return customer ?? customerNotFound();
  };
  return [
    mockEndpoint(customerEndpoints.list, ({ query }) =>
      listRows(company.customers.filter((customer) => customer.archived === (query.get('archived') === 'true')), query, customerText),
    ),
    mockEndpoint(customerEndpoints.get, ({ params }) => company.customer(params.id) ?? customerNotFound()),
    mockEndpoint(customerEndpoints.put, ({ body }) => {
      const customer = parsedBody(customerEndpoints.put, body);
      if (customer instanceof Response) return customer;
      return saveRow(company.customers, { ...customer, archived: company.customer(customer.id)?.archived ?? false });
    }),
    mockEndpoint(customerEndpoints.delete, ({ params }) => {
      const sites = company.jobsites.filter((jobsite) => jobsite.customerId === params.id).map((jobsite) => jobsite.id);
      const projects = company.projects.filter((project) => sites.includes(project.jobsiteId)).map((project) => project.id);
      if (company.configurations.some((quote) => projects.includes(quote.projectId) && quote.quoteStatus)) {
        return mockFailure('failure/HasFinalizedQuotes', 'Ein Kunde mit fertiggestellten Angeboten kann nur archiviert werden.', 409);
      }
      company.projects = company.projects.filter((project) => !projects.includes(project.id));
      company.jobsites = company.jobsites.filter((jobsite) => !sites.includes(jobsite.id));
      return removeRow(company.customers, params.id) ? null : customerNotFound();
    }),
    mockEndpoint(customerEndpoints.archive, ({ params }) => setArchived(params.id, true)),
    mockEndpoint(customerEndpoints.restore, ({ params }) => setArchived(params.id, false)),

    mockEndpoint(jobsiteEndpoints.list, ({ query }) => {
      const customerId = query.get('customerId');
      const sites = company.jobsites.filter((jobsite) => !customerId || jobsite.customerId === customerId);
      return listRows(sites.flatMap((jobsite) => company.jobsite(jobsite.id) ?? []), query, jobsiteText, 'filter');
    }),
    mockEndpoint(jobsiteEndpoints.get, ({ params }) => company.jobsite(params.id) ?? jobsiteNotFound()),
    mockEndpoint(jobsiteEndpoints.put, ({ body }) => {
      const saved = parsedBody(jobsiteEndpoints.put, body);
      if (saved instanceof Response) return saved;
      if (!company.customer(saved.jobsite.customerId)) return jobsiteNotFound();
      saveRow(company.jobsites, saved.jobsite);
      return company.jobsite(saved.jobsite.id) ?? jobsiteNotFound();
    }),
    mockEndpoint(jobsiteEndpoints.delete, ({ params }) => (removeRow(company.jobsites, params.id) ? null : jobsiteNotFound())),
  ];
}
