import type { PlacedPvModule, PvString, RoofFace } from '../design/schemas';
import { moduleWidthMm, type PricedPart } from './mounting';

/** The DC cable and connectors of the master data (ADR 0030) with the site's cable run. */
export interface DcCablingInput {
  /** 'Leitungsweg Dach → Wechselrichter': metres from where the strings leave the roof to the inverter, one way. */
  runMetres: number;
  /** Priced per metre. */
  cablePerMetre: PricedPart;
  /** A plug and a socket. */
  connectorPair: PricedPart;
}

/** What the DC cabling of a design's strings takes. */
export interface DcCablingCount {
  /** Strings with at least one module on a face. */
  strings: number;
  /** Whole metres, rounded up: the home runs, the return leads and the jumpers on the roof. */
  cableMetres: number;
  /** Two per string (one half at each end of its plus and minus cable) and one per jumper. */
  connectorPairs: number;
  /**
   * Steps of a string from a module on one face to one on another, and strings that end on another
   * face than they begin: their cable on the roof is not in the model (faces have no common plane).
   */
  stepsBetweenFaces: number;
}

/** How far apart two modules' rectangles may be and still be joined by the modules' own leads. */
const LEAD_TOLERANCE_MM = 10;

interface Placed {
  faceId: string;
  /** The module's rectangle in mm in its face's plane. */
  left: number;
  top: number;
  width: number;
  height: number;
  gapMm: number;
}

const toMm = (metres: number) => Math.round(metres * 1000);

function placedModules(faces: readonly Pick<RoofFace, 'id' | 'gap' | 'modules'>[], size: { longer: number; shorter: number }) {
  const byId = new Map<string, Placed>();
  const place = (face: Pick<RoofFace, 'id' | 'gap'>, module: PlacedPvModule) => {
    const width = moduleWidthMm(size, module.orientation);
    const height = module.orientation === 'portrait' ? size.longer : size.shorter;
    byId.set(module.id, { faceId: face.id, left: toMm(module.x), top: toMm(module.y), width, height, gapMm: toMm(face.gap) });
  };
  for (const face of faces) for (const module of face.modules) place(face, module);
  return byId;
}

/** Along the rails and across them, between the modules' centres, in mm. */
const distanceMm = (a: Placed, b: Placed) =>
  Math.abs(a.left + a.width / 2 - (b.left + b.width / 2)) + Math.abs(a.top + a.height / 2 - (b.top + b.height / 2));

/** The rectangles lie side by side, one above the other or corner to corner, no further apart than the face's module gap. */
function neighbours(a: Placed, b: Placed): boolean {
  const apart = (startA: number, lengthA: number, startB: number, lengthB: number) =>
    Math.max(0, Math.max(startA, startB) - Math.min(startA + lengthA, startB + lengthB));
  const limit = Math.max(a.gapMm, b.gapMm) + LEAD_TOLERANCE_MM;
  return apart(a.left, a.width, b.left, b.width) <= limit && apart(a.top, a.height, b.top, b.height) <= limit;
}

/**
 * The DC cabling of the strings (ADR 0030), after the structure ADR 0028 names: each string's plus
 * and minus run once from the roof to the inverter (`runMetres` twice); on the roof the modules'
 * own leads join neighbours in the string's order, every other step takes a jumper as long as the
 * way between the modules' centres (along and across the rails) with a connector pair, and one pole
 * runs back from the string's last module to its first, so that plus and minus leave the roof
 * together and the loop the string encloses stays small (IEC 60364-7-712). Steps between faces are
 * counted with their connector pair but without cable (`stepsBetweenFaces`).
 */
export function countDcCabling(
  faces: readonly Pick<RoofFace, 'id' | 'gap' | 'modules'>[],
  strings: readonly Pick<PvString, 'moduleIds'>[],
  size: { longer: number; shorter: number },
  runMetres: number,
): DcCablingCount {
  const placed = placedModules(faces, size);
  const runMm = toMm(runMetres);
  let cableMm = 0;
  const count = { strings: 0, connectorPairs: 0, stepsBetweenFaces: 0 };
  for (const string of strings) {
    const modules = string.moduleIds.flatMap((id) => placed.get(id) ?? []);
    const [first] = modules;
    const last = modules.at(-1);
    if (!first || !last) continue;
    count.strings += 1;
    cableMm += 2 * runMm;
    count.connectorPairs += 2;
    for (let index = 1; index < modules.length; index++) {
      const from = modules[index - 1]!;
      const to = modules[index]!;
      if (from.faceId !== to.faceId) {
        count.stepsBetweenFaces += 1;
        count.connectorPairs += 1;
      } else if (!neighbours(from, to)) {
        cableMm += distanceMm(from, to);
        count.connectorPairs += 1;
      }
    }
    if (first.faceId === last.faceId) cableMm += distanceMm(first, last);
    else count.stepsBetweenFaces += 1;
  }
  return { ...count, cableMetres: Math.ceil(Math.round(cableMm) / 1000) };
}
