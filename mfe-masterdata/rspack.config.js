import { createAppConfig } from '@planner/rspack-config';

export default createAppConfig({
  dirname: import.meta.dirname,
  federationName: 'mfe_masterdata',
  exposes: { './app': './src/app.tsx' },
  port: 4004,
});
