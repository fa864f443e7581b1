/**
 * Every table of a company's data, by the file name it has in the export ('Daten/<name>.csv'
 * and '.json'). The tenant's own row is `tenants` (by its id); all others are read by `tenant_id`.
 */
export const EXPORTED_TABLES: Readonly<Record<string, string>> = {
  tenants: 'Firma',
  users: 'Benutzer',
  customers: 'Kunden',
  jobsites: 'Baustellen',
  projects: 'Projekte',
  configurations: 'Planungen',
  configuration_additional_installations: 'Planungen-Zusatzinstallationen',
  configuration_checkouts: 'Planungen-Sondervereinbarungen',
  floors: 'Grundrisse',
  floor_rooms: 'Grundrisse-Raeume',
  floor_components: 'Grundrisse-Installationen',
  floor_connection_lines: 'Grundrisse-Verbindungen',
  quotes: 'Angebote',
  quote_validity_extensions: 'Angebote-Verlaengerungen',
  quote_withdrawals: 'Angebote-Ruecktritte',
  quote_links: 'Angebote-Kundenlinks',
  quote_answer_dismissals: 'Angebote-Antworten-gelesen',
  quote_answer_mail_settings: 'Angebote-Antworten-Benachrichtigung',
  invoices: 'Rechnungen',
  invoice_number_ranges: 'Rechnungen-Nummernkreise',
  payment_reminders: 'Zahlungserinnerungen',
  reminder_settings: 'Zahlungserinnerungen-Einstellungen',
  documents: 'Dokumente',
  document_sources: 'Dokumente-Quellen',
  datev_settings: 'DATEV-Einstellungen',
  datev_debtors: 'DATEV-Debitoren',
  datev_exports: 'DATEV-Exporte',
  electrical_components: 'Stammdaten-Installationen',
  electrical_component_prices: 'Stammdaten-Installationen-Preise',
  electrical_component_tags: 'Stammdaten-Installationen-Tags',
  tags: 'Stammdaten-Tags',
  additional_installations: 'Stammdaten-Zusatzinstallationen',
  additional_installation_prices: 'Stammdaten-Zusatzinstallationen-Preise',
  room_types: 'Stammdaten-Raumtypen',
  room_type_components: 'Stammdaten-Raumtypen-Installationen',
  construction_specifications: 'Stammdaten-Baubeschreibungen',
  property_developers: 'Stammdaten-Bautraeger',
  contact_persons: 'Stammdaten-Bauleiter',
  checkout_options: 'Stammdaten-Sondervereinbarungen',
  checkout_option_prices: 'Stammdaten-Sondervereinbarungen-Preise',
  pv_manufacturers: 'PV-Hersteller',
  pv_components: 'PV-Komponenten',
  pv_component_prices: 'PV-Komponenten-Preise',
  pv_inverter_mpp_inputs: 'PV-Wechselrichter-Eingaenge',
  pv_designs: 'PV-Planungen',
  pv_offers: 'PV-Angebote',
  datanorm_imports: 'DATANORM-Importe',
  datanorm_group_targets: 'DATANORM-Zuordnungen',
  audit_log: 'Protokoll',
};

/**
 * Tables of a company that are not its data: sign-in secrets and counters, working tables of an
 * import under way, counts kept by triggers, the demo steps run, the stored files (exported as
 * files) and the exports themselves. A test holds every table with a `tenant_id` to one of the two lists.
 */
export const NOT_EXPORTED_TABLES: readonly string[] = [
  'refresh_tokens',
  'password_resets',
  'invitations',
  'login_attempts',
  'attempt_counters',
  'customer_counts',
  'demo_seed_runs',
  'datanorm_import_articles',
  'datanorm_import_problems',
  'datanorm_import_texts',
  'datanorm_import_writes',
  'datanorm_upload_chunks',
  'blobs',
  'company_exports',
  'company_export_chunks',
];

/** Columns that are secrets (password and token hashes) and are never exported. */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set(['password_hash', 'token_hash', 'token_sha256', 'token']);

/**
 * Binary columns that hold no document of the company: the export's own bytes and a DATANORM
 * upload, which is kept only while it is being read. Every other `bytea` column is written as
 * files (`blobs` under 'Dokumente/' and 'Dateien/', the master data's icons under 'Symbole/');
 * a test holds every `bytea` column to one of these.
 */
export const NOT_EXPORTED_BINARY_COLUMNS: readonly string[] = ['company_export_chunks.data', 'datanorm_upload_chunks.data'];
