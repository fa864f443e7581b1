import type { CheckoutConfiguration } from '@planner/api';

export interface CheckoutDialogProps {
  checkout: CheckoutConfiguration;
  /** Replaces the whole checkout configuration with this part changed; false after a failure. */
  save: (change: Partial<CheckoutConfiguration>) => Promise<void | false>;
  onClose: () => void;
}

export const SAVED_MESSAGE = 'Konfiguration erfolgreich gespeichert.';
