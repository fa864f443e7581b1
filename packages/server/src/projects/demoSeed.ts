import { randomUUID } from 'node:crypto';
import type { BuildingType, Salutation } from '@planner/api';
import type { DemoSeedStep } from '../feature';
import { saveCustomer } from '../customers';
import { saveJobsite } from '../jobsites';
import { saveProject } from './repository';
import { saveConfiguration } from '../configurations';

interface DemoCustomer {
  salutation: Salutation;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  phone: string;
  email: string;
  /** Jobsites other than the customer's home, each with its project names. */
  jobsites: { street: string; houseNumber: string; zipCode: string; city: string; buildingType: BuildingType; projects: string[] }[];
}

const site = (street: string, houseNumber: string, zipCode: string, city: string, buildingType: BuildingType, projects: string[]) => ({
  street,
  houseNumber,
  zipCode,
  city,
  buildingType,
  projects,
});

const DEMO_CUSTOMERS: DemoCustomer[] = [
  { salutation: 'Ms', firstName: 'Julia', lastName: 'Schneider', street: 'Königstraße', houseNumber: '28', zipCode: '70173', city: 'Stuttgart', phone: '0711 2268410', email: 'julia.schneider@example.de',
    jobsites: [site('Im Wiesengrund', '5', '71034', 'Böblingen', 'SingleFamilyHouse', ['Schneider, Böblingen', 'Schneider, Böblingen Carport'])] },
  { salutation: 'Mr', firstName: 'Thomas', lastName: 'Becker', street: 'Marktplatz', houseNumber: '3', zipCode: '71634', city: 'Ludwigsburg', phone: '07141 902233', email: 'thomas.becker@example.de',
    jobsites: [site('Marktplatz', '3', '71634', 'Ludwigsburg', 'TerracedHouse', ['Becker, Ludwigsburg'])] },
  { salutation: 'Ms', firstName: 'Sabine', lastName: 'Wagner', street: 'Esslinger Straße', houseNumber: '112', zipCode: '73728', city: 'Esslingen am Neckar', phone: '0711 3516077', email: 's.wagner@example.de',
    jobsites: [site('Neckarhalde', '17', '73728', 'Esslingen am Neckar', 'MultiFamilyHouse', ['Wagner, Esslingen MFH'])] },
  { salutation: 'Mr', firstName: 'Michael', lastName: 'Hoffmann', street: 'Bahnhofstraße', houseNumber: '9', zipCode: '72070', city: 'Tübingen', phone: '07071 551203', email: 'm.hoffmann@example.de',
    jobsites: [site('Bahnhofstraße', '9', '72070', 'Tübingen', 'Apartment', ['Hoffmann, Tübingen']), site('Am Sonnenhang', '2', '72108', 'Rottenburg am Neckar', 'SingleFamilyHouse', ['Hoffmann, Rottenburg Neubau'])] },
  { salutation: 'Ms', firstName: 'Katharina', lastName: 'Schulz', street: 'Lindenallee', houseNumber: '44', zipCode: '71229', city: 'Leonberg', phone: '07152 338899', email: 'katharina.schulz@example.de',
    jobsites: [site('Lindenallee', '44', '71229', 'Leonberg', 'SemiDetachedHouse', ['Schulz, Leonberg'])] },
  { salutation: 'Mr', firstName: 'Stefan', lastName: 'Koch', street: 'Kirchgasse', houseNumber: '1', zipCode: '73033', city: 'Göppingen', phone: '07161 660012', email: 'stefan.koch@example.de', jobsites: [] },
  { salutation: 'Ms', firstName: 'Andrea', lastName: 'Richter', street: 'Schillerstraße', houseNumber: '56', zipCode: '74072', city: 'Heilbronn', phone: '07131 774455', email: 'andrea.richter@example.de',
    jobsites: [site('Schillerstraße', '56', '74072', 'Heilbronn', 'Other', ['Richter, Heilbronn Praxis'])] },
  { salutation: 'Mr', firstName: 'Peter', lastName: 'Klein', street: 'Gartenweg', houseNumber: '7', zipCode: '71364', city: 'Winnenden', phone: '07195 189900', email: '', jobsites: [] },
];

/** German customers with jobsites and private-order projects, each with its first quote. */
export const crmDemoStep: DemoSeedStep = {
  name: 'crm-customers-jobsites-projects',
  async run(trx, tenantId) {
    for (const customer of DEMO_CUSTOMERS) {
      const customerId = randomUUID();
      await saveCustomer(trx, tenantId, {
        id: customerId,
        salutation: customer.salutation,
        firstName: customer.firstName,
        lastName: customer.lastName,
        address: { street: customer.street, houseNumber: customer.houseNumber, zipCode: customer.zipCode, city: customer.city },
        phone: customer.phone,
        cellphone: '',
        email: customer.email,
        eInvoiceScheme: 'Email',
        eInvoiceAddress: '',
      });
      for (const jobsite of customer.jobsites) {
        const jobsiteId = randomUUID();
        await saveJobsite(trx, tenantId, {
          id: jobsiteId,
          customerId,
          location: { street: jobsite.street, houseNumber: jobsite.houseNumber, zipCode: jobsite.zipCode, city: jobsite.city },
          buildingType: jobsite.buildingType,
          comment: '',
        });
        for (const name of jobsite.projects) {
          const projectId = randomUUID();
          await saveProject(trx, tenantId, {
            id: projectId,
            name,
            jobsiteId,
            propertyDeveloperType: { type: 'PrivateConstruction' },
            favoriteConfigurationId: null,
          });
          if (name.includes('Neubau')) {
            await saveConfiguration(trx, tenantId, { id: randomUUID(), projectId, name: 'Angebot 2 (mit KNX)' });
          }
        }
      }
    }
  },
};
