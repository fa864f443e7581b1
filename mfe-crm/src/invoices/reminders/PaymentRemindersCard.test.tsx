import { reminderEndpoints, type PaymentReminder } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderWithProviders, signInWithRoles } from '@planner/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { finalInvoice } from '../test/fixtures';
import { PaymentRemindersCard } from './PaymentRemindersCard';

const reminder = (overrides: Partial<PaymentReminder>): PaymentReminder => ({
  id: '00000000-0000-4000-8000-000000000601',
  invoiceId: finalInvoice('Issued').id,
  invoiceNumber: 'RE-0001',
  level: 'First',
  reminderDate: '2026-11-20',
  debtor: 'Business',
  amountDue: 100_000,
  fee: 250,
  interest: 1_234,
  lumpSum: 4_000,
  interestPeriods: [{ from: '2026-11-01', to: '2026-11-20', days: 20, basisPoints: 1_027 }],
  total: 105_484,
  payBy: '2026-11-30',
  emailedTo: null,
  createdAt: '2026-11-20T09:00:00Z',
  pdfState: 'Stored',
  ...overrides,
});

describe('the reminders of an invoice', { timeout: 20_000 }, () => {
  it('show a business’s lump sum among the figures, and none on a consumer’s letter', async () => {
    signInWithRoles(['Owner']);
    mockApi(
      mockEndpoint(reminderEndpoints.list, () => [
        reminder({}),
        reminder({ id: '00000000-0000-4000-8000-000000000602', level: 'Second', debtor: 'Consumer', lumpSum: 0, total: 101_484 }),
      ]),
    );
    renderWithProviders(<PaymentRemindersCard invoice={finalInvoice('Issued')} />);
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain((await screen.findByText(/Verzugspauschale/)).textContent ?? '')).toBe(
      'offen 1.000,00 € + Gebühr 2,50 € + Zinsen 12,34 € + Verzugspauschale 40,00 € = 1.054,84 €, zahlbar bis 30.11.2026',
    );
    expect(screen.getAllByText(/zahlbar bis/)).toHaveLength(2);
    expect(screen.getAllByText(/Verzugspauschale/)).toHaveLength(1);
  });
});
