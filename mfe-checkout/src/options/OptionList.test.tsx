import { checkoutOptionEndpoints, MISSING_PERMISSION_MESSAGES } from '@planner/api';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInWithRoles } from '@planner/ui/testing';
import { lockCatalogue } from './catalogues';
import { OptionList } from './OptionList';

const LOCK = {
  id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Sicherheitszylinder',
  description: '',
  icon: 'data:image/png;base64,iVBORw0KGgo=',
  price: 18_500,
  labourShareBasisPoints: 1_000,
};
const DELETE = `DELETE /api/electro/locks/${LOCK.id}`;
const PUT = `PUT /api/electro/locks/${LOCK.id}`;
const locks = checkoutOptionEndpoints.lockType;
const listOfTheLock = () => mockEndpoint(locks.list, () => [LOCK]);

async function deleteTheLock() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Optionen für ${LOCK.name}` }));
  await user.click(await screen.findByText('Löschen'));
  await user.click(await screen.findByRole('button', { name: 'Option löschen' }));
}

describe('deleting an option in the admin list', () => {
  it('confirms the deletion', async () => {
    const api = mockApi(listOfTheLock(), mockEndpoint(locks.delete, () => null));
    renderWithProviders(<OptionList catalogue={lockCatalogue} />);
    await deleteTheLock();
    expect(await screen.findByText('Option wurde gelöscht.')).toBeTruthy();
    expect(api.count(DELETE)).toBe(1);
  });

  it('says so instead of claiming success when the option was already gone', async () => {
    mockApi(listOfTheLock(), mockEndpoint(locks.delete, () => mockFailure('failure/NotFound', 'Option nicht gefunden.', 404)));
    renderWithProviders(<OptionList catalogue={lockCatalogue} />);
    await deleteTheLock();
    expect(await screen.findByText('Option nicht gefunden.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Option löschen' })).toBeNull());
    expect(screen.queryByText('Option wurde gelöscht.')).toBeNull();
  });
});

describe('the labour share of an option', () => {
  it('shows on its card and is saved in basis points from the percentage typed in its dialog', async () => {
    const api = mockApi(
      listOfTheLock(),
      mockEndpoint(locks.put, ({ body }) => (body as { lockType: typeof LOCK }).lockType),
    );
    renderWithProviders(<OptionList catalogue={lockCatalogue} />);
    expect(await screen.findByText('Lohnanteil 10 %')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Optionen für ${LOCK.name}` }));
    await user.click(await screen.findByText('Bearbeiten'));
    const share = await screen.findByRole('spinbutton', { name: 'Lohnanteil (§ 35a EStG)' });
    expect((share as HTMLInputElement).value).toBe('10,00');
    expect(screen.getByText('Anteil der Arbeitskosten am Preis, für die Steuerermäßigung privater Kunden auf der Rechnung.')).toBeTruthy();
    await user.clear(share);
    await user.type(share, '27,5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(api.count(PUT)).toBe(1));
    const saved = api.requests.find((request) => request.method === 'PUT')?.body as { lockType: typeof LOCK };
    expect(saved.lockType).toEqual({ ...LOCK, labourShareBasisPoints: 2_750 });
  });
});

describe('an option list for a user who may not change master data', () => {
  it('offers neither adding nor editing nor deleting, and says why', async () => {
    signInWithRoles(['Planner']);
    mockApi(listOfTheLock());
    renderWithProviders(<OptionList catalogue={lockCatalogue} />);

    const add = await screen.findByRole('button', { name: new RegExp(lockCatalogue.addLabel) });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Optionen für ${LOCK.name}` }));
    for (const name of ['Bearbeiten', 'Löschen']) {
      expect((await screen.findByRole('menuitem', { name: new RegExp(name) })).getAttribute('aria-disabled')).toBe('true');
    }
    await user.hover(screen.getByText('Löschen'));
    expect(await screen.findByText(MISSING_PERMISSION_MESSAGES.masterData)).toBeTruthy();
  });
});
