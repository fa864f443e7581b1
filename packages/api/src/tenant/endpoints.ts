import { endpoint } from '../endpoint';
import type { TenantInformation } from './schemas';
import { TenantInformationSchema } from './schemas';

export const tenantEndpoints = {
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
};
