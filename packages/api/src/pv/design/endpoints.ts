import { endpoint, inEnvironment } from '@planner/api';
import { PvDesignPictureSchema, SavePvDesignSchema, type PvDesign, type PvDesignPicture } from './schemas';

const DESIGN = '/api/pv/configurations/:configurationId/design';
/** Writes to a finalized quote's design answer `failure/ConfigurationFinalized`. */
const WRITE_FAILURES = ['failure/NotFound', 'failure/ConfigurationFinalized'] as const;

export const pvDesignEndpoints = inEnvironment('PvPlanner', {
  /** The quote's design; an empty one at version 0 while none was saved. */
  get: endpoint<PvDesign>()({ method: 'GET', path: DESIGN, failures: ['failure/NotFound'] }),
  /**
   * Saves the design as the version after `version`. Unknown parts or parts of the wrong kind
   * answer 400 (nothing is stored); a design saved in between answers `failure/Conflict`.
   */
  put: endpoint<PvDesign>()({
    method: 'PUT',
    permission: 'plan',
    path: DESIGN,
    body: SavePvDesignSchema,
    failures: [...WRITE_FAILURES, 'failure/Conflict'],
  }),
  getPicture: endpoint<Blob>()({ method: 'GET', path: `${DESIGN}/picture`, binary: true, failures: ['failure/NotFound'] }),
  /** Replaces the roof picture; PNG or JPEG within the floor plans' limits of bytes and pixels. */
  putPicture: endpoint<PvDesignPicture>()({
    method: 'PUT',
    permission: 'plan',
    path: `${DESIGN}/picture`,
    body: PvDesignPictureSchema,
    failures: WRITE_FAILURES,
  }),
});
