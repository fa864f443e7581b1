import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFormField } from '../testing/renderFormField';
import { DateField } from './DateField';

describe('DateField', () => {
  it('shows the ISO date of the form the German way', () => {
    const { input } = renderFormField<string | null>('Rechnungsdatum', <DateField />, '2026-11-25');
    expect(input.value).toBe('25.11.2026');
  });

  it.each([
    ['01.04.2026', '2026-04-01'],
    ['1.4.2026', '2026-04-01'],
  ])('hands a typed %j to the form as %j', (typed, isoDate) => {
    const { input, value } = renderFormField<string | null>('Rechnungsdatum', <DateField />, '2026-11-25');
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(value()).toBe(isoDate);
  });
});
