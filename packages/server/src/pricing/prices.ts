import { compareGermanText, DEFAULT_BILLING_UNIT, DEFAULT_LABOUR_SHARE_BASIS_POINTS, OUTSIDE_ROOMS_NAME, type QuoteElement, type QuoteRoom } from '@planner/api';

/** What a floor contributes to pricing: its rooms and where each installation was placed. */
export interface PricingFloor {
  rooms: readonly { id: string; label: string; roomTypeId: string | null }[];
  placements: readonly { componentId: string; roomId: string | null }[];
}

export interface PricingContext {
  /** Developer constructions include the room type's inclusive amounts; private ones include nothing. */
  isDeveloperConstruction: boolean;
  /** Room type id → component id → inclusive amount. */
  inclusiveAmounts: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Component id → unit price in cents as of the pricing day. */
  unitPrices: ReadonlyMap<string, number>;
  /** Component id → label, description, unit and labour share. */
  components: ReadonlyMap<string, Omit<QuoteElement['component'], 'id'>>;
}

export interface PricedFloor {
  rooms: QuoteRoom[];
  totalPrice: number;
}

const countBy = (componentIds: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const id of componentIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

/** A component the company no longer has: nothing to print but its count. */
const UNKNOWN_COMPONENT = { label: '', description: '', unit: DEFAULT_BILLING_UNIT, labourShareBasisPoints: DEFAULT_LABOUR_SHARE_BASIS_POINTS };

/** One quote line: the room type includes up to its amount, the rest is charged at the unit price. */
export function priceElement(componentId: string, items: number, inclusiveAmount: number, context: PricingContext): QuoteElement {
  const included = Math.min(items, inclusiveAmount);
  const extra = items - included;
  const unitPrice = context.unitPrices.get(componentId) ?? 0;
  return {
    component: { id: componentId, ...(context.components.get(componentId) ?? UNKNOWN_COMPONENT) },
    items,
    included,
    extra,
    unitPrice,
    totalPrice: extra * unitPrice,
  };
}

function priceRoom(
  name: string,
  roomTypeId: string | null,
  componentIds: readonly string[],
  context: PricingContext,
): QuoteRoom {
  const inclusive = context.isDeveloperConstruction && roomTypeId ? context.inclusiveAmounts.get(roomTypeId) : undefined;
  const elements = [...countBy(componentIds)].map(([componentId, items]) =>
    priceElement(componentId, items, inclusive?.get(componentId) ?? 0, context),
  );
  elements.sort((a, b) => compareGermanText(a.component.label, b.component.label));
  return { name, totalPrice: sumOf(elements), elements };
}

const sumOf = (items: readonly { totalPrice: number }[]) => items.reduce((sum, item) => sum + item.totalPrice, 0);

/**
 * The quote of one floor: per room and component the items placed, the included and extra
 * count and the line total; installations outside every room are extras under 'Ohne Raum'.
 */
export function priceFloor(floor: PricingFloor, context: PricingContext): PricedFloor {
  const roomIds = new Set(floor.rooms.map((room) => room.id));
  const byRoom = new Map<string | null, string[]>();
  for (const { componentId, roomId } of floor.placements) {
    const key = roomId !== null && roomIds.has(roomId) ? roomId : null;
    const placed = byRoom.get(key);
    if (placed) placed.push(componentId);
    else byRoom.set(key, [componentId]);
  }
  const rooms = [...floor.rooms]
    .sort((a, b) => compareGermanText(a.label, b.label))
    .map((room) => priceRoom(room.label, room.roomTypeId, byRoom.get(room.id) ?? [], context));
  const outside = byRoom.get(null);
  if (outside) rooms.push(priceRoom(OUTSIDE_ROOMS_NAME, null, outside, context));
  return { rooms, totalPrice: sumOf(rooms) };
}

/** The floors' share of a configuration's total. */
export const priceFloors = (floors: readonly PricingFloor[], context: PricingContext): number =>
  floors.reduce((sum, floor) => sum + priceFloor(floor, context).totalPrice, 0);

/** Additional installations: amount times unit price each. */
export const priceAdditionalInstallations = (lines: readonly { amount: number; unitPrice: number }[]): number =>
  lines.reduce((sum, line) => sum + line.amount * line.unitPrice, 0);
