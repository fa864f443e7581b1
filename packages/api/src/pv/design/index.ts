export type { Point as RoofPoint, Rect as RoofRect } from './geometry';
export * from './electrical';
export * from './fill';
export * from './strings';
export * from './check';
export * from './format';
export * from './parts';
