import type { Point } from './geometry';

/** Shape types of the floor plan editor. */
export const PLAN_IMAGE = 'plan-image' as const;
export const ROOM = 'room' as const;
export const INSTALLATION = 'installation' as const;
export const CONNECTION = 'connection' as const;

/** The floor plan image: a locked background at the origin, one plan pixel per page unit. */
export interface PlanImageProps {
  w: number;
  h: number;
  /** Where the image is loaded from (an API path); never the image data itself. */
  src: string;
}

/** A room: its corners relative to the shape's position, its name and room type. */
export interface RoomProps {
  points: Point[];
  label: string;
  /** Room type of the project's construction specification; null for private orders. */
  roomTypeId: string | null;
  roomTypeName: string;
}

/** A placed installation (electrical component), a square icon centred on its position. */
export interface InstallationProps {
  componentId: string;
  size: number;
}

/** A connection line between two installations, given by their shape ids. */
export interface ConnectionProps {
  fromId: string;
  toId: string;
}

/** What the domain functions read of a shape record (a tldraw shape satisfies it). */
export interface ShapeRecord {
  id: string;
  typeName: 'shape';
  type: string;
  x: number;
  y: number;
  rotation: number;
  parentId: string;
  props: object;
}

export type PlanShape<Type extends string, Props> = ShapeRecord & { type: Type; props: Props };
export type RoomRecord = PlanShape<typeof ROOM, RoomProps>;
export type InstallationRecord = PlanShape<typeof INSTALLATION, InstallationProps>;
export type ConnectionRecord = PlanShape<typeof CONNECTION, ConnectionProps>;
export type PlanImageRecord = PlanShape<typeof PLAN_IMAGE, PlanImageProps>;

export const isShape = (record: unknown): record is ShapeRecord =>
  typeof record === 'object' && record !== null && (record as { typeName?: unknown }).typeName === 'shape';

/** The API path of a floor's plan image; the editor document refers to the image by it. */
export const planImagePath = (floorId: string) => `/api/electro/floors/${floorId}/image`;

/** Edge length of installation icons in plan pixels: about 1/40 of the plan, at least 24 and at most 96. */
export const installationSizeFor = (plan: { w: number; h: number } | null) =>
  plan ? Math.min(96, Math.max(24, Math.round(Math.max(plan.w, plan.h) / 40))) : 32;
