import { useContext } from 'react';
import { HTMLContainer, Rectangle2d, ShapeUtil, T, type RecordProps } from 'tldraw';
import { PLAN_IMAGE } from '../domain/planShapes';
import { PlanImageUrlContext } from '../canvas/canvasContext';
import type { PlanImageShape } from './shapeTypes';

function PlanImage() {
  const url = useContext(PlanImageUrlContext);
  return (
    <HTMLContainer style={{ pointerEvents: 'none', background: url ? undefined : '#fafafa' }}>
      {url && (
        <img
          src={url}
          alt=""
          draggable={false}
          style={{ display: 'block', width: '100%', height: '100%', userSelect: 'none' }}
        />
      )}
    </HTMLContainer>
  );
}

/** The floor plan image: locked at the origin, one image pixel per plan unit; never selected, moved or deleted. */
export class PlanImageShapeUtil extends ShapeUtil<PlanImageShape> {
  static override type = PLAN_IMAGE;
  static override props: RecordProps<PlanImageShape> = { w: T.number, h: T.number, src: T.string };

  getDefaultProps(): PlanImageShape['props'] {
    return { w: 1, h: 1, src: '' };
  }

  getGeometry(shape: PlanImageShape) {
    return new Rectangle2d({ width: shape.props.w, height: shape.props.h, isFilled: true });
  }

  override canResize() {
    return false;
  }
  override canBind() {
    return false;
  }
  override canSnap() {
    return false;
  }
  override canTabTo() {
    return false;
  }
  override hideResizeHandles() {
    return true;
  }
  override hideRotateHandle() {
    return true;
  }
  override hideSelectionBoundsBg() {
    return true;
  }
  override hideSelectionBoundsFg() {
    return true;
  }

  component() {
    return <PlanImage />;
  }

  getIndicatorPath() {
    return undefined;
  }
}
