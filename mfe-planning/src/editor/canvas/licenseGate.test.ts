// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { editorVisibility } from './licenseGate';

const container = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

describe('editorVisibility', () => {
  it('sees the canvas tldraw rendered', () => {
    expect(editorVisibility(container('<div class="tl-container"><div class="tl-canvas"></div></div>'))).toBe('shown');
  });

  it('recognises the gate tldraw renders instead of the editor without a valid license', () => {
    expect(editorVisibility(container('<div data-testid="tl-license-expired" style="display:none"></div>'))).toBe('license');
  });

  it('notices a canvas that never appeared, but not the editor showing its own error', () => {
    expect(editorVisibility(container('<div class="tl-container"></div>'))).toBe('missing');
    expect(editorVisibility(container('<div data-editor-error>Fehler</div>'))).toBe('shown');
  });
});
