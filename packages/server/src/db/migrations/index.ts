import type { Migration } from 'kysely';
import * as platform from './0001_platform';
import * as masterdata from './0002_masterdata';
import * as crm from './0003_crm';
import * as pv from './0004_pv';
import * as checkout from './0005_checkout';
import * as planning from './0006_planning';
import * as searchUnderRls from './0007_search_under_rls';
import * as quotes from './0008_quotes';
import * as customerListVersion from './0009_customer_list_version';
import * as floorFilesCleanup from './0010_floor_files_cleanup';
import * as attemptCounters from './0011_attempt_counters';
import * as retention from './0013_retention';
import * as auditLog from './0014_audit_log';
import * as floorStructureRevisions from './0015_floor_structure_revisions';
import * as quoteCreatedStatus from './0016_quote_created_status';
import * as companyLegalForm from './0017_company_legal_form';
import * as customerSalutation from './0018_customer_salutation';
import * as billingUnits from './0019_billing_units';
import * as quoteSettings from './0020_quote_settings';
import * as companyLogo from './0021_company_logo';
import * as searchFold from './0022_search_fold';
import * as pvPriceHistoryOnly from './0023_pv_price_history_only';
import * as invoices from './0024_invoices';
import * as labourShare from './0025_labour_share';
import * as quoteLinks from './0026_quote_links';
import * as teamAccounts from './0027_team_accounts';
import * as quoteStatusOrder from './0028_quote_status_order';
import * as quoteWithdrawals from './0029_quote_withdrawals';
import * as customerEInvoiceAddress from './0030_customer_e_invoice_address';
import * as quoteAnswersPerUser from './0031_quote_answers_per_user';
import * as auditEvents from './0032_audit_events';
import * as listSearchWhatIsRead from './0033_list_search_what_is_read';
import * as quoteVatAndPdfHash from './0034_quote_vat_and_pdf_hash';
import * as documentPipeline from './0035_document_pipeline';
import * as pvCheckMasterData from './0036_pv_check_master_data';
import * as pvDesigns from './0037_pv_designs';
import * as datanormImport from './0038_datanorm_import';
import * as datevExport from './0039_datev_export';
import * as jobQueue from './0040_job_queue';
import * as pvDesignSettings from './0042_pv_design_settings';
import * as paymentReminders from './0043_payment_reminders';
import * as auditEditorSavesJoin from './0045_audit_editor_saves_join';
import * as pvServices from './0046_pv_services';
import * as pvEconomicsSettings from './0047_pv_economics_settings';
import * as pvOffers from './0048_pv_offers';
import * as pvMountingParts from './0050_pv_mounting_parts';
import * as companyExports from './0051_company_exports';
import * as reminderLumpSum from './0052_reminder_lump_sum';
import * as backgroundWorkOnTheQueue from './0053_background_work_on_the_queue';
import * as documentSources from './0055_document_sources';
import * as datanormImportAudit from './0056_datanorm_import_audit';
import * as datanormUploadChunks from './0057_datanorm_upload_chunks';

/**
 * Every migration, in order of their names. Listed statically because the server is
 * bundled; a new one is added at the end, e.g. `'0008_quotes': quotes`.
 */
export const migrations: Record<string, Migration> = {
  '0001_platform': platform,
  '0002_masterdata': masterdata,
  '0003_crm': crm,
  '0004_pv': pv,
  '0005_checkout': checkout,
  '0006_planning': planning,
  '0007_search_under_rls': searchUnderRls,
  '0008_quotes': quotes,
  '0009_customer_list_version': customerListVersion,
  '0010_floor_files_cleanup': floorFilesCleanup,
  '0011_attempt_counters': attemptCounters,
  '0013_retention': retention,
  '0014_audit_log': auditLog,
  '0015_floor_structure_revisions': floorStructureRevisions,
  '0016_quote_created_status': quoteCreatedStatus,
  '0017_company_legal_form': companyLegalForm,
  '0018_customer_salutation': customerSalutation,
  '0019_billing_units': billingUnits,
  '0020_quote_settings': quoteSettings,
  '0021_company_logo': companyLogo,
  '0022_search_fold': searchFold,
  '0023_pv_price_history_only': pvPriceHistoryOnly,
  '0024_invoices': invoices,
  '0025_labour_share': labourShare,
  '0026_quote_links': quoteLinks,
  '0027_team_accounts': teamAccounts,
  '0028_quote_status_order': quoteStatusOrder,
  '0029_quote_withdrawals': quoteWithdrawals,
  '0030_customer_e_invoice_address': customerEInvoiceAddress,
  '0031_quote_answers_per_user': quoteAnswersPerUser,
  '0032_audit_events': auditEvents,
  '0033_list_search_what_is_read': listSearchWhatIsRead,
  '0034_quote_vat_and_pdf_hash': quoteVatAndPdfHash,
  '0035_document_pipeline': documentPipeline,
  '0036_pv_check_master_data': pvCheckMasterData,
  '0037_pv_designs': pvDesigns,
  '0038_datanorm_import': datanormImport,
  '0039_datev_export': datevExport,
  '0040_job_queue': jobQueue,
  '0042_pv_design_settings': pvDesignSettings,
  '0043_payment_reminders': paymentReminders,
  '0045_audit_editor_saves_join': auditEditorSavesJoin,
  '0046_pv_services': pvServices,
  '0047_pv_economics_settings': pvEconomicsSettings,
  '0048_pv_offers': pvOffers,
  '0050_pv_mounting_parts': pvMountingParts,
  '0051_company_exports': companyExports,
  '0052_reminder_lump_sum': reminderLumpSum,
  '0053_background_work_on_the_queue': backgroundWorkOnTheQueue,
  '0055_document_sources': documentSources,
  '0056_datanorm_import_audit': datanormImportAudit,
  '0057_datanorm_upload_chunks': datanormUploadChunks,
};
