import './installation.css';
import { useContext } from 'react';
import { HTMLContainer, Rectangle2d, ShapeUtil, T, type RecordProps } from 'tldraw';
import { INSTALLATION } from '../domain/planShapes';
import { CatalogueContext } from '../canvas/canvasContext';
import type { InstallationShape } from './shapeTypes';

function InstallationIcon({ componentId }: { componentId: string }) {
  const entry = useContext(CatalogueContext).get(componentId);
  return (
    <HTMLContainer
      className="planner-installation"
      title={entry?.label}
      role="img"
      aria-label={entry?.label}
      // The icon as background, not an <img> of its own: a floor has thousands of installations.
      style={entry ? { backgroundImage: `url("${entry.icon}")` } : undefined}
    />
  );
}

/** A placed installation: the component's icon in a square centred on its position. */
export class InstallationShapeUtil extends ShapeUtil<InstallationShape> {
  static override type = INSTALLATION;
  static override props: RecordProps<InstallationShape> = { componentId: T.string, size: T.positiveNumber };

  getDefaultProps(): InstallationShape['props'] {
    return { componentId: '', size: 32 };
  }

  getGeometry(shape: InstallationShape) {
    return new Rectangle2d({ width: shape.props.size, height: shape.props.size, isFilled: true });
  }

  override canResize() {
    return false;
  }
  override canBind() {
    return false;
  }
  override hideResizeHandles() {
    return true;
  }
  override hideRotateHandle() {
    return true;
  }
  override getAriaDescriptor() {
    return 'Installation';
  }

  component(shape: InstallationShape) {
    return <InstallationIcon componentId={shape.props.componentId} />;
  }

  getIndicatorPath(shape: InstallationShape) {
    const path = new Path2D();
    path.rect(0, 0, shape.props.size, shape.props.size);
    return path;
  }
}
