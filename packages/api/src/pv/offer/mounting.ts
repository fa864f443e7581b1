import type { PvOrientation, RoofFace } from '../design/schemas';

/** A part as a parts list line prices it: name and price in cents per unit. */
export interface PricedPart {
  name: string;
  /** Cents per piece (or per metre for cable). */
  price: number;
}

/**
 * How modules are fixed on one kind of roof covering (ADR 0028): on a tiled roof one roof hook
 * at each end of a rail and between them at most `maxSpacingMm` apart, with one metal roof tile
 * replacing the clay tile at each hook where the covering names one; on a metal roof, clamps on
 * the seams or ribs at the same spacing rule. The spacing comes from the mounting system's
 * static table for the roof and is kept with the roof covering in master data.
 */
export type MountingRule =
  | { kind: 'RoofHooks'; maxSpacingMm: number; hook: PricedPart; replacementTile: PricedPart | null }
  | { kind: 'MetalRoofClamps'; maxSpacingMm: number; clamp: PricedPart };

/** The rail system shared by every face: rails in pieces joined by connectors, modules held by clamps. */
export interface RailSystem {
  /** Length of one rail piece in mm. */
  railPieceLengthMm: number;
  railPiece: PricedPart;
  railConnector: PricedPart;
  endClamp: PricedPart;
  middleClamp: PricedPart;
}

/** A horizontal row of modules on a face: the modules with the same top edge. */
export interface ModuleRow {
  moduleCount: number;
  /** From the left edge of the first module to the right edge of the last, in mm. */
  widthMm: number;
}

/** Counted pieces of the mounting system of some rows. */
export interface MountingCounts {
  rails: number;
  railPieces: number;
  railConnectors: number;
  /** Roof hooks or metal roof clamps: the fixing points on the roof. */
  fixings: number;
  endClamps: number;
  middleClamps: number;
}

/** Every module row runs on two rails (one under each clamping zone of the module). */
export const RAILS_PER_ROW = 2;

const toMm = (metres: number) => Math.round(metres * 1000);

/** The module's width along the eaves in mm: the shorter side upright, the longer side lying. */
export const moduleWidthMm = (size: { longer: number; shorter: number }, orientation: PvOrientation) =>
  orientation === 'portrait' ? size.shorter : size.longer;

/** The rows of a face's modules, from the top of the face down; a rail runs past gaps within a row. */
export function moduleRows(face: Pick<RoofFace, 'modules'>, size: { longer: number; shorter: number }): ModuleRow[] {
  const byTop = new Map<number, { left: number; right: number; count: number }>();
  for (const module of face.modules) {
    const top = toMm(module.y);
    const left = toMm(module.x);
    const right = left + moduleWidthMm(size, module.orientation);
    const row = byTop.get(top);
    byTop.set(top, row ? { left: Math.min(row.left, left), right: Math.max(row.right, right), count: row.count + 1 } : { left, right, count: 1 });
  }
  return [...byTop.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => ({ moduleCount: row.count, widthMm: row.right - row.left }));
}

/**
 * The pieces for rows: per rail, ⌈width / piece length⌉ pieces joined by one connector less,
 * ⌈width / spacing⌉ + 1 fixings; per row two end clamps on each rail and two middle clamps
 * between each pair of neighbouring modules.
 */
export function countMounting(rows: readonly ModuleRow[], maxSpacingMm: number, railPieceLengthMm: number): MountingCounts {
  const counts: MountingCounts = { rails: 0, railPieces: 0, railConnectors: 0, fixings: 0, endClamps: 0, middleClamps: 0 };
  for (const row of rows) {
    if (row.moduleCount === 0) continue;
    const piecesPerRail = Math.ceil(row.widthMm / railPieceLengthMm);
    counts.rails += RAILS_PER_ROW;
    counts.railPieces += RAILS_PER_ROW * piecesPerRail;
    counts.railConnectors += RAILS_PER_ROW * (piecesPerRail - 1);
    counts.fixings += RAILS_PER_ROW * (Math.ceil(row.widthMm / maxSpacingMm) + 1);
    counts.endClamps += RAILS_PER_ROW * 2;
    counts.middleClamps += RAILS_PER_ROW * (row.moduleCount - 1);
  }
  return counts;
}
