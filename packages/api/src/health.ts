import { endpoint } from './endpoint';

export interface HealthStatus {
  status: 'ok';
  database: 'ok';
}

export const healthEndpoints = {
  get: endpoint<HealthStatus>()({ method: 'GET', path: '/api/health', auth: 'none' }),
};
