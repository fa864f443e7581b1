/** The code of the floor plan page, and of its editor (tldraw), each its own chunk. */
export const loadFloorPlanPage = () => import('./FloorPlanPage');
export const loadFloorPlanEditor = () => import('../editor/FloorPlanEditor');

/**
 * Fetches the floor plan page's code once the browser is idle. The floor list calls it: from
 * there opening a floor is the likely next step, and the editor is the heaviest code of the
 * app. A failed download is retried when the page is opened.
 */
export function prefetchFloorPlanCode(): () => void {
  const load = () => {
    loadFloorPlanPage().catch(() => undefined);
    loadFloorPlanEditor().catch(() => undefined);
  };
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(load, 200);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(load, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}
