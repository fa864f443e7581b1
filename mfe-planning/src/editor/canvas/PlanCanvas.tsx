import 'tldraw/tldraw.css';
import { Result } from '@planner/ui';
import { memo } from 'react';
import { Tldraw, type Editor, type TLComponents, type TLStoreSnapshot } from 'tldraw';
import { ConnectionShapeUtil } from '../shapes/ConnectionShapeUtil';
import { InstallationShapeUtil } from '../shapes/InstallationShapeUtil';
import { PlanImageShapeUtil } from '../shapes/PlanImageShapeUtil';
import { RoomShapeUtil } from '../shapes/RoomShapeUtil';
import { ConnectionTool } from '../tools/ConnectionTool';
import { InstallationTool } from '../tools/InstallationTool';
import { RoomTool } from '../tools/RoomTool';
import { PlanSelectTool } from '../tools/translating/PlanSelectTool';
import { assetUrls } from '../ui/assetUrls';
import { uiOverrides } from '../ui/uiOverrides';
import { DrawingPreview } from './DrawingPreview';

const SHAPE_UTILS = [PlanImageShapeUtil, RoomShapeUtil, InstallationShapeUtil, ConnectionShapeUtil];
const TOOLS = [PlanSelectTool, RoomTool, InstallationTool, ConnectionTool];
/**
 * How long after its last move the camera counts as resting. When it rests, tldraw sets the zoom on
 * the canvas, which recalculates the style of every shape (60–90 ms on a floor of 2 000
 * installations). tldraw's 64 ms is shorter than the pause between a mouse wheel's notches and than
 * one slow frame, so while zooming the camera kept coming to rest, and each rest made the next frame
 * slow again (ADR 0011).
 */
const CAMERA_RESTS_AFTER_MS = 250;
const OPTIONS = {
  maxPages: 1,
  maxShapesPerPage: 12_000,
  createTextOnCanvasDoubleClick: false,
  cameraMovingTimeoutMs: CAMERA_RESTS_AFTER_MS,
};

function CanvasError() {
  return (
    <div data-editor-error>
      <Result status="error" title="Der Grundriss konnte nicht geöffnet werden." subTitle="Bitte laden Sie die Seite neu." />
    </div>
  );
}

const COMPONENTS: TLComponents = {
  OnTheCanvas: DrawingPreview,
  ContextMenu: null,
  ErrorFallback: CanvasError,
};

export interface PlanCanvasProps {
  /** The saved document; none for a floor the editor has not saved yet. */
  snapshot: TLStoreSnapshot | undefined;
  onMount: (editor: Editor) => void;
}

/** The tldraw canvas with the plan's shapes and tools; tldraw's own UI is replaced by the page's toolbar and accordion. */
export const PlanCanvas = memo(function PlanCanvas({ snapshot, onMount }: PlanCanvasProps) {
  return (
    <Tldraw
      snapshot={snapshot}
      licenseKey={__TLDRAW_LICENSE_KEY__ || undefined}
      assetUrls={assetUrls}
      shapeUtils={SHAPE_UTILS}
      tools={TOOLS}
      overrides={uiOverrides}
      components={COMPONENTS}
      options={OPTIONS}
      locale="de"
      hideUi
      onMount={onMount}
    />
  );
});
