import type { PermissionState } from '@planner/platform';
import { Button, type ButtonProps } from '../kit/antd';
import { PermissionTooltip } from './PermissionTooltip';

export interface PermittedButtonProps extends ButtonProps {
  /** From `usePermission`: without it the button is disabled and its tooltip says why. */
  permission: PermissionState;
}

/** A button for a change the user's roles may not permit, e.g. 'Kunde erstellen'. */
export function PermittedButton({ permission, disabled, ...props }: PermittedButtonProps) {
  return (
    <PermissionTooltip permission={permission}>
      <Button {...props} disabled={disabled || !permission.allowed} />
    </PermissionTooltip>
  );
}
