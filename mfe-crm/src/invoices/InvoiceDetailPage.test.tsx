import { addDays, formatGermanDay, germanDay, invoiceEndpoints, quoteEndpoints, reminderEndpoints, type Invoice, type InvoiceStatus } from '@planner/api';
import { mockEndpoint, mockFailure, mockFile, mockPdf, type MockHandler } from '@planner/ui/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { routes } from '../routes';
import { frozenQuote } from '../quotes/test/fixtures';
import { CANCELLATION_ID, FINAL_ID, finalInvoice, partialInvoice, PARTIAL_ID } from './test/fixtures';

const INVOICE = `/api/electro/invoices/${FINAL_ID}`;

const cancellation = () => finalInvoice('Issued', { id: CANCELLATION_ID, kind: 'Cancellation', invoiceNumber: 'RE-0003' });

/** One invoice that changes like on the server; `answers` replace the server's answers to changes. */
function serve(
  start: Invoice,
  answers: { update?: MockHandler<typeof invoiceEndpoints.update>; issue?: MockHandler<typeof invoiceEndpoints.issue> } = {},
) {
  let invoice = start;
  const change = (next: Partial<Invoice>) => {
    invoice = { ...invoice, ...next, version: invoice.version + 1 };
    return invoice;
  };
  const api = mockApi(
    mockEndpoint(invoiceEndpoints.get, ({ params }) =>
      params.id === invoice.id ? invoice : params.id === CANCELLATION_ID ? cancellation() : mockFailure('failure/NotFound', 'Rechnung nicht gefunden.', 404),
    ),
    mockEndpoint(invoiceEndpoints.getSettings, () => ({ prefix: 'RE-', nextNumber: 2 })),
    mockEndpoint(invoiceEndpoints.list, () => []),
    mockEndpoint(
      invoiceEndpoints.update,
      answers.update ??
        (({ body }) => {
          const { lines, ...draft } = body as Partial<Invoice>;
          return change({ ...draft, lines: invoice.lines.map((line, index) => ({ ...line, ...lines?.[index] })) });
        }),
    ),
    mockEndpoint(invoiceEndpoints.issue, answers.issue ?? (({ body }) => change({ status: 'Issued', invoiceNumber: 'RE-0002', invoiceDate: body.invoiceDate }))),
    mockEndpoint(invoiceEndpoints.setPayment, ({ body: { paidOn } }) => change({ status: paidOn ? 'Paid' : 'Issued', paidOn: paidOn ?? null })),
    mockEndpoint(invoiceEndpoints.cancel, () => cancellation()),
    mockEndpoint(invoiceEndpoints.pdf, () => mockPdf('Rechnung-RE-0001.pdf')),
    mockEndpoint(invoiceEndpoints.xrechnung, () => mockFile('<rsm:CrossIndustryInvoice/>', 'application/xml', 'Rechnung-RE-0001.xml')),
    mockEndpoint(invoiceEndpoints.refreshParties, () => change({ partiesChanged: { customer: false, company: false }, customer: MOVED_CUSTOMER })),
    mockEndpoint(invoiceEndpoints.remove, () => null),
    mockEndpoint(reminderEndpoints.list, () => []),
    mockEndpoint(quoteEndpoints.info, () => frozenQuote('Accepted')),
  );
  renderRoutes(routes, `/invoices/${start.id}`);
  return api;
}

const MOVED_CUSTOMER: Invoice['customer'] = {
  ...finalInvoice('Draft').customer,
  address: { street: 'Lindenallee', houseNumber: '5', zipCode: '10115', city: 'Berlin' },
};

const user = () => userEvent.setup();
/** The texts with currency's non-breaking spaces as plain ones. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const rowTexts = (text: string) => [...screen.getByText(text).closest('tr')!.querySelectorAll('td')].map((cell) => plain(cell.textContent));
/** Types a date into a date field and confirms it, as Enter does. */
function typeDate(input: HTMLElement, date: string) {
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: 'Enter' });
}
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

async function menuItems() {
  await user().click(screen.getByRole('button', { name: /Optionen/ }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('invoice detail', () => {
  it('shows the lines, the VAT per rate, the deducted partial invoice and the amount left to pay', async () => {
    serve(finalInvoice('Issued'));
    expect(await heading('Schlussrechnung RE-0002')).toBeTruthy();
    expect(document.title).toContain('Schlussrechnung RE-0002');
    expect(rowTexts('Steckdose')).toEqual(['1.1.1', 'SteckdoseErdgeschoss, Wohnzimmer – 6 geplant, davon 2 inklusive', '4 Stck.', '12,50 €', '19 %', '50,00 €']);
    expect(rowTexts('Speicher: 10 kWh').slice(4)).toEqual(['0 %', '444,00 €']);
    expect(rowTexts('0 % (PV-Anlage, § 12 Abs. 3 UStG)')).toEqual(['0 % (PV-Anlage, § 12 Abs. 3 UStG)', '444,00 €', '0,00 €']);
    const totals = screen.getByRole('group', { name: 'Summen' });
    expect(plain(totals.textContent)).toBe(
      'Netto579,00 €USt. 19 %25,65 €USt. 0 % (PV-Anlage, § 12 Abs. 3 UStG)0,00 €Brutto604,65 €' +
        'abzüglich Abschlagsrechnung RE-0001 vom 16.03.2026netto 173,70 €, USt. 33,00 €-206,70 €Offener Betrag397,95 €' +
        'Darin enthaltene Lohnkosten (§ 35a EStG): 23,80 € brutto',
    );
    expect(within(totals).getByRole('link', { name: 'RE-0001' }).getAttribute('href')).toBe(`/invoices/${PARTIAL_ID}`);
    expect(screen.getByRole('link', { name: 'A-2026-17 – Variante Süd' }).getAttribute('href')).toMatch(/^\/quotes\//);
    expect(screen.getByRole('link', { name: 'Neubau Talweg' }).getAttribute('href')).toMatch(/^\/projects\//);
    expect(screen.getByText('02.03.2026 – 31.03.2026')).toBeTruthy();
    expect(screen.getByText(/Steuersatz 0 % gemäß § 12 Abs. 3 UStG/)).toBeTruthy();
  });

  it.each<[InvoiceStatus, string[], string[]]>([
    ['Draft', ['Entwurf bearbeiten', 'Rechnung stellen'], ['Entwurf löschen']],
    ['Issued', ['Als bezahlt markieren', 'PDF herunterladen (ZUGFeRD)'], ['XRechnung herunterladen', 'Stornieren']],
    ['Paid', ['PDF herunterladen (ZUGFeRD)'], ['XRechnung herunterladen', 'Zahlung zurücknehmen']],
    ['Cancelled', ['PDF herunterladen (ZUGFeRD)'], ['XRechnung herunterladen']],
  ])('offers for a %s invoice what fits its status', async (status, buttons, options) => {
    serve(finalInvoice(status));
    await screen.findByRole('group', { name: 'Summen' });
    for (const name of ['Entwurf bearbeiten', 'Rechnung stellen', 'Als bezahlt markieren', 'PDF herunterladen (ZUGFeRD)']) {
      expect(Boolean(screen.queryByRole('button', { name: new RegExp(name.replace(/[()]/g, '\\$&')) })), name).toBe(buttons.includes(name));
    }
    expect(await menuItems()).toEqual(options);
  });

  it('issues a draft on the chosen date with its version, naming the number it will get', async () => {
    const api = serve(finalInvoice('Draft'));
    expect(await heading('Schlussrechnung (Entwurf)')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: /Rechnung stellen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung stellen' });
    expect(await within(dialog).findByText(/nächste Nummer Ihres Nummernkreises \(RE-0002\)/)).toBeTruthy();
    const date = within(dialog).getByLabelText('Rechnungsdatum') as HTMLInputElement;
    expect(date.value).toBe(formatGermanDay(germanDay()));
    const twoDaysAgo = addDays(germanDay(), -2);
    typeDate(date, formatGermanDay(twoDaysAgo));
    await user().click(within(dialog).getByRole('button', { name: /Rechnung stellen/ }));

    expect(await screen.findByText('Rechnung gestellt.')).toBeTruthy();
    expect(await heading('Schlussrechnung RE-0002')).toBeTruthy();
    expect(api.requests.find((request) => request.path.endsWith('/issue'))?.body).toEqual({ version: 3, invoiceDate: twoDaysAgo });
    expect(screen.getByRole('button', { name: /PDF herunterladen/ })).toBeTruthy();
  });

  it('tells the rules of the invoice date and shows why the server refused a date', async () => {
    const refusal = 'Das Rechnungsdatum darf nicht vor dem der zuletzt gestellten Rechnung Ihres Nummernkreises liegen (27.11.2026).';
    serve(finalInvoice('Draft'), { issue: () => mockFailure('failure/InvalidInvoice', refusal) });
    await user().click(await screen.findByRole('button', { name: /Rechnung stellen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung stellen' });
    expect(within(dialog).getByText(/Heute oder bis zu 10 Tage zurück, nicht vor der Fertigstellung des Angebots/)).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: /Rechnung stellen/ }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
  });

  it('shows why a draft cannot be issued, with the way to the company settings', async () => {
    serve(finalInvoice('Draft'), { issue: () => mockFailure('failure/MissingTenantInformation', 'Fehlende Firmendaten') });
    await user().click(await screen.findByRole('button', { name: /Rechnung stellen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung stellen' });
    await user().click(within(dialog).getByRole('button', { name: /Rechnung stellen/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Fehlende Firmendaten')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Firmendaten vervollständigen' }).getAttribute('href')).toBe('/settings/tenant');
  });

  it('saves a changed draft with its version, and reloads it when someone changed it meanwhile', async () => {
    const api = serve(finalInvoice('Draft'));
    await user().click(await screen.findByRole('button', { name: /Entwurf bearbeiten/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Entwurf bearbeiten' });
    await user().type(within(dialog).getByLabelText('Käuferreferenz / Leitweg-ID (optional)'), '08311000-1234-56');
    const labour = within(dialog).getByLabelText('Lohnanteil Pos. 2.1 Potentialausgleich');
    await user().clear(labour);
    await user().type(labour, '40,5');
    await user().click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Entwurf gespeichert.')).toBeTruthy();
    const saved = api.requests.find((request) => request.method === 'PUT')?.body as Record<string, unknown>;
    expect(saved).toMatchObject({
      version: 3,
      buyerReference: '08311000-1234-56',
      reverseCharge: false,
      servicePeriodStart: '2026-03-02',
      servicePeriodEnd: '2026-03-31',
      lines: [
        { vatCategory: 'Standard', labourAmount: 2_000 },
        { vatCategory: 'Standard', labourAmount: 4_050 },
        { vatCategory: 'PvZeroRate', labourAmount: 0 },
      ],
    });
    expect(screen.getByText('Käuferreferenz')).toBeTruthy();

    mockApi(
      mockEndpoint(invoiceEndpoints.get, () => finalInvoice('Draft', { version: 9, buyerReference: 'von nebenan' })),
      mockEndpoint(invoiceEndpoints.update, () => mockFailure('failure/Conflict', 'Die Rechnung wurde inzwischen geändert.', 409)),
      mockEndpoint(invoiceEndpoints.list, () => []),
    );
    await user().click(screen.getByRole('button', { name: /Entwurf bearbeiten/ }));
    dialog = await screen.findByRole('dialog', { name: 'Entwurf bearbeiten' });
    await user().click(within(dialog).getByRole('switch', { name: /§ 13b UStG/ }));
    await user().type(within(dialog).getByLabelText('USt-IdNr. des Kunden'), 'DE 123 456 789');
    await user().click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Rechnung wurde inzwischen geändert.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entwurf bearbeiten' })).toBeNull());
    expect(await screen.findByText('von nebenan')).toBeTruthy();
  });

  it('asks for the customer’s VAT id when the customer owes the tax', async () => {
    serve(finalInvoice('Draft'));
    await user().click(await screen.findByRole('button', { name: /Entwurf bearbeiten/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf bearbeiten' });
    await user().click(within(dialog).getByRole('switch', { name: /§ 13b UStG/ }));
    await user().click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(/Für die Steuerschuldnerschaft des Leistungsempfängers brauchen Sie/)).toBeTruthy();
  });

  it('restores each line’s own rate when reverse charge is switched off again', async () => {
    const draft = finalInvoice('Draft');
    const api = serve({
      ...draft,
      reverseCharge: true,
      buyerVatId: 'DE123456789',
      lines: draft.lines.map((line) => ({ ...line, vatCategory: 'ReverseCharge' })),
    });
    await user().click(await screen.findByRole('button', { name: /Entwurf bearbeiten/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf bearbeiten' });
    await user().click(within(dialog).getByRole('switch', { name: /§ 13b UStG/ }));
    await user().click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Entwurf gespeichert.')).toBeTruthy();
    const saved = api.requests.find((request) => request.method === 'PUT')?.body as { reverseCharge: boolean; lines: { vatCategory: string }[] };
    expect(saved.reverseCharge).toBe(false);
    expect(saved.lines.map((line) => line.vatCategory)).toEqual(['Standard', 'Standard', 'PvZeroRate']);
  });

  it('records the payment and takes it back', async () => {
    const api = serve(finalInvoice('Issued'));
    await user().click(await screen.findByRole('button', { name: /Als bezahlt markieren/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Als bezahlt markieren' });
    expect(plain(within(dialog).getByText(/Offener Betrag/).textContent)).toContain('397,95 €');
    typeDate(within(dialog).getByLabelText('Bezahlt am'), '10.04.2026');
    await user().click(within(dialog).getByRole('button', { name: /Als bezahlt markieren/ }));
    expect(await screen.findByText('Zahlung erfasst.')).toBeTruthy();
    expect(await screen.findByText('10.04.2026')).toBeTruthy();

    expect(await menuItems()).toContain('Zahlung zurücknehmen');
    await user().click(screen.getByRole('menuitem', { name: /Zahlung zurücknehmen/ }));
    await user().click(await screen.findByRole('button', { name: 'Zahlung zurücknehmen' }));
    expect(await screen.findByText('Zahlung zurückgenommen.')).toBeTruthy();
    expect(api.requests.filter((request) => request.path.endsWith('/payment')).map((request) => request.body)).toEqual([
      { paidOn: '2026-04-10' },
      { paidOn: null },
    ]);
  });

  it('cancels an issued invoice and opens the cancellation invoice', async () => {
    serve(finalInvoice('Issued'));
    await screen.findByRole('group', { name: 'Summen' });
    await menuItems();
    await user().click(screen.getByRole('menuitem', { name: /Stornieren/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Schlussrechnung RE-0002 stornieren' });
    await user().click(within(dialog).getByRole('button', { name: /Stornieren/ }));
    expect(await heading('Stornorechnung RE-0003')).toBeTruthy();
    expect(await screen.findByText('Rechnung storniert.')).toBeTruthy();
  });

  it('downloads the PDF and the XRechnung under the invoice number', async () => {
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:rechnung');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    serve(partialInvoice('Issued', { id: FINAL_ID }));
    await user().click(await screen.findByRole('button', { name: /PDF herunterladen/ }));
    await waitFor(() => expect(downloads).toEqual(['Rechnung-RE-0001.pdf']));
    await menuItems();
    await user().click(screen.getByRole('menuitem', { name: /XRechnung herunterladen/ }));
    await waitFor(() => expect(downloads).toEqual(['Rechnung-RE-0001.pdf', 'Rechnung-RE-0001.xml']));
  });

  it('says when the customer’s data changed since the draft took them, and takes today’s with the draft’s version', async () => {
    const api = serve(finalInvoice('Draft', { partiesChanged: { customer: true, company: false } }));
    const notice = (await screen.findByText(/Die Daten des Kunden haben sich geändert/)).closest('[role="alert"]') as HTMLElement;
    await user().click(within(notice).getByRole('button', { name: 'Aktuelle Daten übernehmen' }));
    expect(await screen.findByText('Aktuelle Daten übernommen.')).toBeTruthy();
    expect(api.requests.find((request) => request.path.endsWith('/parties'))?.body).toEqual({ version: 3 });
    await waitFor(() => expect(screen.queryByText(/Die Daten des Kunden haben sich geändert/)).toBeNull());
    expect(screen.getByText(/Lindenallee 5/)).toBeTruthy();
  });

  it('warns of a customer without e-invoice address, and does not offer the XRechnung of such an invoice', async () => {
    const customer = { ...finalInvoice('Issued').customer, email: null, electronicAddress: null };
    serve(finalInvoice('Issued', { customer }));
    expect(await screen.findByText(/Zu dieser Rechnung gibt es keine XRechnung/)).toBeTruthy();
    await menuItems();
    const item = screen.getByRole('menuitem', { name: /XRechnung herunterladen: nicht möglich, der Kunde hat keine E-Rechnungsadresse/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
  });

  it('deletes a draft after asking and goes to the list', async () => {
    const api = serve(finalInvoice('Draft'));
    await screen.findByRole('group', { name: 'Summen' });
    await menuItems();
    await user().click(screen.getByRole('menuitem', { name: /Entwurf löschen/ }));
    await user().click(await screen.findByRole('button', { name: 'Entwurf löschen' }));
    expect(await screen.findByText('Entwurf gelöscht.')).toBeTruthy();
    expect(await heading('Rechnungen')).toBeTruthy();
    expect(api.count(`DELETE ${INVOICE}`)).toBe(1);
  });

  it('says so when there is no such invoice', async () => {
    mockApi(mockEndpoint(invoiceEndpoints.get, () => mockFailure('failure/NotFound', 'Rechnung nicht gefunden.', 404)));
    renderRoutes(routes, `/invoices/${FINAL_ID}`);
    expect(await screen.findByText('Rechnung nicht gefunden.')).toBeTruthy();
  });
});
