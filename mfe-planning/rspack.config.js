import { rspack } from '@rspack/core';
import { createAppConfig } from '@planner/rspack-config';

const config = createAppConfig({
  dirname: import.meta.dirname,
  federationName: 'mfe_planning',
  exposes: { './app': './src/app.tsx' },
  port: 4002,
});

// tldraw's translations are imported by @tldraw/assets/imports as files: emit them and use their URL.
config.module.rules.push({
  test: /\.json$/i,
  include: /[\\/]@tldraw[\\/]assets[\\/]/,
  type: 'asset/resource',
});

config.plugins.push(
  new rspack.DefinePlugin({
    // The floor-plan editor's license; tldraw hides the editor in production without a valid one.
    __TLDRAW_LICENSE_KEY__: JSON.stringify(process.env.TLDRAW_LICENSE_KEY ?? ''),
  }),
);

export default config;
