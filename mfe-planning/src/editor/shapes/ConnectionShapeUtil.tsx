import { Edge2d, ShapeUtil, SVGContainer, T, Vec, type Editor, type RecordProps, type TLShapeId } from 'tldraw';
import { CONNECTION, INSTALLATION } from '../domain/planShapes';
import type { ConnectionShape, InstallationShape } from './shapeTypes';

const LINE_COLOR = '#d46b08';

/** The centre of an installation in page coordinates; null when it does not exist (any more). */
function centreOf(editor: Editor, id: string) {
  const shape = editor.getShape(id as TLShapeId);
  if (!shape || shape.type !== INSTALLATION) return null;
  // Installations lie on the page unrotated; only a grouped or rotated one needs its page transform.
  if (shape.rotation === 0 && shape.parentId === editor.getCurrentPageId()) {
    const half = (shape as InstallationShape).props.size / 2;
    return new Vec(shape.x + half, shape.y + half);
  }
  return editor.getShapePageBounds(shape)?.center ?? null;
}

/**
 * The line's ends in its own coordinates. Reading the installations here makes the line's
 * geometry and drawing follow them reactively, so the line stays attached when either moves.
 */
function endsOf(editor: Editor, shape: ConnectionShape): [Vec, Vec] {
  const from = centreOf(editor, shape.props.fromId);
  const to = centreOf(editor, shape.props.toId);
  const origin = new Vec(shape.x, shape.y);
  if (!from || !to) return [new Vec(0, 0), new Vec(0, 0)];
  return [Vec.Sub(from, origin), Vec.Sub(to, origin)];
}

/** A connection line between two installations; it has no position of its own. */
export class ConnectionShapeUtil extends ShapeUtil<ConnectionShape> {
  static override type = CONNECTION;
  static override props: RecordProps<ConnectionShape> = { fromId: T.string, toId: T.string };

  getDefaultProps(): ConnectionShape['props'] {
    return { fromId: '', toId: '' };
  }

  getGeometry(shape: ConnectionShape) {
    const [start, end] = endsOf(this.editor, shape);
    return new Edge2d({ start, end });
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
  override getAriaDescriptor() {
    return 'Verbindung';
  }

  component(shape: ConnectionShape) {
    const [start, end] = endsOf(this.editor, shape);
    return (
      <SVGContainer style={{ overflow: 'visible' }}>
        <line
          x1={start.x}
          y1={start.y}
          x2={end.x}
          y2={end.y}
          stroke={LINE_COLOR}
          strokeWidth={2.5}
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </SVGContainer>
    );
  }

  getIndicatorPath(shape: ConnectionShape) {
    const [start, end] = endsOf(this.editor, shape);
    const path = new Path2D();
    path.moveTo(start.x, start.y);
    path.lineTo(end.x, end.y);
    return path;
  }
}
