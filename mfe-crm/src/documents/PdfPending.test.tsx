import { invoiceEndpoints, quoteEndpoints, quoteLinkEndpoints, reminderEndpoints, type DocumentState } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { routes } from '../routes';
import { finalInvoice, FINAL_ID, listItemOf } from '../invoices/test/fixtures';
import { frozenQuote, QUOTE_ID } from '../quotes/test/fixtures';

const user = () => userEvent.setup();

describe('a document whose PDF is still being made', () => {
  it('shows "PDF wird erstellt" on the quote instead of opening the PDF, and offers the PDF once a reload finds it', async () => {
    let pdfState: DocumentState = 'Pending';
    mockApi(
      mockEndpoint(quoteEndpoints.info, () => ({ ...frozenQuote('Sent'), pdfState })),
      mockEndpoint(invoiceEndpoints.list, () => []),
      mockEndpoint(quoteLinkEndpoints.list, () => []),
    );
    renderRoutes(routes, `/quotes/${QUOTE_ID}`);

    // The first page of the file loads the quote pages' code.
    expect(await screen.findByRole('heading', { name: 'Angebot A-2026-17 – Variante Süd' }, { timeout: 15_000 })).toBeTruthy();
    const pending = screen.getByRole('button', { name: 'PDF wird erstellt, neu laden' });
    expect(screen.queryByRole('button', { name: /PDF öffnen/ })).toBeNull();
    pdfState = 'Stored';
    await user().click(pending);
    expect(await screen.findByRole('button', { name: /PDF öffnen/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'PDF wird erstellt, neu laden' })).toBeNull();
  });

  it('shows "PDF wird erstellt" on the invoice, keeps its XRechnung, and offers the PDF once a reload finds it', async () => {
    let pdfState: DocumentState = 'Pending';
    mockApi(
      mockEndpoint(invoiceEndpoints.get, () => finalInvoice('Issued', { pdfState })),
      mockEndpoint(invoiceEndpoints.list, () => []),
      mockEndpoint(reminderEndpoints.list, () => []),
      mockEndpoint(quoteEndpoints.info, () => frozenQuote('Accepted')),
    );
    renderRoutes(routes, `/invoices/${FINAL_ID}`);

    const pending = await screen.findByRole('button', { name: 'PDF wird erstellt, neu laden' });
    expect(screen.queryByRole('button', { name: /PDF herunterladen/ })).toBeNull();
    pdfState = 'Stored';
    await user().click(pending);
    expect(await screen.findByRole('button', { name: /PDF herunterladen/ })).toBeTruthy();
  });

  it('is marked in the invoices list, where its PDF cannot be downloaded yet', async () => {
    mockApi(
      mockEndpoint(invoiceEndpoints.list, () => [listItemOf(finalInvoice('Issued', { pdfState: 'Pending', invoiceNumber: 'RE-0002' }))]),
      mockEndpoint(quoteEndpoints.list, () => []),
    );
    renderRoutes(routes, '/invoices');

    const row = (await screen.findByText('RE-0002')).closest('tr')!;
    expect(within(row).getByText('PDF wird erstellt')).toBeTruthy();
    await user().click(within(row).getByRole('button', { name: /Optionen/ }));
    const pdf = await screen.findByRole('menuitem', { name: /PDF herunterladen \(ZUGFeRD\): wird erstellt/ });
    expect(pdf.getAttribute('aria-disabled')).toBe('true');
  });
});
