import { floorPlansPath } from '@planner/api';
import { navigateToUrl } from 'single-spa';

/** Opens the floor plans of a quote, a page of the planning remote. */
export function openFloorPlans(projectId: string, configurationId: string): void {
  navigateToUrl(floorPlansPath(projectId, configurationId));
}
