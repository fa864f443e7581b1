import type { QuoteStatus } from '@planner/api';
import { describe, expect, it, vi } from 'vitest';
import { quoteStatusItems } from './quoteActionItems';

const labels = (current: QuoteStatus) =>
  quoteStatusItems(current, vi.fn()).map((item) => (item && 'label' in item ? item.label : undefined));

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
});
