import {
  companyLogoEndpoints,
  DEFAULT_QUOTE_SETTINGS,
  invoiceEndpoints,
  PV_QUOTE_INTRO_TEXT,
  quoteSettingsEndpoints,
  tenantEndpoints,
  type QuoteSettings,
} from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { frozenQuote } from '../quotes/test/fixtures';
import { routes } from '../routes';

/** The company page of a company whose quote settings the server answers as `initial`. */
function serve(initial: QuoteSettings) {
  let settings = initial;
  return mockApi(
    mockEndpoint(tenantEndpoints.get, () => frozenQuote().company),
    mockEndpoint(companyLogoEndpoints.get, () => null),
    mockEndpoint(invoiceEndpoints.getSettings, () => ({ prefix: 'RE-', nextNumber: 1 })),
    mockEndpoint(quoteSettingsEndpoints.get, () => settings),
    mockEndpoint(quoteSettingsEndpoints.put, ({ body }) => (settings = body as QuoteSettings)),
  );
}

const card = async () =>
  (await screen.findByText('Angebotstexte und Zahlungsbedingungen', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

describe('the quote texts in the company settings', () => {
  it('of a PvPlanner-only company show and save an introduction that speaks of a PV system, not of floors', async () => {
    const pvDefaults = { ...DEFAULT_QUOTE_SETTINGS, introText: PV_QUOTE_INTRO_TEXT };
    const api = serve(pvDefaults);
    renderRoutes(routes, '/settings/tenant');
    expect(within(await card()).getByText(PV_QUOTE_INTRO_TEXT)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(await card()).getByRole('button', { name: 'Angebotstexte und Zahlungsbedingungen bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Angebotstexte und Zahlungsbedingungen bearbeiten' });
    const intro = within(dialog).getByLabelText('Einleitung') as HTMLTextAreaElement;
    expect(intro.value).toBe(PV_QUOTE_INTRO_TEXT);
    expect(intro.value).toContain('Photovoltaikanlage');
    expect(intro.value).not.toMatch(/Stockwerk|Grundriss|Elektroinstallation/);
    expect(within(dialog).getByText(/Standardtext der Einleitung: Ein Angebot mit PV-Anlage nennt darin deren Leistung/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Angebotstexte gespeichert.')).toBeTruthy();
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([pvDefaults]));
  });

  it('say nothing of the default once the company writes its own introduction', async () => {
    serve(DEFAULT_QUOTE_SETTINGS);
    renderRoutes(routes, '/settings/tenant');
    const user = userEvent.setup();
    await user.click(within(await card()).getByRole('button', { name: 'Angebotstexte und Zahlungsbedingungen bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Angebotstexte und Zahlungsbedingungen bearbeiten' });
    expect(within(dialog).getByText(/Standardtext/)).toBeTruthy();

    const intro = within(dialog).getByLabelText('Einleitung');
    await user.clear(intro);
    await user.type(intro, 'Guten Tag, {Kunde}.');
    expect(within(dialog).queryByText(/Standardtext/)).toBeNull();
  });
});
