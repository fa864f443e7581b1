import {
  DEFAULT_PV_DESIGN_SETTINGS,
  DEFAULT_PV_ECONOMICS_SETTINGS,
  pvDesignSettingsEndpoints,
  pvEconomicsSettingsEndpoints,
  type PvDesignSettings,
  type PvEconomicsSettings,
} from '@planner/api/pv';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';

function mockSettings() {
  const saved: PvDesignSettings[] = [];
  let current = DEFAULT_PV_DESIGN_SETTINGS;
  let economics = DEFAULT_PV_ECONOMICS_SETTINGS;
  const savedEconomics: PvEconomicsSettings[] = [];
  mockApi(
    mockEndpoint(pvEconomicsSettingsEndpoints.get, () => economics),
    mockEndpoint(pvEconomicsSettingsEndpoints.put, ({ body }) => {
      savedEconomics.push(body);
      economics = body;
      return body;
    }),
    mockEndpoint(pvDesignSettingsEndpoints.get, () => current),
    mockEndpoint(pvDesignSettingsEndpoints.put, ({ body }) => {
      saved.push(body);
      current = body;
      return body;
    }),
  );
  return { saved, savedEconomics };
}

describe('the PV design settings page', () => {
  it('shows the defaults, and the owner changes the lowest cell temperature', async () => {
    signInWithRoles(['Owner']);
    const { saved } = mockSettings();
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

  it('shows the yield and economics defaults, and the owner lowers the system losses', async () => {
    signInWithRoles(['Owner']);
    const { savedEconomics } = mockSettings();
    renderRoutes(routes, '/settings/pv-design');

    expect(await screen.findByText('39,92 ct/kWh ab 01.01.2025')).toBeTruthy();
    expect(screen.getByText('14,0 %')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ertrag und Wirtschaftlichkeit bearbeiten' }));
    const dialog = await screen.findByRole('dialog');
    const losses = within(dialog).getByLabelText('Systemverluste');
    await userEvent.clear(losses);
    await userEvent.type(losses, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(savedEconomics).toEqual([{ ...DEFAULT_PV_ECONOMICS_SETTINGS, systemLossesPercent: 12 }]));
    expect(await screen.findByText('12,0 %')).toBeTruthy();
  });

  it('lets a planner read them but not edit them', async () => {
    signInWithRoles(['Planner']);
    mockSettings();
    renderRoutes(routes, '/settings/pv-design');

    expect(await screen.findByText('0,30 m')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Auslegung und Prüfung bearbeiten' }) as HTMLButtonElement).disabled).toBe(true);
    expect((await screen.findByRole('button', { name: 'Ertrag und Wirtschaftlichkeit bearbeiten' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
