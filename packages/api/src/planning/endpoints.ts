import { endpoint } from '../endpoint';
import {
  ConfigurationAdditionalInstallationSchema,
  FloorImageSchema,
  FloorPdfSchema,
  FloorSchema,
  PlanDocumentSchema,
  type ConfigurationAdditionalInstallation,
  type Floor,
  type FloorPreview,
  type QuoteInfo,
  type SavedPlanDocument,
} from './schemas';
import { inEnvironment } from '../endpointEnvironment';

const CONFIGURATION = '/api/electro/configurations/:id';
const FLOOR = '/api/electro/floors/:floorId';
/** Writes to a finalized configuration answer `failure/ConfigurationFinalized`. */
const WRITE_FAILURES = ['failure/NotFound', 'failure/ConfigurationFinalized'] as const;

export const floorEndpoints = inEnvironment('ElektroPlanner', {
  list: endpoint<FloorPreview[]>()({ method: 'GET', path: `${CONFIGURATION}/floors`, failures: ['failure/NotFound'] }),
  get: endpoint<Floor>()({ method: 'GET', path: FLOOR, failures: ['failure/NotFound'] }),
  /** Creates or replaces the floor; with `planVersion`, a floor changed since answers `failure/Conflict`. */
  put: endpoint<Floor>()({ method: 'PUT', permission: 'plan', path: FLOOR, body: FloorSchema, failures: [...WRITE_FAILURES, 'failure/Conflict'] }),
  delete: endpoint<null>()({ method: 'DELETE', permission: 'plan', path: FLOOR, failures: WRITE_FAILURES }),
  getImage: endpoint<Blob>()({ method: 'GET', path: `${FLOOR}/image`, binary: true, failures: ['failure/NotFound'] }),
  getImagePreview: endpoint<Blob>()({
    method: 'GET',
    path: `${FLOOR}/image/preview`,
    binary: true,
    failures: ['failure/NotFound'],
  }),
  putImage: endpoint<null>()({ method: 'PUT', permission: 'plan', path: `${FLOOR}/image`, body: FloorImageSchema, failures: WRITE_FAILURES }),
  getPdf: endpoint<Blob>()({ method: 'GET', path: `${FLOOR}/pdf`, binary: true, failures: ['failure/NotFound'] }),
  putPdf: endpoint<null>()({ method: 'PUT', permission: 'plan', path: `${FLOOR}/pdf`, body: FloorPdfSchema, failures: WRITE_FAILURES }),
  getPlanDocument: endpoint<SavedPlanDocument>()({
    method: 'GET',
    path: `${FLOOR}/meistercharts`,
    failures: ['failure/NotFound'],
  }),
  putPlanDocument: endpoint<{ version: number }>()({
    method: 'PUT',
    permission: 'plan',
    path: `${FLOOR}/meistercharts`,
    body: PlanDocumentSchema,
    failures: [...WRITE_FAILURES, 'failure/Conflict'],
  }),
  quoteInfo: endpoint<QuoteInfo>()({ method: 'GET', path: `${FLOOR}/quote-info`, failures: ['failure/NotFound'] }),
});

export const configurationAdditionalInstallationEndpoints = inEnvironment('ElektroPlanner', {
  list: endpoint<ConfigurationAdditionalInstallation[]>()({
    method: 'GET',
    path: `${CONFIGURATION}/additional-installations`,
    failures: ['failure/NotFound'],
  }),
  put: endpoint<ConfigurationAdditionalInstallation>()({
    method: 'PUT',
    permission: 'plan',
    path: `${CONFIGURATION}/additional-installations/:installationId`,
    body: ConfigurationAdditionalInstallationSchema,
    failures: WRITE_FAILURES,
  }),
  delete: endpoint<null>()({
    method: 'DELETE',
    permission: 'plan',
    path: `${CONFIGURATION}/additional-installations/:installationId`,
    failures: WRITE_FAILURES,
  }),
});
