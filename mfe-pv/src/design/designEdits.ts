import { randomUuid } from '@planner/api';
import { fillFace, type PlacedPvModule, type PvDesignContent, type PvString, type RoofFace } from '@planner/api/pv';
import { moduleRect } from './roofGeometry';

/** Strings without the given modules; strings left empty are dropped. */
function withoutModules(strings: PvString[], removed: ReadonlySet<string>): PvString[] {
  return strings
    .map((string) => ({ ...string, moduleIds: string.moduleIds.filter((id) => !removed.has(id)) }))
    .filter((string) => string.moduleIds.length > 0);
}

export function updateFace(design: PvDesignContent, faceId: string, change: Partial<RoofFace>): PvDesignContent {
  return { ...design, faces: design.faces.map((face) => (face.id === faceId ? { ...face, ...change } : face)) };
}

export function removeFace(design: PvDesignContent, faceId: string): PvDesignContent {
  const face = design.faces.find((candidate) => candidate.id === faceId);
  const removed = new Set(face?.modules.map((module) => module.id));
  return { ...design, faces: design.faces.filter((candidate) => candidate.id !== faceId), strings: withoutModules(design.strings, removed) };
}

/** The face's modules replaced, and its old modules taken out of their strings. */
export function replaceFaceModules(design: PvDesignContent, faceId: string, modules: PlacedPvModule[]): PvDesignContent {
  const face = design.faces.find((candidate) => candidate.id === faceId);
  const removed = new Set(face?.modules.map((module) => module.id));
  return { ...updateFace(design, faceId, { modules }), strings: withoutModules(design.strings, removed) };
}

/** 'Fläche füllen': as many modules as fit the face within its clearance, gaps and obstacles. */
export function filledModules(face: RoofFace, size: { longer: number; shorter: number }): PlacedPvModule[] {
  return fillFace({
    outline: face.outline,
    obstacles: face.obstacles,
    edgeClearance: face.edgeClearance,
    module: size,
    orientation: face.orientation,
    gap: face.gap,
  }).map((rect) => ({ id: randomUuid(), x: rect.x, y: rect.y, orientation: face.orientation }));
}

export function removeModules(design: PvDesignContent, ids: ReadonlySet<string>): PvDesignContent {
  return {
    ...design,
    faces: design.faces.map((face) => ({ ...face, modules: face.modules.filter((module) => !ids.has(module.id)) })),
    strings: withoutModules(design.strings, ids),
  };
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** Moves the modules by dx/dy metres, each kept on the face's extent. */
export function moveModules(design: PvDesignContent, faceId: string, ids: ReadonlySet<string>, dx: number, dy: number, size: { longer: number; shorter: number }): PvDesignContent {
  const face = design.faces.find((candidate) => candidate.id === faceId);
  if (!face) return design;
  const width = Math.max(...face.outline.map((point) => point.x));
  const height = Math.max(...face.outline.map((point) => point.y));
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const modules = face.modules.map((module) => {
    if (!ids.has(module.id)) return module;
    const rect = moduleRect(module, size);
    return { ...module, x: round(clamp(module.x + dx, Math.max(0, width - rect.width))), y: round(clamp(module.y + dy, Math.max(0, height - rect.height))) };
  });
  return updateFace(design, faceId, { modules });
}

/** A module centred on the point, in the face's orientation. */
export function addModule(design: PvDesignContent, face: RoofFace, point: { x: number; y: number }, size: { longer: number; shorter: number }): PvDesignContent {
  const placed: PlacedPvModule = { id: randomUuid(), x: 0, y: 0, orientation: face.orientation };
  const rect = moduleRect(placed, size);
  const round = (value: number) => Math.max(0, Math.round(value * 1000) / 1000);
  const module = { ...placed, x: round(point.x - rect.width / 2), y: round(point.y - rect.height / 2) };
  return updateFace(design, face.id, { modules: [...face.modules, module] });
}

/**
 * A click on a module while strings are edited: a module of the active string leaves it, any
 * other module joins it (leaving the string it was in).
 */
export function toggleStringModule(design: PvDesignContent, stringId: string, moduleId: string): PvDesignContent {
  const target = design.strings.find((string) => string.id === stringId);
  if (!target) return design;
  const leaving = target.moduleIds.includes(moduleId);
  const strings = design.strings.map((string) => {
    if (string.id === stringId) return { ...string, moduleIds: leaving ? string.moduleIds.filter((id) => id !== moduleId) : [...string.moduleIds, moduleId] };
    return { ...string, moduleIds: string.moduleIds.filter((id) => id !== moduleId) };
  });
  return { ...design, strings: strings.filter((string) => string.id === stringId || string.moduleIds.length > 0) };
}
