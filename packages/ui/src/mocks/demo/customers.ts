import type { BuildingType, ConfigurationPreview, CurrentUser, Customer, Jobsite, Project, QuoteStatus } from '@planner/api';
import { demoId } from './rows';

/** The ElektroPlanner demo company: its owner, customers, jobsites, projects and their quotes (fresh for each call). */

export const demoElectroUser: CurrentUser = {
  id: demoId(901),
  firstName: 'Jonas',
  lastName: 'Brenner',
  loginName: 'jonas',
  email: 'jonas@elektro-brenner.de',
  avatarUrl: null,
  environments: ['ElektroPlanner'],
  companyName: 'Elektro Brenner GmbH',
  roles: ['Owner'],
};

const customer = (
  n: number,
  salutation: Customer['salutation'],
  [firstName, lastName]: [string, string],
  [street, houseNumber, zipCode, city]: [string, string, string, string],
  phone: string,
  email: string,
): Customer => ({
  id: demoId(n),
  salutation,
  firstName,
  lastName,
  address: { street, houseNumber, zipCode, city },
  phone,
  cellphone: '',
  email,
  eInvoiceScheme: 'Email',
  eInvoiceAddress: '',
  company: null,
  archived: false,
});

export const demoCustomers = (): Customer[] => [
  customer(1001, 'Ms', ['Anna', 'Schneider'], ['Lindenstraße', '14', '79098', 'Freiburg im Breisgau'], '0761 2345678', 'anna.schneider@web.de'),
  customer(1002, 'Mr', ['Thomas', 'Müller'], ['Am Mühlbach', '3', '79199', 'Kirchzarten'], '07661 908812', 'thomas.mueller@t-online.de'),
  customer(1003, 'Ms', ['Katrin', 'Weber'], ['Schwarzwaldstraße', '112', '79117', 'Freiburg im Breisgau'], '0761 6120934', 'k.weber@gmx.de'),
  customer(1004, 'Mr', ['Markus', 'Hoffmann'], ['Hauptstraße', '27', '79211', 'Denzlingen'], '07666 884201', 'markus.hoffmann@posteo.de'),
  customer(1005, 'Ms', ['Sabine', 'Becker'], ['Talstraße', '8', '79256', 'Buchenbach'], '07661 61507', ''),
  customer(1006, 'Mr', ['Jürgen', 'Schäfer'], ['Eisenbahnstraße', '45', '79183', 'Waldkirch'], '07681 4093317', 'juergen.schaefer@outlook.de'),
];

/** A jobsite as saved: its customer by id (the handlers add the customer's name). */
export type StoredJobsite = Omit<Jobsite, 'customer'> & { customerId: string };

const jobsite = (n: number, customerN: number, [street, houseNumber, zipCode, city]: [string, string, string, string], buildingType: BuildingType, comment = ''): StoredJobsite => ({
  id: demoId(n),
  customerId: demoId(customerN),
  location: { street, houseNumber, zipCode, city },
  buildingType,
  comment,
});

export const demoJobsites = (): StoredJobsite[] => [
  jobsite(1101, 1001, ['Im Grün', '5', '79110', 'Freiburg im Breisgau'], 'SingleFamilyHouse', 'Neubau, Rohbau bis Ende Januar'),
  jobsite(1102, 1002, ['Am Mühlbach', '3', '79199', 'Kirchzarten'], 'SemiDetachedHouse', 'Sanierung der Elektrik im Bestand'),
  jobsite(1103, 1003, ['Wiesentalweg', '19', '79232', 'March'], 'SingleFamilyHouse'),
  jobsite(1104, 1004, ['Hauptstraße', '27', '79211', 'Denzlingen'], 'MultiFamilyHouse', 'Drei Wohneinheiten, Zählerplatz im Keller'),
  jobsite(1105, 1005, ['Talstraße', '8', '79256', 'Buchenbach'], 'TerracedHouse'),
  jobsite(1106, 1006, ['Kandelstraße', '2', '79183', 'Waldkirch'], 'Apartment', 'Dachgeschosswohnung, Zugang über Hausmeister'),
];

/** A project as saved, and whether it is archived. */
export type StoredProject = Omit<Project, 'jobsite' | 'favoriteConfiguration' | 'configurationCount'>;

const developerOrder = (specificationN: number, contactN: number) =>
  ({ type: 'DeveloperConstruction', companyId: demoId(2001), contactPersonId: demoId(contactN), constructionSpecificationId: demoId(specificationN) }) as const;

const project = (n: number, name: string, jobsiteN: number, developer?: ReturnType<typeof developerOrder>): StoredProject => ({
  id: demoId(n),
  name,
  jobsiteId: demoId(jobsiteN),
  propertyDeveloperType: developer ?? { type: 'PrivateConstruction' },
  favoriteConfigurationId: demoId(n + 100),
  archived: false,
});

export const demoProjects = (): StoredProject[] => [
  project(1201, 'Neubau Schneider, Freiburg', 1101, developerOrder(2201, 2101)),
  project(1202, 'Sanierung Müller, Kirchzarten', 1102),
  project(1203, 'Einfamilienhaus Weber, March', 1103, developerOrder(2202, 2102)),
  project(1204, 'Mehrfamilienhaus Hoffmann, Denzlingen', 1104),
  project(1205, 'Reihenhaus Becker, Buchenbach', 1105),
  project(1206, 'Dachgeschoss Schäfer, Waldkirch', 1106),
];

const configuration = (
  n: number,
  projectN: number,
  name: string,
  [floorsCount, roomsCount, electricalComponentsCount, totalPrice]: [number, number, number, number],
  quoteStatus?: QuoteStatus,
): ConfigurationPreview => ({
  type: quoteStatus ? 'ElectroProjectConfigurationPreviewWithQuote' : 'ElectroProjectConfigurationPreviewWithoutQuote',
  id: demoId(n),
  projectId: demoId(projectN),
  name,
  isFavorite: n === projectN + 100,
  status: { type: quoteStatus ? 'Finalized' : 'InProgress' },
  quoteStatus: quoteStatus ? { type: quoteStatus, lock: null } : null,
  floorsCount,
  roomsCount,
  electricalComponentsCount,
  totalPrice,
});

/** Quotes of the projects; each project's favorite has the number of its project plus 100. */
export const demoConfigurations = (): ConfigurationPreview[] => [
  configuration(1301, 1201, 'Angebot 1', [2, 6, 14, 214_850]),
  configuration(1311, 1201, 'Angebot 2 – ohne Keller', [1, 4, 38, 796_300]),
  configuration(1302, 1202, 'Angebot 1', [1, 5, 41, 842_950], 'Sent'),
  configuration(1303, 1203, 'Angebot 1', [2, 8, 72, 1_466_000], 'Accepted'),
  configuration(1304, 1204, 'Angebot 1', [3, 14, 121, 2_318_400], 'Created'),
  configuration(1305, 1205, 'Angebot 1', [1, 3, 22, 412_700]),
  configuration(1306, 1206, 'Angebot 1', [1, 4, 29, 538_900], 'Declined'),
];
