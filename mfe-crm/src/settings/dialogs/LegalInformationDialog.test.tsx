import { MSG_REGISTER_REQUIRED, MSG_REQUIRED, MSG_TAX_OR_VAT_ID } from '@planner/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@planner/ui/testing';
import { frozenQuote } from '../../quotes/test/fixtures';
import LegalInformationDialog from './LegalInformationDialog';

const REQUIRED_LABELS = ['Geschäftsführung', 'Steuernummer', 'USt-IdNr.', 'Registergericht', 'Registernummer'];

/** The labels antd marks with its asterisk. */
const markedLabels = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('label.ant-form-item-required')].map((label) => label.textContent);

async function openForNewCompany() {
  const api = mockApi();
  renderWithProviders(<LegalInformationDialog tenant={{ ...frozenQuote().company, legalInformation: null }} onClose={() => {}} />);
  return { api, dialog: await screen.findByRole('dialog', { name: 'Rechtliche Informationen bearbeiten' }) };
}

describe('the legal information dialog of a GmbH', () => {
  it('marks every field a GmbH needs from the start, and one save names every missing one', async () => {
    const { api, dialog } = await openForNewCompany();
    expect(markedLabels(dialog)).toEqual(REQUIRED_LABELS);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText(MSG_REQUIRED)).toBeTruthy();
    expect(within(dialog).getByText(MSG_TAX_OR_VAT_ID)).toBeTruthy();
    expect(within(dialog).getAllByText(MSG_REGISTER_REQUIRED)).toHaveLength(2);
    expect(api.requests).toEqual([]);
  });

  it('marks tax number and VAT id only while neither is given', async () => {
    const { dialog } = await openForNewCompany();
    await userEvent.type(within(dialog).getByLabelText('USt-IdNr.'), 'DE123456789');

    await waitFor(() => expect(markedLabels(dialog)).toEqual(['Geschäftsführung', 'Registergericht', 'Registernummer']));
  });
});
