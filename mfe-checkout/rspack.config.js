import { createAppConfig } from '@planner/rspack-config';

export default createAppConfig({
  dirname: import.meta.dirname,
  federationName: 'mfe_checkout',
  exposes: { './app': './src/app.tsx', './checkoutParcel': './src/checkoutParcel.tsx' },
  port: 4003,
});
