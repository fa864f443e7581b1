import { appConfigFeature } from './appConfig';
import { auditFeature } from './audit';
import { authFeature } from './auth';
import { checkoutFeature } from './checkout';
import { companyExportFeature } from './companyExport';
import { configurationsFeature } from './configurations';
import { customersFeature } from './customers';
import { datanormFeature } from './datanorm';
import { datevFeature } from './datev';
import type { ServerFeature } from './feature';
import { healthFeature } from './health';
import { invoicesFeature } from './invoices';
import { jobsitesFeature } from './jobsites';
import { masterdataFeature } from './masterdata';
import { planningFeature } from './planning';
import { projectsFeature } from './projects';
import { pvFeature } from './pv';
import { quoteLinksFeature } from './quoteLinks';
import { quotesFeature } from './quotes';
import { remotesFeature } from './remotes';
import { teamFeature } from './team';
import { tenantFeature } from './tenant';

/**
 * Every feature of the server, each declared in its index.ts; a new feature adds itself here
 * and nowhere else. The order is the order of the demo data: master data and PV parts before
 * the projects that use them, the projects before their checkouts.
 */
export const features: readonly ServerFeature[] = [
  healthFeature,
  appConfigFeature,
  authFeature,
  tenantFeature,
  teamFeature,
  masterdataFeature,
  datanormFeature,
  pvFeature,
  customersFeature,
  jobsitesFeature,
  projectsFeature,
  configurationsFeature,
  checkoutFeature,
  planningFeature,
  quotesFeature,
  invoicesFeature,
  datevFeature,
  companyExportFeature,
  quoteLinksFeature,
  auditFeature,
  remotesFeature,
];
