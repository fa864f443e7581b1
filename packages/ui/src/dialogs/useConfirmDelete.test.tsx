import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/TestProviders';
import { useConfirmDelete } from './useConfirmDelete';

function Harness({ onConfirm }: { onConfirm: () => Promise<void | false> }) {
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  return (
    <>
      <button
        onClick={() =>
          confirmDelete({
            subject: 'Wallbox',
            text: 'Das löschen kann nicht rückgängig gemacht werden.',
            confirmText: 'Installation löschen',
            successMessage: 'Installation wurde gelöscht.',
            onConfirm,
          })
        }
      >
        Löschen…
      </button>
      {confirmDeleteDialog}
    </>
  );
}

function renderHarness(onConfirm: () => Promise<void | false>) {
  render(
    <TestProviders>
      <Harness onConfirm={onConfirm} />
    </TestProviders>,
  );
  return userEvent.click(screen.getByRole('button', { name: 'Löschen…' }));
}

const confirmButton = () => screen.getByRole('button', { name: /Installation löschen/ });

describe('useConfirmDelete', () => {
  it('asks, shows the deletion in progress, then closes with the success toast', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderHarness(onConfirm);

    expect(await screen.findByText('„Wallbox“ wirklich löschen?')).toBeTruthy();
    expect(screen.getByText('Das löschen kann nicht rückgängig gemacht werden.')).toBeTruthy();
    expect(confirmButton().className).toContain('ant-btn-dangerous');

    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirmButton().className).toContain('ant-btn-loading');
    expect((screen.getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(true);

    finish();
    expect(await screen.findByText('Installation wurde gelöscht.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes without toast when the deletion did not happen', async () => {
    await renderHarness(async () => false);

    await userEvent.click(confirmButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Installation wurde gelöscht.')).toBeNull();
  });

  it('deletes nothing on cancel', async () => {
    const onConfirm = vi.fn(async () => {});
    await renderHarness(onConfirm);

    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
