import { useEffect, useState, type RefObject } from 'react';

/** What tldraw renders in place of the editor when it hides it for a missing or invalid license. */
const LICENSE_GATE = '[data-testid="tl-license-expired"]';
/** The canvas, or the editor's own error message. */
const RENDERED = '.tl-canvas, [data-editor-error]';
/** Longer than tldraw's own 5 s grace period before it hides the editor. */
const RENDER_TIMEOUT_MS = 8000;

/** Shown, hidden by tldraw for its license, or missing for another reason. */
export type EditorVisibility = 'shown' | 'license' | 'missing';

export function editorVisibility(container: ParentNode): EditorVisibility {
  if (container.querySelector(LICENSE_GATE)) return 'license';
  return container.querySelector(RENDERED) ? 'shown' : 'missing';
}

/**
 * Watches the editor's container for tldraw hiding the editor (production without a valid
 * TLDRAW_LICENSE_KEY) or the canvas not appearing at all, so the page can say so instead of
 * staying blank. Starts watching once the canvas is `rendered`.
 */
export function useEditorVisibility(container: RefObject<HTMLElement | null>, rendered: boolean): EditorVisibility {
  const [visibility, setVisibility] = useState<EditorVisibility>('shown');
  useEffect(() => {
    const element = container.current;
    if (!element || !rendered) return;
    const observer = new MutationObserver(() => {
      if (element.querySelector(LICENSE_GATE)) setVisibility('license');
    });
    observer.observe(element, { childList: true, subtree: true });
    const timer = setTimeout(() => setVisibility(editorVisibility(element)), RENDER_TIMEOUT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [container, rendered]);
  return visibility;
}
