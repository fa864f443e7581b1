import type { Floor } from '@planner/api';

/** What the editor needs to know of its floor besides the document: who it is and whether it has a plan. */
export type EditedFloor = Pick<Floor, 'id' | 'name' | 'configurationId' | 'hasImage'>;
