import type { CheckoutConfiguration } from '@planner/api';

export interface CheckoutDialogProps {
  checkout: CheckoutConfiguration;
  /** Replaces the whole checkout configuration with this part changed. */
  save: (change: Partial<CheckoutConfiguration>) => Promise<void>;
  onClose: () => void;
}

export const SAVED_MESSAGE = 'Konfiguration erfolgreich gespeichert.';
