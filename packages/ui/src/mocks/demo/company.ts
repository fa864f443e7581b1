import type { ConfigurationPreview, Customer, Jobsite, Project } from '@planner/api';
import { demoConfigurations, demoCustomers, demoJobsites, demoProjects } from './customers';
import { demoAdditionalInstallations, demoComponents, demoContactPersons, demoDevelopers, demoSpecifications } from './masterData';

/**
 * The demo company's records, kept in memory while the page lives: the mock handlers of every
 * remote read and write these arrays, so what a dialog saves shows in the lists.
 */
export function createDemoCompany() {
  const company = {
    customers: demoCustomers(),
    jobsites: demoJobsites(),
    projects: demoProjects(),
    configurations: demoConfigurations(),
    developers: demoDevelopers(),
    contactPersons: demoContactPersons(),
    specifications: demoSpecifications(),
    components: demoComponents(),
    additionalInstallations: demoAdditionalInstallations(),

    customer: (id: string): Customer | undefined => company.customers.find((row) => row.id === id),

    /** The jobsite as the API answers it, with its customer's name. */
    jobsite(id: string): Jobsite | undefined {
      const stored = company.jobsites.find((row) => row.id === id);
      const owner = stored && company.customer(stored.customerId);
      if (!stored || !owner) return undefined;
      const { customerId: _, ...fields } = stored;
      return { ...fields, customer: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName } };
    },

    /** The project as the API answers it, with its jobsite and favorite quote. */
    project(id: string): Project | undefined {
      const stored = company.projects.find((row) => row.id === id);
      const site = stored && company.jobsite(stored.jobsiteId);
      const quotes = company.configurations.filter((row) => row.projectId === id);
      const favorite = quotes.find((row) => row.id === stored?.favoriteConfigurationId) ?? quotes[0];
      if (!stored || !site || !favorite) return undefined;
      return { ...stored, jobsite: site, favoriteConfigurationId: favorite.id, favoriteConfiguration: favorite, configurationCount: quotes.length };
    },

    /** Every project the API would answer, newest first (as the demo has them). */
    allProjects: (): Project[] => company.projects.flatMap((row) => company.project(row.id) ?? []),

    configuration: (id: string): ConfigurationPreview | undefined => company.configurations.find((row) => row.id === id),
  };
  return company;
}

export type DemoCompany = ReturnType<typeof createDemoCompany>;
