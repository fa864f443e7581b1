import { useValue, type Editor } from 'tldraw';
import { sessionOf } from '../canvas/editorSession';

/** The installation type being placed: chosen and its tool active. */
export function useActivePlacement(editor: Editor): string | null {
  return useValue(
    'active placement',
    () => (editor.getCurrentToolId() === 'installation' ? sessionOf(editor).placement.get() : null),
    [editor],
  );
}

/** Switches to placing the type; none ends placing. */
export function choosePlacement(editor: Editor, componentId: string | null) {
  if (componentId) sessionOf(editor).placement.set(componentId);
  editor.setCurrentTool(componentId ? 'installation' : 'select');
}

/** Choosing the type that is being placed again ends placing. */
export function togglePlacement(editor: Editor, componentId: string) {
  const active = editor.getCurrentToolId() === 'installation' && sessionOf(editor).placement.get() === componentId;
  choosePlacement(editor, active ? null : componentId);
}
