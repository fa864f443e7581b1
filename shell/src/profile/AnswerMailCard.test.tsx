import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appConfigEndpoints, quoteLinkEndpoints, type QuoteAnswerMailSetting } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderWithProviders, testAppConfig } from '@planner/ui/testing';
import { AnswerMailCard } from './AnswerMailCard';

const SETTING = 'GET /api/electro/quote-answers/mail-setting';

/** The user's setting as the server keeps it; saving changes it. */
function serve(initial: QuoteAnswerMailSetting, mailEnabled = true) {
  let setting = initial;
  return mockApi(
    mockEndpoint(appConfigEndpoints.get, () => testAppConfig({ mailEnabled })),
    mockEndpoint(quoteLinkEndpoints.mailSetting, () => setting),
    mockEndpoint(quoteLinkEndpoints.setMailSetting, ({ body }) => {
      setting = { ...setting, wantsMail: body.wantsMail };
      return setting;
    }),
  );
}

const answerMailSwitch = () => screen.findByRole('switch', { name: 'Antworten von Kunden auf Angebote per E-Mail erhalten' });

describe('AnswerMailCard', () => {
  it('lets a planner ask for customers’ answers by e-mail, for this user only', async () => {
    const api = serve({ wantsMail: false, eligible: true });
    renderWithProviders(<AnswerMailCard />);

    const toggle = await answerMailSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(await screen.findByText(/erhalten Sie eine E-Mail\. In der App sehen Sie die Antwort in jedem Fall, bis Sie den Hinweis schließen\./)).toBeTruthy();
    await userEvent.setup().click(toggle);

    expect(await screen.findByText('Sie erhalten Antworten per E-Mail.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ wantsMail: true });
    await waitFor(async () => expect((await answerMailSwitch()).getAttribute('aria-checked')).toBe('true'));
  });

  it('says that answers are only shown in the app when no mail server is set up', async () => {
    serve({ wantsMail: true, eligible: true }, false);
    renderWithProviders(<AnswerMailCard />);

    expect(await screen.findByText('Es ist kein Mailserver eingerichtet; Antworten sehen Sie in der App, bis Sie den Hinweis schließen.')).toBeTruthy();
  });

  it('is not shown to a read-only user, who gets no answers by e-mail', async () => {
    const api = serve({ wantsMail: false, eligible: false });
    renderWithProviders(<AnswerMailCard />);

    await waitFor(() => expect(api.count(SETTING)).toBe(1));
    await waitFor(() => expect(screen.queryByText('Einstellung wird geladen …')).toBeNull());
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText('Benachrichtigungen')).toBeNull();
  });
});
