import { createShapeId, StateNode, type TLPointerEventInfo } from 'tldraw';
import { randomUuid } from '@planner/api';
import { INSTALLATION, installationSizeFor } from '../domain/planShapes';
import { PLAN_IMAGE_SHAPE_ID } from '../domain/shapesFromFloor';
import { sessionOf } from '../canvas/editorSession';
import { indexForNewShape } from '../canvas/layers';
import type { PlanImageShape } from '../shapes/shapeTypes';

/** Places the installation type chosen in the catalogue where the plan is clicked. */
export class InstallationTool extends StateNode {
  static override id = 'installation';

  override onEnter() {
    this.editor.selectNone();
    this.editor.setCursor({ type: 'cross', rotation: 0 });
  }

  override onPointerDown(info: TLPointerEventInfo) {
    const componentId = sessionOf(this.editor).placement.get();
    if (info.button !== 0 || !componentId || this.editor.getIsReadonly()) return;
    const plan = this.editor.getShape<PlanImageShape>(PLAN_IMAGE_SHAPE_ID as PlanImageShape['id']);
    const size = installationSizeFor(plan ? plan.props : null);
    const { x, y } = this.editor.inputs.getCurrentPagePoint();
    this.editor.markHistoryStoppingPoint('place installation');
    this.editor.createShape({
      id: createShapeId(randomUuid()),
      type: INSTALLATION,
      index: indexForNewShape(this.editor, INSTALLATION),
      x: x - size / 2,
      y: y - size / 2,
      props: { componentId, size },
    });
  }

  override onCancel() {
    sessionOf(this.editor).placement.set(null);
    this.editor.setCurrentTool('select');
  }
}
