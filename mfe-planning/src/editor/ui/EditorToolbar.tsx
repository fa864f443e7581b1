import {
  DeleteOutlined,
  DragOutlined,
  ExpandOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  RedoOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import type { ElectricalComponent } from '@planner/api';
import { Button, Divider, Flex, Select, Tooltip } from '@planner/ui';
import type { ReactNode } from 'react';
import { useValue, type Editor } from 'tldraw';
import { showWholePlan } from '../canvas/camera';
import { choosePlacement, togglePlacement, useActivePlacement } from './placement';
import { TOOL_SHORTCUTS } from './uiOverrides';
import { ConnectionIcon, PointerIcon, RoomIcon } from './ToolIcons';

const ANIMATION = { animation: { duration: 200 } };

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}

function ToolButton({ label, icon, onClick, active, disabled }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        aria-label={label}
        aria-pressed={active}
        type={active ? 'primary' : 'text'}
        icon={icon}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export interface SidePanelToggle {
  open: boolean;
  /** Id of the panel, for `aria-controls`. */
  panelId: string;
  onToggle: () => void;
}

export interface EditorToolbarProps {
  editor: Editor;
  readOnly: boolean;
  components: ElectricalComponent[];
  /** Beside the canvas (not below it, as on phones) the side panel can make room for the plan. */
  sidePanel?: SidePanelToggle;
}

/** Tools, undo/redo, delete and zoom above the canvas; editing tools are left out when the quote is read-only. */
export function EditorToolbar({ editor, readOnly, components, sidePanel }: EditorToolbarProps) {
  const toolId = useValue('tool', () => editor.getCurrentToolId(), [editor]);
  const placement = useActivePlacement(editor);
  const canUndo = useValue('can undo', () => editor.getCanUndo(), [editor]);
  const canRedo = useValue('can redo', () => editor.getCanRedo(), [editor]);
  const hasSelection = useValue('has selection', () => editor.getSelectedShapeIds().length > 0, [editor]);

  // Toolbar clicks take the focus; giving it back keeps the keyboard shortcuts working.
  const run = (action: () => void) => () => {
    action();
    editor.focus();
  };
  const shortcut = (key: string) => key.toUpperCase();

  return (
    <Flex align="center" wrap gap={4} role="toolbar" aria-label="Werkzeuge" style={{ padding: '4px 8px', borderBottom: '1px solid #f0f0f0' }}>
      <ToolButton
        label={`Auswählen (${shortcut(TOOL_SHORTCUTS.select)})`}
        icon={<PointerIcon />}
        active={toolId === 'select'}
        onClick={run(() => editor.setCurrentTool('select'))}
      />
      <ToolButton
        label={`Ansicht verschieben (${shortcut(TOOL_SHORTCUTS.hand)} oder Leertaste gedrückt halten)`}
        icon={<DragOutlined />}
        active={toolId === 'hand'}
        onClick={run(() => editor.setCurrentTool('hand'))}
      />
      {!readOnly && (
        <>
          <ToolButton
            label={`Raum zeichnen (${shortcut(TOOL_SHORTCUTS.room)}): Ecken anklicken, zum Schließen den ersten Punkt anklicken`}
            icon={<RoomIcon />}
            active={toolId === 'room'}
            onClick={run(() => editor.setCurrentTool('room'))}
          />
          <ToolButton
            label={`Installationen verbinden (${shortcut(TOOL_SHORTCUTS.connection)}): zwei Installationen nacheinander anklicken`}
            icon={<ConnectionIcon />}
            active={toolId === 'connection'}
            onClick={run(() => editor.setCurrentTool('connection'))}
          />
          <Select
            aria-label="Installation zum Platzieren"
            placeholder="Installation platzieren"
            size="middle"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 200 }}
            value={placement ?? undefined}
            options={components.map((component) => ({ value: component.id, label: component.label }))}
            notFoundContent="Keine Installation gefunden."
            // onSelect also fires for the option already chosen: choosing it again ends placing, as in the side list.
            onSelect={(id: string) => {
              togglePlacement(editor, id);
              editor.focus();
            }}
            onClear={() => {
              choosePlacement(editor, null);
              editor.focus();
            }}
          />
          <Divider orientation="vertical" />
          <ToolButton label="Rückgängig (Strg+Z)" icon={<UndoOutlined />} disabled={!canUndo} onClick={run(() => editor.undo())} />
          <ToolButton label="Wiederholen (Strg+Umschalt+Z)" icon={<RedoOutlined />} disabled={!canRedo} onClick={run(() => editor.redo())} />
          <ToolButton
            label="Auswahl löschen (Entf)"
            icon={<DeleteOutlined />}
            disabled={!hasSelection}
            onClick={run(() => {
              editor.markHistoryStoppingPoint('delete selection');
              editor.deleteShapes(editor.getSelectedShapeIds());
            })}
          />
        </>
      )}
      <Divider orientation="vertical" />
      <ToolButton label="Verkleinern (−)" icon={<ZoomOutOutlined />} onClick={run(() => editor.zoomOut(undefined, ANIMATION))} />
      <ToolButton label="Vergrößern (+)" icon={<ZoomInOutlined />} onClick={run(() => editor.zoomIn(undefined, ANIMATION))} />
      <ToolButton
        label="Ganzen Grundriss anzeigen (Umschalt+1)"
        icon={<ExpandOutlined />}
        onClick={run(() => showWholePlan(editor))}
      />
      {sidePanel && (
        <Tooltip title={sidePanel.open ? 'Seitenleiste ausblenden: mehr Platz für den Grundriss' : 'Seitenleiste einblenden'}>
          <Button
            type="text"
            style={{ marginInlineStart: 'auto' }}
            aria-label={sidePanel.open ? 'Seitenleiste ausblenden' : 'Seitenleiste einblenden'}
            aria-expanded={sidePanel.open}
            aria-controls={sidePanel.panelId}
            icon={sidePanel.open ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={sidePanel.onToggle}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
