import type { TenantInformation } from '@planner/api';

export interface TenantDialogProps {
  tenant: TenantInformation;
  onClose: () => void;
}
