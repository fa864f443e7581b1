import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/TestProviders';
import { PercentInput } from './PercentInput';

function renderPercent(initial: number | null, max?: number) {
  const changes: (number | null)[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <PercentInput
        aria-describedby="hint"
        value={value}
        max={max}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <TestProviders>
      <Harness />
    </TestProviders>,
  );
  return { input: screen.getByRole('spinbutton') as HTMLInputElement, changes };
}

describe('PercentInput', () => {
  it('shows basis points as a German percentage', () => {
    expect(renderPercent(2_500).input.value).toBe('25,00');
  });

  it.each([
    ['12,5', 1_250],
    ['40', 4_000],
    ['33,33', 3_333],
  ])('hands %j to the form as %i basis points', async (typed, basisPoints) => {
    const { input, changes } = renderPercent(null);

    await userEvent.type(input, typed);

    expect(changes.at(-1)).toBe(basisPoints);
  });

  it('hands an emptied field to the form as null', async () => {
    const { input, changes } = renderPercent(4_000);

    await userEvent.clear(input);

    expect(changes.at(-1)).toBeNull();
  });

  it('keeps the percentage within 0 and its maximum', () => {
    const { input, changes } = renderPercent(950, 10);

    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });

    expect(changes.at(-1)).toBe(1_000);
    expect(input.getAttribute('aria-describedby')).toBe('hint');
  });
});
