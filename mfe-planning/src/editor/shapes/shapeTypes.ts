import type { TLShape } from 'tldraw';
import type { ConnectionProps, InstallationProps, PlanImageProps, RoomProps } from '../domain/planShapes';

declare module 'tldraw' {
  export interface TLGlobalShapePropsMap {
    'plan-image': PlanImageProps;
    room: RoomProps;
    installation: InstallationProps;
    connection: ConnectionProps;
  }
}

export type PlanImageShape = TLShape<'plan-image'>;
export type RoomShape = TLShape<'room'>;
export type InstallationShape = TLShape<'installation'>;
export type ConnectionShape = TLShape<'connection'>;
