import type { CheckoutConfiguration } from '@planner/api';
import type { FormDialogAction } from '@planner/ui';

export interface CheckoutDialogProps {
  checkout: CheckoutConfiguration;
  /** Replaces the whole checkout configuration with this part changed; false after a failure. */
  save: (change: Partial<CheckoutConfiguration>) => Promise<void | false>;
  onClose: () => void;
  /** Resets the entry to unset; only given when it has a choice. */
  clear?: () => Promise<void | false>;
}

/** 'Auswahl entfernen' in the dialog's footer, for an entry that has a choice. */
export const removeChoiceAction = (clear: CheckoutDialogProps['clear']): FormDialogAction | undefined =>
  clear && { label: 'Auswahl entfernen', successMessage: 'Auswahl entfernt.', run: clear };

export const SAVED_MESSAGE = 'Konfiguration erfolgreich gespeichert.';
