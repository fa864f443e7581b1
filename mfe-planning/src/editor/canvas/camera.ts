import type { Editor } from 'tldraw';

/**
 * Keeps the plan in view: it can be panned at any zoom, also before zooming in, until only an
 * edge of it remains on screen; zoom steps are relative to the whole plan on screen.
 */
export function fitCameraToPlan(editor: Editor, image: { width: number; height: number } | null) {
  if (!image) {
    editor.zoomToFit();
    return;
  }
  editor.setCameraOptions({
    zoomSteps: [0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8, 12, 16],
    constraints: {
      bounds: { x: 0, y: 0, w: image.width, h: image.height },
      padding: { x: 24, y: 24 },
      origin: { x: 0.5, y: 0.5 },
      initialZoom: 'fit-max',
      baseZoom: 'fit-max',
      behavior: 'outside',
    },
  });
  editor.setCamera(editor.getCamera(), { reset: true });
}

/** The whole plan on screen (or everything drawn, for a floor without plan image). */
export function showWholePlan(editor: Editor, animate = true) {
  const animation = animate ? { animation: { duration: 200 } } : {};
  if (editor.getCameraOptions().constraints) editor.setCamera(editor.getCamera(), { reset: true, ...animation });
  else editor.zoomToFit(animation);
}
