import type { Editor, TLUiActionsContextType, TLUiOverrides, TLUiToolItem, TLUiToolsContextType } from 'tldraw';
import { sessionOf } from '../canvas/editorSession';
import { showWholePlan } from '../canvas/camera';

/** tldraw's actions that make sense on a floor plan; the others (styles, pages, export, …) and their shortcuts are removed. */
const KEPT_ACTIONS = [
  'undo',
  'redo',
  'delete',
  'duplicate',
  'cut',
  'copy',
  'paste',
  'select-all',
  'select-none',
  'zoom-in',
  'zoom-out',
  'zoom-in-on-cursor',
  'zoom-out-on-cursor',
  'zoom-to-100',
  'zoom-to-fit',
  'zoom-to-selection',
];

/** The editor's tools and their keyboard shortcuts, as the toolbar shows them. */
export const TOOL_SHORTCUTS = { select: 'v', hand: 'h', room: 'r', connection: 'l', installation: 'i' } as const;

const pick = <T>(items: Record<string, T>, ids: readonly string[]) =>
  Object.fromEntries(ids.flatMap((id) => (items[id] ? [[id, items[id]]] : []))) as Record<string, T>;

const tool = (id: string, label: string, onSelect: () => void): TLUiToolItem => ({
  id,
  label,
  icon: 'tool-pointer',
  kbd: TOOL_SHORTCUTS[id as keyof typeof TOOL_SHORTCUTS],
  onSelect,
});

/** Only the plan's own tools (select, pan, room, connection, installation) and actions, with shortcuts. */
export const uiOverrides: TLUiOverrides = {
  tools(editor: Editor, tools: TLUiToolsContextType) {
    return {
      ...pick(tools, ['select', 'hand']),
      room: tool('room', 'Raum zeichnen', () => editor.setCurrentTool('room')),
      connection: tool('connection', 'Verbindung ziehen', () => editor.setCurrentTool('connection')),
      installation: tool('installation', 'Installation platzieren', () => {
        if (sessionOf(editor).placement.get()) editor.setCurrentTool('installation');
      }),
    };
  },
  actions(editor: Editor, actions: TLUiActionsContextType) {
    const kept = pick(actions, KEPT_ACTIONS);
    if (kept['zoom-to-fit']) kept['zoom-to-fit'] = { ...kept['zoom-to-fit'], onSelect: () => showWholePlan(editor) };
    return kept;
  },
};
