import {
  MSG_CONFIGURATION_FINALIZED,
  MSG_CONFIGURATION_NOT_FOUND,
  MSG_INVALID_CHECKOUT,
  MSG_MISSING_TENANT_INFORMATION,
  MSG_QUOTE_DATA_UNAVAILABLE,
  MSG_QUOTE_NUMBER_TAKEN,
  MSG_QUOTE_NUMBER_TOO_LONG,
  MSG_QUOTE_PROJECT_NOT_FOUND,
  MSG_QUOTE_VALIDITY_ANSWERED,
  MSG_QUOTE_VALIDITY_CHANGED,
  MSG_QUOTE_STATUS_ACCEPTED_ONLINE,
  MSG_QUOTE_STATUS_INVOICED,
  MSG_QUOTE_STATUS_WITHDRAWN,
  MSG_WITHDRAWAL_BEFORE_QUOTE,
  MSG_WITHDRAWAL_DRAFTS,
  MSG_WITHDRAWAL_IN_FUTURE,
  MSG_WITHDRAWAL_INVOICED,
  MSG_WITHDRAWAL_NOT_ACCEPTED,
  quoteEndpoints,
  type QuoteStatusLock,
} from '@planner/api';
import { MSG_PV_DESIGN_HAS_ERRORS } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { findConfigurationStatus } from '../checkout';
import { findConfigurationPreview } from '../configurations';
import { isUniqueViolation } from '../db/errors';
import { withTenant } from '../db/scopes';
import { registerListExport } from '../listExport';
import { QUOTE_EXPORT } from './quoteExport';
import { registerEndpoint } from '../http/registerEndpoint';
import { documentAnswer, readDocument } from '../documents';
import { failure, paged, success } from '../http/results';
import type { AppServices } from '../http/services';
import { extendQuoteValidity, type ExtendOutcome } from './extendValidity';
import { finalizeQuote, type FinalizeOutcome } from './finalizeQuote';
import { listQuotes } from './listQuotes';
import { changeQuoteStatus, findQuoteDetail, withdrawFromQuote, type WithdrawalOutcome } from './quoteCourse';
import { priceQuote } from './pricedConfiguration';
import {
  lockConfiguration,
  QUOTE_NUMBER_UNIQUE_INDEX,
  updateConfigurationStatus,
} from './repository';

const configurationNotFound = () => failure('failure/NotFound', MSG_CONFIGURATION_NOT_FOUND);
const quoteUnavailable = () => failure('failure/NotFound', MSG_QUOTE_DATA_UNAVAILABLE);
const numberTaken = () => failure('failure/InvalidQuoteNumber', MSG_QUOTE_NUMBER_TAKEN);

const LOCK_MESSAGES: Record<QuoteStatusLock, string> = {
  Invoiced: MSG_QUOTE_STATUS_INVOICED,
  AcceptedOnline: MSG_QUOTE_STATUS_ACCEPTED_ONLINE,
  Withdrawn: MSG_QUOTE_STATUS_WITHDRAWN,
};
const statusLocked = (message: string) => failure('failure/QuoteStatusLocked', message, 409);

function withdrawalAnswer(outcome: WithdrawalOutcome) {
  switch (outcome.kind) {
    case 'withdrawn':
      return success(outcome.quote);
    case 'not-found':
      return quoteUnavailable();
    case 'not-accepted':
      return statusLocked(MSG_WITHDRAWAL_NOT_ACCEPTED);
    case 'invoiced':
      return statusLocked(MSG_WITHDRAWAL_INVOICED);
    case 'drafts':
      return statusLocked(MSG_WITHDRAWAL_DRAFTS);
    case 'in-future':
      return failure('failure/InvalidWithdrawal', MSG_WITHDRAWAL_IN_FUTURE);
    case 'before-quote':
      return failure('failure/InvalidWithdrawal', MSG_WITHDRAWAL_BEFORE_QUOTE);
  }
}

function finalizeAnswer(outcome: FinalizeOutcome) {
  switch (outcome.kind) {
    case 'finalized':
      return success(outcome.quote);
    case 'not-found':
      return failure('failure/NotFound', MSG_QUOTE_PROJECT_NOT_FOUND);
    case 'already-finalized':
      return failure('failure/ConfigurationFinalized', MSG_CONFIGURATION_FINALIZED);
    case 'number-too-long':
      return failure('failure/InvalidQuoteNumber', MSG_QUOTE_NUMBER_TOO_LONG);
    case 'number-taken':
      return numberTaken();
    case 'missing-tenant-information':
      return failure('failure/MissingTenantInformation', MSG_MISSING_TENANT_INFORMATION);
    case 'invalid-checkout':
      return failure('failure/invalid-configuration', `${MSG_INVALID_CHECKOUT} ${outcome.problems.join('. ')}.`);
    case 'invalid-pv-design':
      return failure('failure/invalid-configuration', `${MSG_PV_DESIGN_HAS_ERRORS} ${outcome.problems.join(' ')}`);
  }
}

function extendAnswer(outcome: ExtendOutcome) {
  switch (outcome.kind) {
    case 'extended':
      return success(outcome.quote);
    case 'not-found':
      return quoteUnavailable();
    case 'answered':
      return failure('failure/AlreadyAnswered', MSG_QUOTE_VALIDITY_ANSWERED, 409);
    case 'changed-meanwhile':
      return failure('failure/Conflict', MSG_QUOTE_VALIDITY_CHANGED);
  }
}

export function registerQuoteRoutes(app: FastifyInstance, { db, blobs }: AppServices): void {
  registerEndpoint(app, quoteEndpoints.preview, ({ tenantId, params }) =>
    withTenant(db, tenantId, async (trx) => {
      if (!(await findConfigurationStatus(trx, tenantId, params.id))) return configurationNotFound();
      const priced = await priceQuote(trx, tenantId, params.id);
      return success({
        floors: priced.floors.map(({ id, name, totalPrice }) => ({ id, name, totalPrice })),
        additionalInstallationsTotal: priced.additionalInstallationsTotal,
        checkoutTotal: priced.checkoutTotal,
        pvTotal: priced.pv?.totals.netTotal ?? 0,
        ...priced.totals,
      });
    }),
  );

  registerEndpoint(app, quoteEndpoints.finalize, async ({ tenantId, params, body }) => {
    try {
      return finalizeAnswer(await finalizeQuote(db, tenantId, blobs, params.id, body));
    } catch (error) {
      // Another finalization took the number between the check and the insert; nothing was written.
      if (isUniqueViolation(error, QUOTE_NUMBER_UNIQUE_INDEX)) return numberTaken();
      throw error;
    }
  });

  registerEndpoint(app, quoteEndpoints.info, async ({ tenantId, params }) => {
    const quote = await withTenant(db, tenantId, (trx) => findQuoteDetail(trx, tenantId, params.id));
    return quote ? success(quote) : quoteUnavailable();
  });

  registerEndpoint(app, quoteEndpoints.pdf, async ({ tenantId, params }) => {
    const file = await withTenant(db, tenantId, (trx) => readDocument(trx, tenantId, blobs, { kind: 'Quote', id: params.id }));
    return file ? documentAnswer(file) : quoteUnavailable();
  });

  registerEndpoint(app, quoteEndpoints.setStatus, ({ tenantId, params, body }) =>
    withTenant(db, tenantId, async (trx) => {
      const status = await lockConfiguration(trx, tenantId, params.id);
      if (!status) return configurationNotFound();
      if (status === 'Finalized') return failure('failure/ConfigurationFinalized', MSG_CONFIGURATION_FINALIZED);
      await updateConfigurationStatus(trx, tenantId, params.id, body.status);
      const preview = await findConfigurationPreview(trx, tenantId, params.id);
      return preview ? success(preview) : configurationNotFound();
    }),
  );

  registerEndpoint(app, quoteEndpoints.setQuoteStatus, ({ tenantId, params, body }) =>
    withTenant(db, tenantId, async (trx) => {
      if (!(await lockConfiguration(trx, tenantId, params.id))) return configurationNotFound();
      const changed = await changeQuoteStatus(trx, tenantId, params.id, body.quoteStatus);
      if (changed.kind === 'not-found') return quoteUnavailable();
      if (changed.kind === 'locked') return statusLocked(LOCK_MESSAGES[changed.lock]);
      const preview = await findConfigurationPreview(trx, tenantId, params.id);
      return preview ? success(preview) : configurationNotFound();
    }),
  );

  registerEndpoint(app, quoteEndpoints.extendValidity, ({ tenantId, userId, params, body }) =>
    withTenant(db, tenantId, async (trx) => extendAnswer(await extendQuoteValidity(trx, tenantId, userId, params.id, body))),
  );
  registerEndpoint(app, quoteEndpoints.withdraw, async ({ tenantId, params, body }) =>
    withdrawalAnswer(await withTenant(db, tenantId, (trx) => withdrawFromQuote(trx, tenantId, params.id, body))),
  );

  registerEndpoint(app, quoteEndpoints.list, async ({ tenantId, query }) => {
    return paged(await withTenant(db, tenantId, (trx) => listQuotes(trx, tenantId, query)), query);
  });

  registerListExport(app, db, quoteEndpoints.export, QUOTE_EXPORT, listQuotes);
}
