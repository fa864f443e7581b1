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
import { invoicePdf } from '../invoices';
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
    // Checked first without a lock, so PDFs not made yet are rendered outside any transaction.
    const check = await withTenant(db, tenantId, (trx) => checkPeriod(trx, tenantId, body));
    if (check.kind !== 'ready') return refusal(check);
    const pdfs = new Map<string, Buffer>();
    const pdfOf = async (id: string) => {
      const pdf = pdfs.get(id) ?? (await invoicePdf(db, tenantId, blobs, id))?.data;
      if (!pdf) throw new Error(`invoice ${id} has no PDF`);
      pdfs.set(id, pdf);
      return pdf;
    };
    for (const invoice of check.invoices) await pdfOf(invoice.id);

    const outcome = await withTenant(db, tenantId, (trx) => exportBatch(trx, tenantId, { ...body, userId, now: new Date() }));
    if (outcome.kind !== 'exported') return refusal(outcome);
    const archived: ArchivedInvoice[] = [];
    for (const invoice of outcome.invoices) {
      archived.push({ invoiceNumber: invoice.invoiceNumber, pdf: await pdfOf(invoice.id), xml: invoice.xml });
    }
    return binary('application/zip', exportArchive(body.from, body.to, outcome.batch, archived), archiveFileName(body.from, body.to));
  });
}
