import {
  datevEndpoints,
  MSG_DATEV_DEBTORS_FULL,
  MSG_DATEV_NOTHING,
  MSG_DATEV_PERIOD,
  MSG_DATEV_SETTINGS_MISSING,
  msgDatevPeriodExported,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { binary, failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { documentPending, readDocument } from '../documents';
import { archiveFileName, exportArchive, type ArchivedInvoice } from './archive';
import { checkPeriod, exportBatch, type BatchOutcome } from './exportBatch';
import { exportedOn, listExports } from './exports';
import { saveDatevSettings, viewDatevSettings } from './settings';

function refusal(outcome: Exclude<BatchOutcome, { kind: 'exported' }>) {
  switch (outcome.kind) {
    case 'settings-missing':
      return failure('failure/DatevSettingsMissing', MSG_DATEV_SETTINGS_MISSING);
    case 'invalid-period':
      return failure('failure/InvalidPeriod', MSG_DATEV_PERIOD);
    case 'nothing':
      return failure('failure/NothingToExport', MSG_DATEV_NOTHING);
    case 'exported-before':
      return failure('failure/PeriodExported', msgDatevPeriodExported(exportedOn(outcome.exportedAt)), 409);
    case 'debtors-exhausted':
      return failure('failure/DebtorAccountsExhausted', MSG_DATEV_DEBTORS_FULL);
  }
}

export function registerDatevRoutes(app: FastifyInstance, { db, blobs }: AppServices): void {
  registerEndpoint(app, datevEndpoints.getSettings, async ({ tenantId }) =>
    success(await withTenant(db, tenantId, (trx) => viewDatevSettings(trx, tenantId))),
  );

  registerEndpoint(app, datevEndpoints.putSettings, async ({ tenantId, body }) =>
    success(
      await withTenant(db, tenantId, async (trx) => {
        await saveDatevSettings(trx, tenantId, body);
        return viewDatevSettings(trx, tenantId);
      }),
    ),
  );

  registerEndpoint(app, datevEndpoints.listExports, async ({ tenantId }) =>
    success(await withTenant(db, tenantId, (trx) => listExports(trx, tenantId))),
  );

  registerEndpoint(app, datevEndpoints.export, async ({ tenantId, userId, body }) => {
    // The stored PDFs are read first: a period with a PDF still being made is exported later, whole.
    const check = await withTenant(db, tenantId, (trx) => checkPeriod(trx, tenantId, body));
    if (check.kind !== 'ready') return refusal(check);
    const pdfs = new Map<string, Buffer>();
    for (const invoice of check.invoices) {
      const file = await withTenant(db, tenantId, (trx) => readDocument(trx, tenantId, blobs, { kind: 'Invoice', id: invoice.id }));
      if (file?.state !== 'Stored') return documentPending();
      pdfs.set(invoice.id, file.data);
    }
    const pdfOf = async (id: string) => {
      const stored = pdfs.get(id);
      if (stored) return stored;
      const file = await withTenant(db, tenantId, (trx) => readDocument(trx, tenantId, blobs, { kind: 'Invoice', id }));
      if (file?.state !== 'Stored') throw new Error(`invoice ${id} has no stored PDF`);
      return file.data;
    };

    const outcome = await withTenant(db, tenantId, (trx) => exportBatch(trx, tenantId, { ...body, userId, now: new Date() }));
    if (outcome.kind !== 'exported') return refusal(outcome);
    const archived: ArchivedInvoice[] = [];
    for (const invoice of outcome.invoices) {
      archived.push({ invoiceNumber: invoice.invoiceNumber, pdf: await pdfOf(invoice.id), xml: invoice.xml });
    }
    return binary('application/zip', exportArchive(body.from, body.to, outcome.batch, archived), archiveFileName(body.from, body.to));
  });
}
