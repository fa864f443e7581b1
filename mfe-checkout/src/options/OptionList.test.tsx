import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, renderWithProviders, success, successPage } from '@planner/ui/testing';
import { lockCatalogue } from './catalogues';
import { OptionList } from './OptionList';

const LOCK = {
  id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Sicherheitszylinder',
  description: '',
  icon: 'data:image/png;base64,iVBORw0KGgo=',
  price: 18_500,
};
const LIST = `GET /api/electro/locks`;
const DELETE = `DELETE /api/electro/locks/${LOCK.id}`;

async function deleteTheLock() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Optionen für ${LOCK.name}` }));
  await user.click(await screen.findByText('Löschen'));
  await user.click(await screen.findByRole('button', { name: 'Option löschen' }));
}

describe('deleting an option in the admin list', () => {
  it('confirms the deletion', async () => {
    const api = fakeApi({ [LIST]: () => successPage([LOCK]), [DELETE]: () => success(null) });
    renderWithProviders(<OptionList catalogue={lockCatalogue} />);
    await deleteTheLock();
    expect(await screen.findByText('Option wurde gelöscht.')).toBeTruthy();
    expect(api.count(DELETE)).toBe(1);
  });

  it('says so instead of claiming success when the option was already gone', async () => {
    fakeApi({ [LIST]: () => successPage([LOCK]), [DELETE]: () => failure('failure/NotFound', 'Option nicht gefunden.', 404) });
    renderWithProviders(<OptionList catalogue={lockCatalogue} />);
    await deleteTheLock();
    expect(await screen.findByText('Option nicht gefunden.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Option löschen' })).toBeNull());
    expect(screen.queryByText('Option wurde gelöscht.')).toBeNull();
  });
});
