import type { TenantTransaction } from '../db/scopes';
import { MAX_ICON_PIXELS, MAX_PLAN_PIXELS, withinPixelBudget } from '../images/pixelBudget';
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
      // A plan stored before uploads were checked for their pixels is left out rather than decoded.
      image: image && withinPixelBudget(image.data, MAX_PLAN_PIXELS) ? image.data : null,
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
  const icon = (data: Uint8Array | null) => (data && withinPixelBudget(data, MAX_ICON_PIXELS) ? data : null);
  return { plans, icons: new Map(rows.map((row) => [row.id, icon(row.icon)])) };
}
