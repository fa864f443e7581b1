import { EMPTY_CHECKOUT } from '@planner/api';
import { expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { RegisteredCompany } from './session';

export const authHeaders = (company: RegisteredCompany) => ({ authorization: `Bearer ${company.tokens.accessToken}` });

/** A PUT through the API that must succeed; answers its data. */
export async function apiPut<T = unknown>(request: APIRequestContext, company: RegisteredCompany, path: string, data: unknown): Promise<T> {
  const response = await request.put(path, { headers: authHeaders(company), data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as T;
}

export async function apiGet<T = unknown>(request: APIRequestContext, company: RegisteredCompany, path: string): Promise<T> {
  const response = await request.get(path, { headers: authHeaders(company) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as T;
}

/** A private-construction project with customer and jobsite, created through the API; answers its first quote. */
export async function createProjectWithQuote(request: APIRequestContext, company: RegisteredCompany, name = 'Neubau Talweg') {
  const customerId = randomUUID();
  await apiPut(request, company, `/api/customers/${customerId}`, {
    id: customerId,
    salutation: 'Ms',
    firstName: 'Klara',
    lastName: 'Planer',
    address: { street: 'Schwarzwaldstraße', houseNumber: '8', zipCode: '79102', city: 'Freiburg' },
    phone: '0761 123456',
    cellphone: '',
    email: 'planer@example.de',
  });
  const jobsiteId = randomUUID();
  await apiPut(request, company, `/api/jobsites/${jobsiteId}`, {
    jobsite: {
      id: jobsiteId,
      customerId,
      location: { street: 'Talweg', houseNumber: '21', zipCode: '79199', city: 'Kirchzarten' },
      buildingType: 'SemiDetachedHouse',
      comment: '',
    },
  });
  const projectId = randomUUID();
  await apiPut(request, company, `/api/electro/projects/${projectId}`, {
    id: projectId,
    name,
    jobsiteId,
    propertyDeveloperType: { type: 'PrivateConstruction' },
  });
  const quotes = await apiGet<{ id: string }[]>(request, company, `/api/electro/configurations/by-project/${projectId}`);
  return { projectId, configurationId: quotes[0]!.id };
}

/** An empty floor 'Erdgeschoss' of the quote, created through the API; answers its id. */
export async function createEmptyFloor(request: APIRequestContext, company: RegisteredCompany, configurationId: string): Promise<string> {
  const floorId = randomUUID();
  await apiPut(request, company, `/api/electro/floors/${floorId}`, {
    id: floorId,
    name: 'Erdgeschoss',
    configurationId,
    rooms: [],
    placedElectricalComponents: [],
    connectionLines: [],
  });
  return floorId;
}

/** Everything a quote prints about the company. */
export async function completeCompanyData(request: APIRequestContext, company: RegisteredCompany) {
  await apiPut(request, company, '/api/electro/tenant-information', {
    name: company.companyName,
    address: { street: 'Werkstraße', houseNumber: '3', zipCode: '79098', city: 'Freiburg' },
    contactInformation: { mail: 'info@elektro-test.de', phone: '0761 555555', url: 'www.elektro-test.de', fax: '' },
    bankInformation: { name: 'Sparkasse Freiburg', iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001' },
    legalInformation: { director: 'Erika Musterfrau', taxId: 'DE123456789', registerCourt: 'Amtsgericht Freiburg', registrationNumber: 'HRB 4711' },
  });
}

/** A checkout with nothing chosen but the heating locations, which every quote needs. */
export const HEATING_ONLY_CHECKOUT = {
  ...EMPTY_CHECKOUT,
  heatpumpLocation: 'Garten',
  heatpumpTemperatureSensorLocation: 'Nordfassade',
  heatingManifoldLocation: 'Keller',
};

/**
 * A property developer with a site manager (Bauleiter Bernd Bauleiter) and a construction
 * specification of the given room types, created through the API; answers their ids.
 */
export async function createPropertyDeveloper(
  request: APIRequestContext,
  company: RegisteredCompany,
  name: string,
  roomTypes: { name: string; inclusiveComponents: { componentId: string; amount: number }[] }[],
) {
  const developerId = randomUUID();
  await apiPut(request, company, `/api/electro/property-developers/${developerId}`, {
    id: developerId,
    name,
    address: { street: 'Bahnhofstraße', houseNumber: '5', zipCode: '79098', city: 'Freiburg' },
    contactInformation: { mail: '', phone: '', fax: '', url: '' },
  });
  const contactPersonId = randomUUID();
  await apiPut(request, company, `/api/electro/property-developers/${developerId}/contact-persons/${contactPersonId}`, {
    contactPerson: { id: contactPersonId, companyId: developerId, firstName: 'Bernd', lastName: 'Bauleiter', phone: '', cellphone: '', email: null },
  });
  const constructionSpecificationId = randomUUID();
  await apiPut(request, company, `/api/electro/property-developers/${developerId}/construction-specifications/${constructionSpecificationId}`, {
    id: constructionSpecificationId,
    name: 'Standard 2026',
    propertyDeveloperId: developerId,
    roomTypes: roomTypes.map((roomType) => ({ id: randomUUID(), ...roomType })),
  });
  return { companyId: developerId, contactPersonId, constructionSpecificationId };
}

/** Turns the project into a developer construction of `developer`. */
export async function makeDeveloperConstruction(
  request: APIRequestContext,
  company: RegisteredCompany,
  projectId: string,
  developer: Awaited<ReturnType<typeof createPropertyDeveloper>>,
) {
  const project = await apiGet<{ name: string; jobsiteId: string }>(request, company, `/api/electro/projects/${projectId}`);
  await apiPut(request, company, `/api/electro/projects/${projectId}`, {
    id: projectId,
    name: project.name,
    jobsiteId: project.jobsiteId,
    propertyDeveloperType: { type: 'DeveloperConstruction', ...developer },
  });
}
