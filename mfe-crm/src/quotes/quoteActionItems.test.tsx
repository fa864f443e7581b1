import type { QuoteStatus, QuoteStatusLock } from '@planner/api';
import { describe, expect, it, vi } from 'vitest';
import { quoteStatusItems, withdrawalItems } from './quoteActionItems';

type Items = ReturnType<typeof quoteStatusItems>;
const labelsOf = (items: Items) => items.map((item) => (item && 'label' in item ? item.label : undefined));
const labels = (current: QuoteStatus, lock: QuoteStatusLock | null = null) => labelsOf(quoteStatusItems(current, vi.fn(), lock));

describe('quote status actions', () => {
  it('offer marking a finished quote as sent, and the answers', () => {
    expect(labels('Created')).toEqual(['Als an Kunden versandt markieren', 'Vom Kunden angenommen', 'Vom Kunden abgelehnt']);
  });

  it('offer the answers for a sent quote, and going back once answered', () => {
    expect(labels('Sent')).toEqual(['Vom Kunden angenommen', 'Vom Kunden abgelehnt']);
    expect(labels('Accepted')).toEqual(['Vom Kunden abgelehnt', 'Zurück auf „An Kunden versandt“']);
    expect(labels('Declined')).toEqual(['Vom Kunden angenommen', 'Zurück auf „An Kunden versandt“']);
  });

  it('change to the chosen status', () => {
    const onChange = vi.fn();
    const [markSent] = quoteStatusItems('Created', onChange);
    (markSent as unknown as { onClick: () => void }).onClick();
    expect(onChange).toHaveBeenCalledWith('Sent');
  });

  it('offer no change of a locked status: invoiced, accepted online or withdrawn from', () => {
    for (const lock of ['Invoiced', 'AcceptedOnline', 'Withdrawn'] as const) {
      expect(labels('Accepted', lock), lock).toEqual([]);
    }
    expect(labels('Declined', 'Withdrawn')).toEqual([]);
  });

  it('offer recording a withdrawal for an accepted quote without issued invoices', () => {
    const onWithdraw = vi.fn();
    expect(labelsOf(withdrawalItems('Accepted', null, onWithdraw))).toEqual(['Rücktritt des Kunden erfassen']);
    expect(labelsOf(withdrawalItems('Accepted', 'AcceptedOnline', onWithdraw))).toEqual(['Rücktritt des Kunden erfassen']);
    expect(withdrawalItems('Accepted', 'Invoiced', onWithdraw)).toEqual([]);
    expect(withdrawalItems('Declined', 'Withdrawn', onWithdraw)).toEqual([]);
    expect(withdrawalItems('Sent', null, onWithdraw)).toEqual([]);
    (withdrawalItems('Accepted', null, onWithdraw)[0] as unknown as { onClick: () => void }).onClick();
    expect(onWithdraw).toHaveBeenCalled();
  });
});
