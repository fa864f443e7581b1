import { endpoint } from './endpoint';
import { inEnvironment } from './endpointEnvironment';

export interface HealthStatus {
  status: 'ok';
  database: 'ok';
}

export const healthEndpoints = inEnvironment('both', {
  get: endpoint<HealthStatus>()({ method: 'GET', path: '/api/health', auth: 'none' }),
});
