import { createAppConfig } from '@planner/rspack-config';

export default createAppConfig({
  dirname: import.meta.dirname,
  federationName: 'mfe_planning',
  exposes: { './app': './src/app.tsx' },
  port: 4002,
});
