import { floorPlansPath, pvDesignPath } from '@planner/api';
import { useHasEnvironment } from '@planner/platform';
import { navigateToUrl } from 'single-spa';

/**
 * Opens a quote's planning: its floor plans (planning remote) for a company with ElektroPlanner,
 * else its PV design (PV remote); a company with both reaches the PV design from the quote's menu.
 */
export function useOpenQuotePlanning(): (projectId: string, configurationId: string) => void {
  const electrical = useHasEnvironment('ElektroPlanner');
  return (projectId, configurationId) =>
    navigateToUrl(electrical ? floorPlansPath(projectId, configurationId) : pvDesignPath(projectId, configurationId));
}
