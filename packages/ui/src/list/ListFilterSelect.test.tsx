import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFilterSelect } from './ListFilterSelect';

const options = [
  { value: 'Sent', label: 'Versendet' },
  { value: 'Accepted', label: 'Vom Kunden angenommen' },
] as const;

describe('ListFilterSelect', () => {
  it('offers every option and "all", and reports the choice', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ListFilterSelect label="Status" allLabel="Alle Status" options={options} value={undefined} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });

    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Alle Status', 'Versendet', 'Vom Kunden angenommen']);
    await userEvent.selectOptions(select, 'Vom Kunden angenommen');
    expect(onChange).toHaveBeenLastCalledWith('Accepted');

    rerender(<ListFilterSelect label="Status" allLabel="Alle Status" options={options} value="Accepted" onChange={onChange} />);
    await userEvent.selectOptions(select, 'Alle Status');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
