import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { Canvas } from '../src/images/canvas';
import { bearer } from './support/api';

/** A small real PNG as data URL. */
export const PNG_IMAGE = `data:image/png;base64,${new Canvas(16, [30, 90, 160]).toPng().toString('base64')}`;
/** The header of a 16 × 16 JPEG (JFIF and frame), which is all the server reads besides the size. */
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);
export const JPEG_IMAGE = `data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}`;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

export const callWith =
  (app: FastifyInstance) =>
  (token: string, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

export const optionType = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Video-Sprechanlage',
  description: 'Farbdisplay, App-Anbindung',
  icon: PNG_IMAGE,
  price: 89_900,
  ...overrides,
});

/** The customer Jonas Weber in Stuttgart, as the CRM API takes it, with `changes` applied. */
export const customerBody = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  firstName: 'Jonas',
  lastName: 'Weber',
  address: { street: 'Gartenstraße', houseNumber: '12', zipCode: '70173', city: 'Stuttgart' },
  phone: '',
  cellphone: '',
  email: '',
  ...changes,
});

/**
 * Creates a configuration (quote) through the CRM API: customer (Jonas Weber, with `customer`
 * applied, its id among them if given), jobsite, project.
 */
export async function createConfiguration(app: FastifyInstance, token: string, customer: Record<string, unknown> = {}): Promise<string> {
  const call = callWith(app);
  const customerId = typeof customer.id === 'string' ? customer.id : randomUUID();
  const jobsiteId = randomUUID();
  const projectId = randomUUID();
  const configurationId = randomUUID();
  const address = { street: 'Gartenstraße', houseNumber: '12', zipCode: '70173', city: 'Stuttgart' };
  const responses = [
    await call(token, 'PUT', `/api/customers/${customerId}`, customerBody(customerId, customer)),
    await call(token, 'PUT', `/api/jobsites/${jobsiteId}`, {
      jobsite: { id: jobsiteId, customerId, location: address, buildingType: 'SingleFamilyHouse', comment: '' },
    }),
    await call(token, 'PUT', `/api/electro/projects/${projectId}`, {
      id: projectId,
      name: 'Weber, Stuttgart',
      jobsiteId,
      propertyDeveloperType: { type: 'PrivateConstruction' },
      favoriteConfigurationId: configurationId,
    }),
  ];
  for (const response of responses) expect(response.statusCode, response.body).toBe(200);
  return configurationId;
}
