import type { PermissionState } from '@planner/platform';
import type { ReactNode } from 'react';
import { Tooltip } from '../kit/antd';
import './permissionTooltip.css';

export interface PermissionTooltipProps {
  /** From `usePermission`. */
  permission: PermissionState;
  /** For a control that fills the width of its cell. */
  block?: boolean;
  /** The control, already disabled by the caller when the permission is missing. */
  children: ReactNode;
}

/** Says on hover why the control inside cannot be used: the user's roles do not permit it. */
export function PermissionTooltip({ permission, block = false, children }: PermissionTooltipProps) {
  if (permission.allowed) return children;
  return (
    <Tooltip title={permission.reason}>
      <span className="permission-tooltip" style={{ display: block ? 'block' : 'inline-block', cursor: 'not-allowed' }}>
        {children}
      </span>
    </Tooltip>
  );
}
