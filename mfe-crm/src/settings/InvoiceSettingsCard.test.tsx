import {
  companyLogoEndpoints,
  DEFAULT_QUOTE_SETTINGS,
  invoiceEndpoints,
  MSG_NEXT_INVOICE_NUMBER_USED,
  quoteSettingsEndpoints,
  tenantEndpoints,
  type InvoiceSettings,
} from '@planner/api';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { frozenQuote } from '../quotes/test/fixtures';
import { routes } from '../routes';

/** The company page with the invoice number range RE-0007; a number below 5 was issued already. */
function serve() {
  let settings: InvoiceSettings = { prefix: 'RE-', nextNumber: 7 };
  return mockApi(
    mockEndpoint(tenantEndpoints.get, () => frozenQuote().company),
    mockEndpoint(companyLogoEndpoints.get, () => null),
    mockEndpoint(quoteSettingsEndpoints.get, () => DEFAULT_QUOTE_SETTINGS),
    mockEndpoint(invoiceEndpoints.getSettings, () => settings),
    mockEndpoint(invoiceEndpoints.putSettings, ({ body }) => {
      if (body.nextNumber < 5) return mockFailure('failure/InvoiceNumberUsed', MSG_NEXT_INVOICE_NUMBER_USED);
      settings = { prefix: body.prefix ?? '', nextNumber: body.nextNumber };
      return settings;
    }),
  );
}

const user = () => userEvent.setup();
const card = async () => (await screen.findByText('Rechnungsnummern', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

describe('invoice numbers in the company settings', () => {
  it('shows the next invoice number, and changes prefix and number, refusing one already issued', async () => {
    const api = serve();
    renderRoutes(routes, '/settings/tenant');
    expect(within(await card()).getByText('RE-0007')).toBeTruthy();

    await user().click(within(await card()).getByRole('button', { name: 'Rechnungsnummern bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnungsnummern bearbeiten' });
    const prefix = within(dialog).getByLabelText('Präfix');
    await user().clear(prefix);
    await user().type(prefix, 'RE-2026-');
    const number = within(dialog).getByLabelText('Nächste Nummer');
    await user().clear(number);
    await user().type(number, '3');
    expect(within(dialog).getByText('Nächste Rechnung: RE-2026-0003')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(MSG_NEXT_INVOICE_NUMBER_USED)).toBeTruthy();

    await user().clear(number);
    await user().type(number, '12');
    await user().click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Rechnungsnummern gespeichert.')).toBeTruthy();
    await waitFor(async () => expect(within(await card()).getByText('RE-2026-0012')).toBeTruthy());
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { prefix: 'RE-2026-', nextNumber: 3 },
      { prefix: 'RE-2026-', nextNumber: 12 },
    ]);
  });
});
