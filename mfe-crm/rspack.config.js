import { createAppConfig } from '@planner/rspack-config';

export default createAppConfig({
  dirname: import.meta.dirname,
  federationName: 'mfe_crm',
  exposes: { './app': './src/app.tsx' },
  port: 4001,
});
