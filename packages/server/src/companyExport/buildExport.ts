import { germanDay } from '@planner/api';
import type { Db } from '../db/database';
import { withTenant } from '../db/scopes';
import type { JobHandler } from '../jobs/jobQueue';
import { chunkedZip } from './chunkedZip';
import { writeDataTable } from './dataTables';
import { EXPORTED_TABLES } from './exportedTables';
import { writeGobd } from './gobd';
import { appendChunk, beginBuild, exportStateForBuild, failBuild, finishBuild, setProgress } from './repository';
import { countStoredFiles, writeStoredFiles } from './storedFiles';
import { countStoredIcons, writeStoredIcons } from './storedIcons';

/** The queue of company exports (created in migration 0051). */
export const COMPANY_EXPORT = 'company-export';

export interface CompanyExportJob {
  tenantId: string;
  exportId: string;
}

const README = `Datenexport aus Meisterplaner

Daten/       Jede Tabelle der Firma als CSV für Excel (Semikolon, UTF-8 mit BOM, Dezimalkomma)
             und als JSON mit denselben Spalten. Beträge in Cent, Zeitpunkte in der JSON-Datei als ISO 8601 (UTC).
Dokumente/   Angebote, Rechnungen und Zahlungserinnerungen als PDF, Rechnungen als XRechnung (XML).
Dateien/     Alle weiteren gespeicherten Dateien (Grundrisse, Datenblätter, Logo, Bilder);
             Dateien.csv nennt sie mit der ID, unter der die Daten auf sie verweisen.
Symbole/     Die Symbole der Installationen, Zusatzinstallationen und Sondervereinbarungen aus den
             Stammdaten; Symbole.csv und Symbole.json nennen Tabelle und ID der Zeile zu jedem Symbol.
GoBD/        Rechnungen und Rechnungspositionen für die Betriebsprüfung: index.xml nach dem
             Beschreibungsstandard (gdpdu-01-09-2004.dtd) mit den beschriebenen CSV-Dateien.
`;

async function supplierOf(db: Db, tenantId: string) {
  const tenant = await withTenant(db, tenantId, (trx) =>
    trx.selectFrom('tenants').select(['name', 'address']).where('id', '=', tenantId).executeTakeFirstOrThrow(),
  );
  return { name: tenant.name, location: tenant.address ? `${tenant.address.zipCode} ${tenant.address.city}`.trim() : '', comment: `Datenexport vom ${germanDay().split('-').reverse().join('.')}` };
}

/**
 * Builds the ZIP of an export into its chunks and marks it ready for a day, or failed. Safe to
 * run again: an export already finished is left alone, one cut short starts afresh.
 */
export async function buildCompanyExport(db: Db, { tenantId, exportId }: CompanyExportJob, now = () => new Date()): Promise<void> {
  const state = await withTenant(db, tenantId, (trx) => exportStateForBuild(trx, tenantId, exportId));
  if (!state || state.state === 'Ready' || state.state === 'Failed') return;
  await withTenant(db, tenantId, (trx) => beginBuild(trx, tenantId, exportId));
  try {
    const zip = chunkedZip((seq, data) => withTenant(db, tenantId, (trx) => appendChunk(trx, tenantId, exportId, seq, data)));
    const tables = Object.entries(EXPORTED_TABLES);
    const steps = tables.length + (await countStoredFiles(db, tenantId)) + (await countStoredIcons(db, tenantId)) + 1;
    let done = 0;
    let shown = 0;
    const step = async () => {
      done += 1;
      const progress = Math.min(99, Math.floor((done * 100) / steps));
      if (progress === shown) return;
      shown = progress;
      await withTenant(db, tenantId, (trx) => setProgress(trx, tenantId, exportId, progress));
    };
    await zip.file('LIESMICH.txt', README);
    for (const [table, name] of tables) {
      await writeDataTable(zip, db, tenantId, table, name);
      await step();
    }
    await writeStoredFiles(zip, db, tenantId, step);
    await writeStoredIcons(zip, db, tenantId, step);
    await writeGobd(zip, db, tenantId, await supplierOf(db, tenantId));
    const byteSize = await zip.end();
    await withTenant(db, tenantId, (trx) => finishBuild(trx, tenantId, exportId, byteSize, now()));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await withTenant(db, tenantId, (trx) => failBuild(trx, tenantId, exportId, message, now()));
  }
}

export const companyExportJobs = (db: Db): JobHandler<CompanyExportJob> => ({
  queue: COMPANY_EXPORT,
  run: (data) => buildCompanyExport(db, data),
});
