import { useState } from 'react';
import type { ReactElement } from 'react';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import type { ConfirmDeleteDialogProps } from './ConfirmDeleteDialog';

export type ConfirmDeleteRequest = Omit<ConfirmDeleteDialogProps, 'open' | 'onClose'>;

export interface ConfirmDelete {
  /** Opens the dialog for one deletion. */
  confirmDelete: (request: ConfirmDeleteRequest) => void;
  /** Render this once in the component. */
  confirmDeleteDialog: ReactElement | null;
}

/**
 * One delete dialog for a component with several deletable things (e.g. the rows of a list):
 *
 *   const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
 *   confirmDelete({ subject: row.title, text, onConfirm: () => remove(row) });
 */
export function useConfirmDelete(): ConfirmDelete {
  // The request stays while the dialog closes so that its text does not vanish mid-animation.
  const [state, setState] = useState<{ request: ConfirmDeleteRequest; open: boolean } | null>(null);

  return {
    confirmDelete: (request) => setState({ request, open: true }),
    confirmDeleteDialog: state && (
      <ConfirmDeleteDialog
        {...state.request}
        open={state.open}
        onClose={() => setState({ request: state.request, open: false })}
      />
    ),
  };
}
