import type { Migration } from 'kysely';
import * as platform from './0001_platform';
import * as crm from './0003_crm';
import * as masterdata from './0002_masterdata';
import * as pv from './0004_pv';
import * as checkout from './0005_checkout';
import * as planning from './0006_planning';

/**
 * Every migration, in order of their names. Listed statically because the server is
 * bundled; add a new one as `'0002_crm': crm`.
 */
export const migrations: Record<string, Migration> = {
  '0001_platform': platform,
  '0003_crm': crm,
  '0002_masterdata': masterdata,
  '0004_pv': pv,
  '0005_checkout': checkout,
  '0006_planning': planning,
};
