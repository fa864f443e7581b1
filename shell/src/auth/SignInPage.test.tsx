import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@planner/ui/testing';
import SignInPage from './SignInPage';

describe('SignInPage', () => {
  it('leads to the password reset request and, when open, to the registration', () => {
    renderWithProviders(<SignInPage registrationEnabled />);

    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe('/password-forgotten');
    expect(screen.getByRole('link', { name: 'Noch kein Konto? Jetzt registrieren' }).getAttribute('href')).toBe('/register');
  });

  it('offers the reset request also where registration is closed', () => {
    renderWithProviders(<SignInPage registrationEnabled={false} />);

    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /registrieren/ })).toBeNull();
  });
});
