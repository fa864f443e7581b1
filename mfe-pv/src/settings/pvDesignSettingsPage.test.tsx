import { DEFAULT_PV_DESIGN_SETTINGS, pvDesignSettingsEndpoints, type PvDesignSettings } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';

function mockSettings() {
  const saved: PvDesignSettings[] = [];
  let current = DEFAULT_PV_DESIGN_SETTINGS;
  mockApi(
    mockEndpoint(pvDesignSettingsEndpoints.get, () => current),
    mockEndpoint(pvDesignSettingsEndpoints.put, ({ body }) => {
      saved.push(body);
      current = body;
      return body;
    }),
  );
  return saved;
}

describe('the PV design settings page', () => {
  it('shows the defaults, and the owner changes the lowest cell temperature', async () => {
    signInWithRoles(['Owner']);
    const saved = mockSettings();
    renderRoutes(routes, '/settings/pv-design');

    expect(await screen.findByText('−10 °C bis 70 °C')).toBeTruthy();
    expect(screen.getByText('0,80 bis 1,30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Auslegung und Prüfung bearbeiten' }));
    const dialog = await screen.findByRole('dialog');
    const lowest = within(dialog).getByLabelText('Niedrigste Zelltemperatur');
    await userEvent.clear(lowest);
    await userEvent.type(lowest, '-20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(saved).toEqual([{ ...DEFAULT_PV_DESIGN_SETTINGS, minCellTemperature: -20 }]));
    expect(await screen.findByText('−20 °C bis 70 °C')).toBeTruthy();
  });

  it('lets a planner read them but not edit them', async () => {
    signInWithRoles(['Planner']);
    mockSettings();
    renderRoutes(routes, '/settings/pv-design');

    expect(await screen.findByText('0,30 m')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Auslegung und Prüfung bearbeiten' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
