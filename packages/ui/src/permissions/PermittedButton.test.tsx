import { MISSING_PERMISSION_MESSAGES } from '@planner/api';
import type { PermissionState } from '@planner/platform';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from '../kit/antd';
import { TestProviders } from '../testing/TestProviders';
import { PermittedButton } from './PermittedButton';
import { permittedMenuItems } from './permittedMenuItems';

const ALLOWED: PermissionState = { allowed: true, reason: '' };
const DENIED: PermissionState = { allowed: false, reason: MISSING_PERMISSION_MESSAGES.plan };

describe('PermittedButton', () => {
  it('is an ordinary button when the permission is granted', () => {
    const onClick = vi.fn();
    render(
      <TestProviders>
        <PermittedButton permission={ALLOWED} onClick={onClick}>
          Kunde erstellen
        </PermittedButton>
      </TestProviders>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Kunde erstellen' }));

    expect(onClick).toHaveBeenCalled();
  });

  it('is disabled without the permission and says why on hover', async () => {
    const onClick = vi.fn();
    render(
      <TestProviders>
        <PermittedButton permission={DENIED} onClick={onClick}>
          Kunde erstellen
        </PermittedButton>
      </TestProviders>,
    );
    const button = screen.getByRole('button', { name: 'Kunde erstellen' });

    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseEnter(button.parentElement as HTMLElement);

    expect(await screen.findByText(MISSING_PERMISSION_MESSAGES.plan)).toBeTruthy();
  });
});

describe('permittedMenuItems', () => {
  const items = [
    { key: 'pdf', label: 'PDF öffnen' },
    { type: 'divider' as const },
    { key: 'delete', label: 'Löschen', danger: true },
  ];

  it('leaves the entries as they are when the permission is granted', () => {
    expect(permittedMenuItems(items, ALLOWED)).toBe(items);
  });

  it('disables every entry without the permission and says why', async () => {
    render(
      <TestProviders>
        <Dropdown open menu={{ items: permittedMenuItems(items.slice(2), DENIED) }}>
          <button type="button">Optionen</button>
        </Dropdown>
      </TestProviders>,
    );
    const entry = await screen.findByRole('menuitem', { name: 'Löschen' });

    expect(entry.getAttribute('aria-disabled')).toBe('true');
    fireEvent.mouseEnter(screen.getByText('Löschen'));
    expect(await screen.findByText(MISSING_PERMISSION_MESSAGES.plan)).toBeTruthy();
  });

  it('keeps dividers', () => {
    expect(permittedMenuItems(items, DENIED)[1]).toEqual({ type: 'divider' });
  });
});
