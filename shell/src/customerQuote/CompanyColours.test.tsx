import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CompanyColours } from './CompanyColours';
import { accentOfLogo } from './logoAccent';

vi.mock('./logoAccent', () => ({ accentOfLogo: vi.fn() }));

it('keeps what the customer typed when the colour of the logo arrives', async () => {
  let deliverColour: (colour: string) => void = () => undefined;
  vi.mocked(accentOfLogo).mockReturnValue(new Promise((resolve) => (deliverColour = resolve)));
  const { container } = render(
    <CompanyColours logo="data:image/png;base64,AAAA">
      <input aria-label="Ihr vollständiger Name" />
    </CompanyColours>,
  );
  await userEvent.type(screen.getByLabelText('Ihr vollständiger Name'), 'Jonas Weber');

  await act(async () => deliverColour('#c82828'));

  expect((container.querySelector('.customer-quote-colours') as HTMLElement).style.getPropertyValue('--company-accent')).toBe('#c82828');
  expect((screen.getByLabelText('Ihr vollständiger Name') as HTMLInputElement).value).toBe('Jonas Weber');
});
