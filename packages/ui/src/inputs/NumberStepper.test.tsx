import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/TestProviders';
import { NumberStepper } from './NumberStepper';

function renderStepper(initial: number | null, bounds: { min?: number; max?: number }) {
  const changes: (number | null)[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <NumberStepper
        aria-label="Anzahl"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        {...bounds}
      />
    );
  }
  render(
    <TestProviders>
      <Harness />
    </TestProviders>,
  );
  return { input: screen.getByRole('spinbutton', { name: 'Anzahl' }) as HTMLInputElement, changes };
}

describe('NumberStepper', () => {
  it('steps with the arrow keys within min and max', () => {
    const { input, changes } = renderStepper(2, { min: 1, max: 3 });

    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('3');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });

    expect(input.value).toBe('1');
    expect(changes).toEqual([3, 2, 1]);
  });

  it.each([
    ['2,5', '3'],
    ['2.4', '2'],
    ['7,', '7'],
  ])('rounds the decimal %j to the whole number %j on blur', async (typed, shown) => {
    const { input, changes } = renderStepper(1, { min: 1 });

    await userEvent.clear(input);
    await userEvent.type(input, typed);
    await userEvent.tab();

    expect(input.value).toBe(shown);
    expect(changes.at(-1)).toBe(Number(shown));
  });

  it('rounds a pasted decimal instead of keeping the previous value', async () => {
    const { input, changes } = renderStepper(1, { min: 1 });

    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('2,5');
    await userEvent.tab();

    expect(input.value).toBe('3');
    expect(changes.at(-1)).toBe(3);
  });

  it('clamps typed values on blur', async () => {
    const { input, changes } = renderStepper(1, { min: 1, max: 10 });

    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();

    expect(input.value).toBe('10');
    expect(changes.at(-1)).toBe(10);
  });

  it('clamps typed values on Enter', async () => {
    const { input, changes } = renderStepper(5, { min: 1 });

    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');

    expect(input.value).toBe('1');
    expect(changes.at(-1)).toBe(1);
  });

  it('ignores characters that cannot be part of a number and rounds on blur', async () => {
    const { input } = renderStepper(null, { min: 1 });

    await userEvent.type(input, '1,5x');
    expect(input.value).toBe('1,5');
    await userEvent.tab();

    expect(input.value).toBe('2');
  });

  it('steps with the buttons and disables them at the bounds', async () => {
    const { input } = renderStepper(1, { min: 1, max: 2 });
    const decrease = screen.getByRole('button', { name: 'Verringern' }) as HTMLButtonElement;
    const increase = screen.getByRole('button', { name: 'Erhöhen' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);

    await userEvent.click(increase);

    expect(input.value).toBe('2');
    expect(increase.disabled).toBe(true);
    expect(decrease.disabled).toBe(false);
  });
});
