import { createAppConfig } from '@planner/rspack-config';

export default createAppConfig({ dirname: import.meta.dirname, federationName: 'shell', html: true, port: 4000 });
