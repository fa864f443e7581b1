import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFormField } from '../testing/renderFormField';
import { PhoneInput } from './PhoneInput';
import { PhoneLink, telHref } from './PhoneLink';

const renderInForm = () => {
  const { input, value } = renderFormField<string>('Telefon', <PhoneInput />, '');
  return { input, phone: value };
};

describe('PhoneInput', () => {
  it('writes a German number nationally when the field is left', async () => {
    const { input, phone } = renderInForm();

    await userEvent.type(input, '+49 711 1234567');
    await userEvent.tab();

    await waitFor(() => expect(input.value).toBe('0711 1234567'));
    expect(phone()).toBe('0711 1234567');
  });

  it('keeps text that is no phone number', async () => {
    const { input, phone } = renderInForm();

    await userEvent.type(input, 'nur abends');
    await userEvent.tab();

    expect(phone()).toBe('nur abends');
  });
});

describe('PhoneLink', () => {
  it('dials the digits of the number as written', () => {
    render(<PhoneLink number="0711 123456-7" />);
    expect(screen.getByRole('link', { name: '0711 123456-7' }).getAttribute('href')).toBe('tel:07111234567');
    expect(telHref('+43 1 5321234')).toBe('tel:+4315321234');
  });

  it('shows a dash without a number', () => {
    const { container } = render(<PhoneLink number="" />);
    expect(container.textContent).toBe('–');
  });
});
