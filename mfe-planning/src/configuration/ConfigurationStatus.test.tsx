import { MISSING_PERMISSION_MESSAGES, quoteEndpoints, type ConfigurationPreview } from '@planner/api';
import { mockEndpoint, mockPdf } from '@planner/ui/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { configurationPageHandlers } from '../quote/test/configurationPage';
import { CONFIGURATION_PATH, configuration, finalizedConfiguration, PAGE_URL } from '../quote/test/fixtures';
import { routes } from '../routes';

/** The configuration page of `initial`; PUT …/status changes the work status like the server. */
function serve(initial: ConfigurationPreview) {
  let current = initial;
  const api = mockApi(
    ...configurationPageHandlers(() => current),
    mockEndpoint(quoteEndpoints.pdf, () => mockPdf()),
    mockEndpoint(quoteEndpoints.setStatus, ({ body }) => {
      current = { ...current, status: { type: body.status } };
      return current;
    }),
  );
  renderRoutes(routes, PAGE_URL);
  return api;
}

const user = () => userEvent.setup();
const status = async () => (await screen.findByTestId('configuration-status')).textContent;
const chooseOption = async (name: string) => {
  await user().click(await screen.findByRole('button', { name: 'Optionen des Angebots' }));
  await user().click(await screen.findByRole('menuitem', { name: new RegExp(name) }));
};

describe('status of a quote on its page', () => {
  it('goes to review and back; in review it cannot be edited, only finalized', async () => {
    const api = serve(configuration());
    expect(await status()).toBe('In Bearbeitung');

    await chooseOption('Zur Freigabe vorlegen');
    await waitFor(async () => expect(await status()).toBe('Warten auf Freigabe'));
    expect(screen.getByRole('button', { name: /Grundriss hinzufügen/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Angebot fertigstellen/ })).toBeTruthy();

    await chooseOption('Zurück in Bearbeitung');
    await waitFor(async () => expect(await status()).toBe('In Bearbeitung'));
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { status: 'InReview' },
      { status: 'InProgress' },
    ]);
    expect(screen.getByRole('button', { name: /Grundriss hinzufügen/ }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: /Angebot fertigstellen/ })).toBeTruthy();
  });

  it('opens the PDF of a finalized quote, which can no longer be renamed or sent to review', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:angebot');
    const api = serve(finalizedConfiguration());
    expect(await status()).toBe('An Kunden versandt');

    await user().click(await screen.findByRole('button', { name: /Angebot öffnen/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:angebot', '_blank', 'noopener'));
    expect(api.count(`GET ${CONFIGURATION_PATH}/quote/pdf`)).toBe(1);

    await user().click(screen.getByRole('button', { name: 'Optionen des Angebots' }));
    expect((await screen.findByRole('menuitem', { name: /Umbenennen/ })).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('menuitem', { name: /Freigabe|Bearbeitung/ })).toBeNull();
  });

  it('shows a quote read-only to a user who may not plan, and says why', async () => {
    signInWithRoles(['ReadOnly']);
    serve(configuration());
    expect(await status()).toBe('In Bearbeitung');

    expect(screen.getByText(MISSING_PERMISSION_MESSAGES.plan)).toBeTruthy();
    const addFloor = screen.getByRole('button', { name: /Grundriss hinzufügen/ });
    expect(addFloor.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Angebot fertigstellen/ }).hasAttribute('disabled')).toBe(true);
    await user().click(screen.getByRole('button', { name: 'Optionen des Angebots' }));
    for (const name of ['Kopieren', 'Zur Freigabe vorlegen', 'Löschen']) {
      expect((await screen.findByRole('menuitem', { name: new RegExp(name) })).getAttribute('aria-disabled')).toBe('true');
    }
  });
});
