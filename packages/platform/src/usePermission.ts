import { isPermitted, MISSING_PERMISSION_MESSAGES, PERMISSIONS, type Permission } from '@planner/api';
import { useLoadedCurrentUser } from './loadedCurrentUser';

/** Whether the signed-in user may do something, and if not, the German reason for a tooltip. */
export interface PermissionState {
  allowed: boolean;
  /** Empty when allowed. */
  reason: string;
}

const ALLOWED: PermissionState = { allowed: true, reason: '' };

// One object per answer, so a result can be compared and passed on without causing renders.
const DENIED = Object.fromEntries(
  PERMISSIONS.map((permission) => [permission, { allowed: false, reason: MISSING_PERMISSION_MESSAGES[permission] }]),
) as Record<Permission, PermissionState>;

/**
 * Whether the signed-in user's roles grant `permission`, from the current user the shell loaded.
 * Without it, e.g. in a remote running alone, everything is allowed and the server has the last word.
 */
export function usePermission(permission: Permission): PermissionState {
  const user = useLoadedCurrentUser();
  return !user || isPermitted(user.roles, permission) ? ALLOWED : DENIED[permission];
}
