import { appConfigEndpoints, quoteEndpoints, quoteLinkEndpoints, type QuoteLink } from '@planner/api';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInWithRoles, testAppConfig } from '@planner/ui/testing';
import { frozenQuote, QUOTE_ID } from '../test/fixtures';
import { MSG_QUOTE_LINK_NOT_EMAILED } from './CreatedQuoteLinkAlert';
import { QuoteLinksCard } from './QuoteLinksCard';

const LINKS = `/api/electro/configurations/${QUOTE_ID}/quote/links`;
const LINK_ID = '12121212-1212-4121-8121-121212121212';

const link = (state: QuoteLink['state']): QuoteLink => ({
  id: LINK_ID,
  quoteId: QUOTE_ID,
  createdAt: '2026-05-01T08:00:00.000Z',
  expiresAt: '2026-05-31T08:00:00.000Z',
  revokedAt: null,
  state,
  answer: null,
});

// Unmount before @planner/ui/testing clears the query cache, where the card reads the user's roles.
afterEach(() => cleanup());

/** The links of the quote; a new link is e-mailed to `emailedTo` when asked to. */
function serve({ mailEnabled, emailedTo, existing = [] }: { mailEnabled: boolean; emailedTo: string | null; existing?: QuoteLink[] }) {
  let links = existing;
  return mockApi(
    mockEndpoint(appConfigEndpoints.get, () => testAppConfig({ mailEnabled })),
    mockEndpoint(quoteLinkEndpoints.list, () => links),
    mockEndpoint(quoteLinkEndpoints.create, ({ body }) => {
      const created = link('Open');
      links = [created];
      return { link: created, token: 'angebot-token', emailedTo: body.sendByEmail ? emailedTo : null };
    }),
    mockEndpoint(quoteLinkEndpoints.revoke, () => {
      const revoked = link('Revoked');
      links = [revoked];
      return revoked;
    }),
  );
}

const user = () => userEvent.setup();
const createButton = () => screen.getByRole('button', { name: /Link für Kunden erstellen/ });

/** Opens the dialog, lets `fill` set its fields and creates the link. */
async function createLink(fill: (dialog: HTMLElement) => Promise<void> = async () => undefined) {
  await user().click(createButton());
  const dialog = await screen.findByRole('dialog', { name: 'Link für Kunden erstellen' });
  await fill(dialog);
  await user().click(within(dialog).getByRole('button', { name: /Link erstellen/ }));
}

const askForEmail = async (dialog: HTMLElement) => {
  await user().click(await within(dialog).findByRole('checkbox', { name: 'Link per E-Mail an den Kunden senden' }));
};

describe('quote links', () => {
  it('e-mails the new link to the customer when asked to and says where it went', async () => {
    const api = serve({ mailEnabled: true, emailedTo: 'planer@example.de' });
    renderWithProviders(<QuoteLinksCard quoteId={QUOTE_ID} answered={false} validUntil="2099-12-31" />);

    await createLink(askForEmail);

    expect(await screen.findByText('Link an planer@example.de gesendet.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Link für den Kunden' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/angebot/angebot-token`,
    );
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ validDays: 30, sendByEmail: true });
  });

  it('warns when the e-mail was asked for but could not be sent', async () => {
    serve({ mailEnabled: true, emailedTo: null });
    renderWithProviders(<QuoteLinksCard quoteId={QUOTE_ID} answered={false} validUntil="2099-12-31" />);

    await createLink(askForEmail);

    expect(await screen.findByText(MSG_QUOTE_LINK_NOT_EMAILED)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Link für den Kunden' })).toBeTruthy();
  });

  it('offers no e-mail without a mail server and sends the validity typed', async () => {
    const api = serve({ mailEnabled: false, emailedTo: null });
    renderWithProviders(<QuoteLinksCard quoteId={QUOTE_ID} answered={false} validUntil="2099-12-31" />);

    await createLink(async (dialog) => {
      await waitFor(() => expect(api.count('GET /api/app-config')).toBe(1));
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
      const days = within(dialog).getByLabelText('Gültig für');
      await user().clear(days);
      await user().type(days, '14');
    });

    expect(await screen.findByText(/Link erstellt\. Schicken Sie ihn/)).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ validDays: 14, sendByEmail: false });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link für Kunden erstellen' })).toBeNull());
  });

  it('keeps the dialog open with its input when the link could not be created', async () => {
    const api = mockApi(
      mockEndpoint(appConfigEndpoints.get, () => testAppConfig({ mailEnabled: false })),
      mockEndpoint(quoteLinkEndpoints.list, () => []),
      mockEndpoint(quoteLinkEndpoints.create, () => mockFailure('failure/AlreadyAnswered', 'Das Angebot ist bereits beantwortet.', 409)),
    );
    renderWithProviders(<QuoteLinksCard quoteId={QUOTE_ID} answered={false} validUntil="2099-12-31" />);

    await createLink();

    expect(await screen.findByText('Das Angebot ist bereits beantwortet.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Link für Kunden erstellen' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Link für den Kunden' })).toBeNull();
    expect(api.count(`POST ${LINKS}`)).toBe(1);
  });

  it('revokes a link only after asking', async () => {
    const api = serve({ mailEnabled: false, emailedTo: null });
    renderWithProviders(<QuoteLinksCard quoteId={QUOTE_ID} answered={false} validUntil="2099-12-31" />);
    await createLink();
    const list = await screen.findByRole('list', { name: 'Links für den Kunden' });

    await user().click(within(list).getByRole('button', { name: 'Zurückziehen' }));
    const question = await screen.findByRole('dialog', { name: 'Link zurückziehen?' });
    await user().click(within(question).getByRole('button', { name: 'Zurückziehen' }));

    expect(await screen.findByText('Link zurückgezogen.')).toBeTruthy();
    expect(api.count(`DELETE ${LINKS}/${LINK_ID}`)).toBe(1);
    expect(await within(list).findByText('Zurückgezogen')).toBeTruthy();
  });

  it('says in the dialog that the link ends with the offer’s validity at the latest', async () => {
    serve({ mailEnabled: false, emailedTo: null });
    renderWithProviders(<QuoteLinksCard quoteId={QUOTE_ID} answered={false} validUntil="2099-12-31" />);

    await user().click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'Link für Kunden erstellen' });
    expect(
      within(dialog).getByText('Der Link gilt höchstens bis zum Ende der Angebotsgültigkeit am 31.12.2099; danach kann der Kunde nicht mehr annehmen.'),
    ).toBeTruthy();
  });

  it('lets a read-only user see the links but neither create nor revoke one', async () => {
    signInWithRoles(['ReadOnly']);
    serve({ mailEnabled: true, emailedTo: null, existing: [link('Open')] });
    renderWithProviders(<QuoteLinksCard quoteId={QUOTE_ID} answered={false} validUntil="2099-12-31" />);

    const list = await screen.findByRole('list', { name: 'Links für den Kunden' });
    expect((within(list).getByRole('button', { name: 'Zurückziehen' }) as HTMLButtonElement).disabled).toBe(true);
    expect((createButton() as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('an answered quote', () => {
  it('keeps its links listed but offers no new one', async () => {
    serve({ mailEnabled: true, emailedTo: null, existing: [link('Answered')] });
    renderWithProviders(<QuoteLinksCard quoteId={QUOTE_ID} answered validUntil="2099-12-31" />);

    expect(await screen.findByRole('list', { name: 'Links für den Kunden' })).toBeTruthy();
    expect(screen.getByText('Das Angebot ist beantwortet; neue Links sind nicht mehr möglich.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Link .*erstellen/ })).toBeNull();
  });

  it('shows a second link as closed, saying it only shows the answer, and offers no revoking', async () => {
    serve({ mailEnabled: true, emailedTo: null, existing: [{ ...link('Closed'), id: '34343434-3434-4343-8343-343434343434' }, link('Answered')] });
    renderWithProviders(<QuoteLinksCard quoteId={QUOTE_ID} answered validUntil="2099-12-31" />);

    const list = await screen.findByRole('list', { name: 'Links für den Kunden' });
    const [closed] = within(list).getAllByRole('listitem');
    expect(within(closed!).getByText('Geschlossen')).toBeTruthy();
    expect(within(closed!).getByText('Das Angebot ist beantwortet; der Link zeigt dem Kunden nur noch die Antwort.')).toBeTruthy();
    expect(within(list).queryByText('Offen')).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Zurückziehen' })).toBeNull();
  });
});

describe('an expired offer', () => {
  it('offers no new link but extending the validity, based on the day shown', async () => {
    const api = mockApi(
      mockEndpoint(appConfigEndpoints.get, () => testAppConfig({ mailEnabled: false })),
      mockEndpoint(quoteLinkEndpoints.list, () => [link('Expired')]),
      mockEndpoint(quoteEndpoints.extendValidity, ({ body }) => ({ ...frozenQuote('Sent'), validUntil: body.validUntil })),
    );
    renderWithProviders(<QuoteLinksCard quoteId={QUOTE_ID} answered={false} validUntil="2020-01-31" />);

    expect(await screen.findByText(/Das Angebot war bis zum 31\.01\.2020 gültig/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Link für Kunden erstellen/ })).toBeNull();
    await user().click(screen.getByRole('button', { name: /Gültigkeit verlängern/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Gültigkeit verlängern' });
    expect(within(dialog).getByText(/Bisher gültig bis 31\.01\.2020/)).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: /Verlängern/ }));

    await waitFor(() => expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ previousValidUntil: '2020-01-31' }));
    const { validUntil } = api.requests.find((request) => request.method === 'POST')?.body as { validUntil: string };
    expect(validUntil > new Date().toISOString().slice(0, 10)).toBe(true);
  });
});
