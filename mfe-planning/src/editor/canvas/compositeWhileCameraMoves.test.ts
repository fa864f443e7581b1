import { atom, type Editor } from 'tldraw';
import { afterEach, expect, it } from 'vitest';
import { compositeShapesWhileCameraMoves } from './compositeWhileCameraMoves';

const container = document.createElement('div');
container.innerHTML = '<div class="tl-html-layer tl-shapes"></div>';
const layer = container.querySelector<HTMLElement>('.tl-shapes')!;
const cameraState = atom<'idle' | 'moving'>('camera state', 'idle');
const editor = { getCameraState: () => cameraState.get(), getContainer: () => container } as unknown as Editor;

afterEach(() => cameraState.set('idle'));

it('makes the shapes layer a compositor layer while the camera moves, and drops the hint when it rests', () => {
  const stop = compositeShapesWhileCameraMoves(editor);
  expect(layer.style.willChange).toBe('');

  cameraState.set('moving');
  expect(layer.style.willChange).toBe('transform');

  cameraState.set('idle');
  expect(layer.style.willChange).toBe('');

  stop();
  cameraState.set('moving');
  expect(layer.style.willChange).toBe('');
});
