import { react, type Editor } from 'tldraw';

/**
 * While the camera pans or zooms, the shapes layer is a compositor layer of its own
 * (`will-change: transform`): the browser moves and scales what it has painted instead of painting
 * thousands of installations again at every fraction of a pixel. When the camera rests, the hint
 * goes, and the layer is painted once, sharp, at the new zoom.
 */
export function compositeShapesWhileCameraMoves(editor: Editor): () => void {
  return react('composite the shapes layer while the camera moves', () => {
    const moving = editor.getCameraState() === 'moving';
    const layer = editor.getContainer().querySelector<HTMLElement>('.tl-shapes');
    if (layer) layer.style.willChange = moving ? 'transform' : '';
  });
}
