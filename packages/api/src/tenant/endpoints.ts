import { endpoint } from '../endpoint';
import type { TenantInformation } from './schemas';
import { TenantInformationSchema } from './schemas';
import { inEnvironment } from '../endpointEnvironment';

export const tenantEndpoints = inEnvironment('both', {
  get: endpoint<TenantInformation>()({
    method: 'GET',
    path: '/api/electro/tenant-information',
  }),
  put: endpoint<TenantInformation>()({
    method: 'PUT',
    permission: 'manageCompany',
    path: '/api/electro/tenant-information',
    body: TenantInformationSchema,
  }),
});
