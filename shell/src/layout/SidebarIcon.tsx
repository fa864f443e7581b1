import Icon from '@ant-design/icons';
import type { SidebarIcon as SidebarIconData } from '@planner/api';

/**
 * A sidebar entry's icon as its remote brings it: SVG path data, drawn like every antd icon.
 * It only decorates the entry's label, so assistive technology skips it.
 */
export function SidebarIcon({ icon }: { icon: SidebarIconData }) {
  return (
    <Icon
      aria-hidden="true"
      component={() => (
        <svg viewBox={icon.viewBox} width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
          {icon.paths.map((path) => (
            <path key={path} d={path} />
          ))}
        </svg>
      )}
    />
  );
}
