import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFormField } from '../testing/renderFormField';
import { MoneyInput } from './MoneyInput';

function renderInForm(initialPrice: number | null, bounds: { min?: number; max?: number } = {}) {
  const { input, value, form } = renderFormField<number | null>('Preis', <MoneyInput {...bounds} />, initialPrice);
  return { input, price: value, form };
}

describe('MoneyInput', () => {
  it('shows the cents of the form as euros', () => {
    const { input } = renderInForm(123450);
    expect(input.value).toBe('1.234,50');
  });

  it.each([
    ['12,5', 1250],
    ['12.5', 1250],
    ['0,07', 7],
  ])('hands %j to the form as %i cents', async (typed, cents) => {
    const { input, price } = renderInForm(null);

    await userEvent.type(input, typed);

    expect(price()).toBe(cents);
  });

  it('formats the amount on blur', async () => {
    const { input } = renderInForm(null);

    await userEvent.type(input, '1234.5');
    await userEvent.tab();

    expect(input.value).toBe('1.234,50');
  });

  it.each([
    ['3.290', 329000, '3.290,00'],
    ['1.500', 150000, '1.500,00'],
    ['1.234,56', 123456, '1.234,56'],
    ['12.5', 1250, '12,50'],
  ])('reads %j as a German amount and shows what it understood on blur', async (typed, cents, shown) => {
    const { input, price } = renderInForm(null);

    await userEvent.type(input, typed);
    await userEvent.tab();

    expect(price()).toBe(cents);
    expect(input.value).toBe(shown);
  });

  it('ignores characters that cannot be part of an amount', async () => {
    const { input, price } = renderInForm(null, { min: 0 });

    await userEvent.type(input, '-1a2');

    expect(input.value).toBe('12');
    expect(price()).toBe(1200);
  });

  it('clamps to min and max on blur', async () => {
    const { input, price } = renderInForm(null, { min: 100, max: 50000 });

    await userEvent.type(input, '999');
    await userEvent.tab();
    expect(price()).toBe(50000);
    expect(input.value).toBe('500,00');

    await userEvent.clear(input);
    await userEvent.type(input, '0,5');
    await userEvent.tab();
    expect(price()).toBe(100);
    expect(input.value).toBe('1,00');
  });

  it('clamps on Enter', async () => {
    const { input, price } = renderInForm(null, { max: 1000 });

    await userEvent.type(input, '12,34{Enter}');

    expect(price()).toBe(1000);
    expect(input.value).toBe('10,00');
  });

  it('follows values set by the form', async () => {
    const { input, form } = renderInForm(100);

    act(() => form().setFieldsValue({ field: 990 }));

    expect(input.value).toBe('9,90');
  });

  it('hands null to the form when emptied and shows the value after a form reset', async () => {
    const { input, price, form } = renderInForm(500);

    await userEvent.clear(input);
    expect(price()).toBeNull();

    await userEvent.type(input, '8');
    form().resetFields();
    expect(await screen.findByDisplayValue('5,00')).toBeTruthy();
  });
});
