import { DEFAULT_BILLING_UNIT, DEFAULT_LABOUR_SHARE_BASIS_POINTS, type Quote, type QuoteElement } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

type Floors = Quote['floors'];

/** Floors as frozen by this version or one before installations had a unit, a long text and a labour share. */
export type StoredFloors = (Omit<Floors[number], 'rooms'> & {
  rooms: (Omit<Floors[number]['rooms'][number], 'elements'> & {
    elements: (Omit<QuoteElement, 'component'> & {
      component: Pick<QuoteElement['component'], 'id' | 'label'> & Partial<QuoteElement['component']>;
    })[];
  })[];
})[];

/**
 * Frozen floors in today's shape: what was frozen before units is billed by the piece, without long
 * text; before labour shares, without labour.
 */
export function readStoredFloors(floors: StoredFloors): Floors {
  return floors.map((floor) => ({
    ...floor,
    rooms: floor.rooms.map((room) => ({
      ...room,
      elements: room.elements.map((element) => ({
        ...element,
        component: {
          description: '',
          unit: DEFAULT_BILLING_UNIT,
          labourShareBasisPoints: DEFAULT_LABOUR_SHARE_BASIS_POINTS,
          ...element.component,
        },
      })),
    })),
  }));
}

/** The floors frozen with the configuration's quote; undefined unless the configuration was finalized. */
export async function findFrozenFloors(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<Floors | undefined> {
  const row = await trx
    .selectFrom('quotes')
    .select(sql<StoredFloors>`snapshot -> 'floors'`.as('floors'))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', configurationId)
    .executeTakeFirst();
  return row && readStoredFloors(row.floors);
}
