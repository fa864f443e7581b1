import type { TenantTransaction } from '../db/scopes';
import { MAX_ICON_PIXELS, MAX_PLAN_PIXELS, withinPixelBudget } from '../images/pixelBudget';
import type { BlobStore } from '../storage/blobStore';
import type { FloorPlanDrawing } from './pdf/floorPlan';
import type { FloorStructure } from '../planning';
import type { PricedFloor } from './pricedConfiguration';

/** What the PDF draws over a floor's plan: rooms, placed installations and the lines between them. */
export function drawingOf(structure: FloorStructure, image: Uint8Array | null): FloorPlanDrawing {
  const positions = new Map(structure.placedElectricalComponents.map((placement) => [placement.id, placement.position]));
  return {
    image,
    rooms: structure.rooms.map((room) => ({ label: room.label, points: room.points })),
    placements: structure.placedElectricalComponents.map((p) => ({ componentId: p.componentId, position: p.position })),
    lines: structure.connectionLines.flatMap((line) => {
      const [from, to] = [positions.get(line.fromId), positions.get(line.toId)];
      return from && to ? [{ from, to }] : [];
    }),
  };
}

/** The plans of the floors with rooms, placed installations and lines, and each placed component's icon. */
export async function loadPlanDrawings(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  floors: readonly PricedFloor[],
): Promise<{ plans: Map<string, FloorPlanDrawing>; icons: Map<string, Uint8Array | null> }> {
  const plans = new Map<string, FloorPlanDrawing>();
  for (const floor of floors) {
    const image = floor.imageBlobId ? await blobs.get(trx, tenantId, floor.imageBlobId) : null;
    // A plan stored before uploads were checked for their pixels is left out rather than decoded.
    plans.set(floor.id, drawingOf(floor.structure, image && withinPixelBudget(image.data, MAX_PLAN_PIXELS) ? image.data : null));
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
