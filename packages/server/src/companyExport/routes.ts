import {
  companyExportEndpoints,
  germanDay,
  MSG_COMPANY_EXPORT_EXPIRED,
  MSG_COMPANY_EXPORT_NOT_FOUND,
  MSG_COMPANY_EXPORT_NOT_READY,
  MSG_COMPANY_EXPORT_RUNNING,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { recordAuditEvent } from '../audit';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { sendJob } from '../jobs/jobQueue';
import { COMPANY_EXPORT } from './buildExport';
import { exportStream } from './download';
import { dropExpiredChunks, exportUnderWay, findCompanyExport, insertCompanyExport, listCompanyExports } from './repository';

const ENTITY = 'company_exports';

export function registerCompanyExportRoutes(app: FastifyInstance, { db }: AppServices): void {
  registerEndpoint(app, companyExportEndpoints.list, async ({ tenantId }) =>
    success(
      await withTenant(db, tenantId, async (trx) => {
        const now = new Date();
        await dropExpiredChunks(trx, tenantId, now);
        return listCompanyExports(trx, tenantId, now);
      }),
    ),
  );

  registerEndpoint(app, companyExportEndpoints.start, async ({ tenantId, userId }) =>
    withTenant(db, tenantId, async (trx) => {
      const now = new Date();
      await dropExpiredChunks(trx, tenantId, now);
      if (await exportUnderWay(trx, tenantId)) return failure('failure/CompanyExportConflict', MSG_COMPANY_EXPORT_RUNNING);
      const fileName = `Datenexport-${germanDay()}.zip`;
      const exportId = await insertCompanyExport(trx, tenantId, { userId, fileName });
      await sendJob(trx, COMPANY_EXPORT, { tenantId, exportId });
      await recordAuditEvent(trx, tenantId, { entity: ENTITY, entityId: exportId, event: 'companyExport.started', details: { fileName } });
      return success((await findCompanyExport(trx, tenantId, exportId, now))!);
    }),
  );

  registerEndpoint(app, companyExportEndpoints.get, async ({ tenantId, params }) => {
    const found = await withTenant(db, tenantId, (trx) => findCompanyExport(trx, tenantId, params.id, new Date()));
    return found ? success(found) : failure('failure/NotFound', MSG_COMPANY_EXPORT_NOT_FOUND);
  });

  registerEndpoint(app, companyExportEndpoints.download, async ({ tenantId, params }) => {
    const found = await withTenant(db, tenantId, async (trx) => {
      const now = new Date();
      await dropExpiredChunks(trx, tenantId, now);
      const record = await findCompanyExport(trx, tenantId, params.id, now);
      if (record?.state === 'Ready') {
        await recordAuditEvent(trx, tenantId, { entity: ENTITY, entityId: record.id, event: 'companyExport.downloaded', details: { fileName: record.fileName } });
      }
      return record;
    });
    if (!found) return failure('failure/NotFound', MSG_COMPANY_EXPORT_NOT_FOUND);
    if (found.state === 'Expired') return failure('failure/CompanyExportExpired', MSG_COMPANY_EXPORT_EXPIRED, 410);
    if (found.state !== 'Ready') return failure('failure/CompanyExportNotReady', MSG_COMPANY_EXPORT_NOT_READY, 409);
    return { type: 'binary', contentType: 'application/zip', data: exportStream(db, tenantId, found.id), fileName: found.fileName };
  });
}
