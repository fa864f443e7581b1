import { MSG_REQUIRED, quoteEndpoints, quoteSettingsEndpoints, type ConfigurationPreview, type QuotePreview } from '@planner/api';
import { MockFailure, mockEndpoint, mockFailure, mockPdf, type MockHandler } from '@planner/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { routes } from '../routes';
import { configurationPageHandlers } from './test/configurationPage';
import { CONFIGURATION_PATH, configuration, PAGE_URL, preview, quote } from './test/fixtures';

const FINALIZE = `POST ${CONFIGURATION_PATH}/quote`;
const COMPANY_TERMS = { days: 21, discountBasisPoints: 200, discountDays: 7 };

/** The configuration page against a server whose finalize call answers `answerFinalize`. */
type FinalizeAnswer = Exclude<ReturnType<MockHandler<typeof quoteEndpoints.finalize>>, Promise<unknown>>;

function serve(answerFinalize: (body: { quoteName: string; quoteNumber: string }) => FinalizeAnswer, totals: QuotePreview = preview) {
  let current: ConfigurationPreview = configuration();
  const api = mockApi(
    ...configurationPageHandlers(() => current),
    mockEndpoint(quoteEndpoints.preview, () => totals),
    mockEndpoint(quoteEndpoints.pdf, () => mockPdf('Angebot-A-2026-17.pdf')),
    mockEndpoint(quoteSettingsEndpoints.get, () => ({ introText: '', closingText: '', paymentTerms: COMPANY_TERMS })),
    mockEndpoint(quoteEndpoints.finalize, ({ body }) => {
      const answer = answerFinalize(body);
      if (!(answer instanceof MockFailure)) {
        current = { ...current, status: { type: 'Finalized' }, quoteStatus: { type: 'Created', lock: null } };
      }
      return answer;
    }),
  );
  renderRoutes(routes, PAGE_URL);
  return api;
}

const user = () => userEvent.setup();
const dialog = () => screen.getByRole('dialog', { name: 'Angebot fertigstellen' });

/** The labels antd marks with its asterisk. */
const markedLabels = (form: HTMLElement) => [...form.querySelectorAll('label.ant-form-item-required')].map((label) => label.textContent);

async function openDialog() {
  await user().click(await screen.findByRole('button', { name: /Angebot fertigstellen/ }));
  return screen.findByRole('dialog', { name: 'Angebot fertigstellen' });
}

async function finalizeAs(quoteNumber: string) {
  const form = await openDialog();
  await user().type(within(form).getByLabelText('Angebotsnummer'), `${quoteNumber}{Enter}`);
}

describe('finalizing a quote', () => {
  const open = vi.fn();
  const downloads: string[] = [];

  beforeEach(() => {
    open.mockReset();
    downloads.length = 0;
    vi.stubGlobal('open', open);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:angebot');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });

  it('previews the totals that will be frozen', async () => {
    serve(() => quote('A-1', 'Angebot 1'));
    const form = await openDialog();
    const table = await within(form).findByRole('table', { name: 'Vorschau der Summen' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'Erdgeschoss1.200,00 €',
      'Obergeschoss400,00 €',
      'Zusatzinstallationen85,00 €',
      'Vertragsleistungen177,50 €',
      'Netto1.862,50 €',
      '19 % MwSt.353,88 €',
      'Brutto2.216,38 €',
    ]);
  });

  it('warns before finalizing a quote of 0,00 €, and only then', async () => {
    serve(() => quote('A-1', 'Angebot 1'), {
      floors: [],
      additionalInstallationsTotal: 0,
      checkoutTotal: 0,
      pvTotal: 0,
      netTotal: 0,
      vatBreakdown: [{ vatCategory: 'Standard', ratePercent: 19, netAmount: 0, vatAmount: 0 }],
      vatAmount: 0,
      grossTotal: 0,
    });
    const form = await openDialog();
    expect(await within(form).findByText('Das Angebot kostet 0,00 €.')).toBeTruthy();
  });

  it('shows no warning for a quote with a price', async () => {
    serve(() => quote('A-1', 'Angebot 1'));
    const form = await openDialog();
    await within(form).findByRole('table', { name: 'Vorschau der Summen' });
    expect(within(form).queryByText('Das Angebot kostet 0,00 €.')).toBeNull();
  });

  it('requires a name and a number of at most 11 characters before calling the server', async () => {
    const api = serve(() => quote('A-1', 'Angebot 1'));
    const form = await openDialog();
    // Marked from the start, as the payment terms are; the execution period is optional.
    await waitFor(() => expect(markedLabels(form)).toEqual(expect.arrayContaining(['Name des Angebots', 'Angebotsnummer', 'Zahlungsziel'])));
    expect(markedLabels(form)).not.toContain('Ausführungszeitraum (optional)');
    expect((within(form).getByLabelText('Name des Angebots') as HTMLInputElement).value).toBe('Angebot 1');
    await user().clear(within(form).getByLabelText('Name des Angebots'));
    await user().click(within(form).getByRole('button', { name: 'Angebot fertigstellen' }));
    await waitFor(() => expect(within(form).getAllByText(MSG_REQUIRED)).toHaveLength(2));

    await user().type(within(form).getByLabelText('Angebotsnummer'), 'A-2026-00017');
    expect(await within(form).findByText('Maximal 11 Zeichen erlaubt.')).toBeTruthy();
    expect(api.count(FINALIZE)).toBe(0);
  });

  it('starts from the company’s payment terms and sends the execution period and terms changed for this quote', async () => {
    const api = serve(({ quoteNumber, quoteName }) => quote(quoteNumber, quoteName));
    const form = await openDialog();
    const discount = await within(form).findByLabelText('Skonto');
    await waitFor(() => expect((discount as HTMLInputElement).value).toBe('2,00'));
    expect((within(form).getByLabelText('Zahlungsziel') as HTMLInputElement).value).toBe('21');

    await user().type(within(form).getByLabelText('Ausführungszeitraum (optional)'), 'KW 14 bis KW 16/2027');
    await user().clear(discount);
    await user().type(discount, '3');
    await user().clear(within(form).getByLabelText('Skontofrist'));
    await user().type(within(form).getByLabelText('Skontofrist'), '25');
    await user().type(within(form).getByLabelText('Angebotsnummer'), 'A-9{Enter}');
    expect(await within(form).findByText('Die Skontofrist muss kürzer sein als das Zahlungsziel.')).toBeTruthy();
    expect(api.count(FINALIZE)).toBe(0);

    await user().clear(within(form).getByLabelText('Skontofrist'));
    await user().type(within(form).getByLabelText('Skontofrist'), '10{Enter}');
    expect(await screen.findByText('Angebot erfolgreich erstellt.')).toBeTruthy();
    expect(api.requests.find((request) => `${request.method} ${request.path}` === FINALIZE)?.body).toEqual({
      quoteName: 'Angebot 1',
      quoteNumber: 'A-9',
      executionPeriod: 'KW 14 bis KW 16/2027',
      paymentTerms: { days: 21, discountBasisPoints: 300, discountDays: 10 },
    });
  });

  it('saves and opens the PDF, then shows the quote read-only', async () => {
    const api = serve(({ quoteNumber, quoteName }) => quote(quoteNumber, quoteName));
    expect((await screen.findByRole('button', { name: /Grundriss hinzufügen/ })).hasAttribute('disabled')).toBe(false);

    await finalizeAs(' A-2026/17 ');

    expect(await screen.findByText('Angebot erfolgreich erstellt.')).toBeTruthy();
    expect(api.requests.find((request) => `${request.method} ${request.path}` === FINALIZE)?.body).toEqual({
      quoteName: 'Angebot 1',
      quoteNumber: 'A-2026/17',
      executionPeriod: '',
      paymentTerms: COMPANY_TERMS,
    });
    expect(api.count(`GET ${CONFIGURATION_PATH}/quote/pdf`)).toBe(1);
    expect(downloads).toEqual(['Angebot-A-2026-17.pdf']);
    expect(open).toHaveBeenCalledWith('blob:angebot', '_blank', 'noopener');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(await screen.findByRole('button', { name: /Angebot öffnen/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Angebot fertigstellen/ })).toBeNull();
    expect(screen.getByTestId('configuration-status').textContent).toBe('Fertiggestellt, nicht versandt');
    expect(screen.getByRole('button', { name: /Grundriss hinzufügen/ }).hasAttribute('disabled')).toBe(true);
  });

  it('links to the checkout tab when the checkout is invalid', async () => {
    serve(() =>
      mockFailure(
        'failure/invalid-configuration',
        'Vertragsleistungen und Sondervereinbarungen sind ungültig. Sprechanlage: Option nicht mehr verfügbar. Heizung: alle drei Orte oder keiner.',
      ),
    );
    await finalizeAs('A-1');
    const alert = await within(dialog()).findByRole('alert');
    expect(within(alert).getByText('Vertragsleistungen und Sondervereinbarungen sind ungültig.')).toBeTruthy();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sprechanlage: Option nicht mehr verfügbar',
      'Heizung: alle drei Orte oder keiner',
    ]);
    expect(within(alert).getByRole('link').getAttribute('href')).toBe(PAGE_URL.replace(/floorplans$/, 'checkout'));
    expect(screen.queryByText('Angebot erfolgreich erstellt.')).toBeNull();
  });

  it('links to the company settings when company data are missing', async () => {
    serve(() => mockFailure('failure/MissingTenantInformation', 'Fehlende Firmendaten'));
    await finalizeAs('A-1');
    const alert = await within(dialog()).findByRole('alert');
    expect(within(alert).getByText('Fehlende Firmendaten')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Firmendaten vervollständigen' }).getAttribute('href')).toBe('/settings/tenant');
  });

  it("shows the server's objection to the number on the number field", async () => {
    serve(() => mockFailure('failure/InvalidQuoteNumber', 'Diese Angebotsnummer ist bereits vergeben.', 409));
    await finalizeAs('A-1');
    expect(await within(dialog()).findByText('Diese Angebotsnummer ist bereits vergeben.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('says so in a toast when the project is gone', async () => {
    serve(() => mockFailure('failure/NotFound', 'Angebot nicht gefunden.', 404));
    await finalizeAs('A-1');
    expect(await screen.findByText('Projekt nicht gefunden.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
