import type { TenantTransaction } from '../db/scopes';
import type { BlobStore } from '../storage/blobStore';
import type { FloorPlanDrawing } from './pdf/floorPlan';
import type { PricedFloor } from './pricedConfiguration';

/** The plans of the floors with rooms and placed installations, and each placed component's icon. */
export async function loadPlanDrawings(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  floors: readonly PricedFloor[],
): Promise<{ plans: Map<string, FloorPlanDrawing>; icons: Map<string, Uint8Array | null> }> {
  const plans = new Map<string, FloorPlanDrawing>();
  for (const floor of floors) {
    const image = floor.imageBlobId ? await blobs.get(trx, tenantId, floor.imageBlobId) : null;
    plans.set(floor.id, {
      image: image?.data ?? null,
      rooms: floor.structure.rooms.map((room) => ({ label: room.label, points: room.points })),
      placements: floor.structure.placedElectricalComponents.map((p) => ({ componentId: p.componentId, position: p.position })),
    });
  }
  const componentIds = [...new Set(floors.flatMap((floor) => floor.structure.placedElectricalComponents.map((p) => p.componentId)))];
  const rows =
    componentIds.length === 0
      ? []
      : await trx
          .selectFrom('electrical_components')
          .select(['id', 'icon'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', componentIds)
          .execute();
  return { plans, icons: new Map(rows.map((row) => [row.id, row.icon])) };
}
