import type { PvQuoteSnapshot, PvSnapshotPart } from '@planner/api/pv';
import type { TenantTransaction } from '../../../db/scopes';
import type { BlobStore } from '../../../storage/blobStore';
import type { PvDataSheetFile } from './dataSheets';
import { inverterTypeName, partTitle } from './format';

/** The parts of the snapshot that have a data sheet, each blob once, in the order module, inverters, battery, wallbox, heater rod. */
export function dataSheetsOf(snapshot: PvQuoteSnapshot): { title: string; blobId: string; fileName: string }[] {
  const usedInverters = [...new Set(snapshot.design.inverters.map((entry) => entry.inverterId))].flatMap((id) => {
    const inverter = snapshot.inverters[id];
    return inverter ? [[inverterTypeName(inverter.type), inverter] as const] : [];
  });
  const parts: (readonly [string, PvSnapshotPart | null])[] = [
    ['PV-Modul', snapshot.module],
    ...usedInverters,
    ['Batteriespeicher', snapshot.battery],
    ['Wallbox', snapshot.wallbox],
    ['Heizstab', snapshot.heaterRod],
  ];
  const seen = new Set<string>();
  return parts.flatMap(([kind, part]) => {
    if (!part?.dataSheet || seen.has(part.dataSheet.blobId)) return [];
    seen.add(part.dataSheet.blobId);
    return [{ title: `${kind} ${partTitle(part)}`, blobId: part.dataSheet.blobId, fileName: part.dataSheet.fileName }];
  });
}

/** The stored bytes of the snapshot's data sheets; a blob that is gone reads as null (and is listed as not attached). */
export async function loadPvDataSheets(trx: TenantTransaction, tenantId: string, blobs: BlobStore, snapshot: PvQuoteSnapshot): Promise<PvDataSheetFile[]> {
  const files: PvDataSheetFile[] = [];
  for (const sheet of dataSheetsOf(snapshot)) {
    const blob = await blobs.get(trx, tenantId, sheet.blobId);
    files.push({ title: sheet.title, fileName: sheet.fileName, data: blob ? new Uint8Array(blob.data) : null });
  }
  return files;
}
