import { DEFAULT_PV_ECONOMICS_SETTINGS, EMPTY_PV_DESIGN, MSG_PROSPECT_NO_CONSUMPTION, MSG_PROSPECT_NO_INVESTMENT, type PvDesignEconomics, type RoofFace } from '@planner/api/pv';
import { renderWithProviders } from '@planner/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProspectCard, type ProspectCardProps } from './ProspectCard';

/** 20 modules of 400 W, south 30°, in Munich: 1 175 · 1.08 · 0.86 = 1 091.34 kWh/kWp, 8 kWp → 8 731 kWh a year. */
const southFace: RoofFace = {
  id: 'face-1',
  name: 'Süddach',
  outline: [],
  pictureOutline: null,
  tilt: 30,
  azimuth: 180,
  roofCoveringId: null,
  edgeClearance: 0.3,
  orientation: 'portrait',
  gap: 0.02,
  obstacles: [],
  modules: Array.from({ length: 20 }, (_, index) => ({ id: `m${index}`, x: 0, y: 0, orientation: 'portrait' as const })),
};

function renderCard(economics: PvDesignEconomics, props: Partial<ProspectCardProps> = {}) {
  const changes: PvDesignEconomics[] = [];
  renderWithProviders(
    <ProspectCard
      design={{ ...EMPTY_PV_DESIGN, faces: [southFace], economics }}
      modulePowerRating={400}
      batteryKwh={0}
      settings={DEFAULT_PV_ECONOMICS_SETTINGS}
      postcode="80331"
      investmentCents={0}
      readOnly={false}
      onEconomicsChange={(changed) => changes.push(changed)}
      {...props}
    />,
  );
  return changes;
}

describe('the yield and economics card of a PV design', () => {
  it('shows the forecast per face and month as unverbindliche Prognose and asks for the consumption', () => {
    const changes = renderCard({ consumptionKwh: null, selfConsumptionOverridePercent: null });

    expect(screen.getByText('Unverbindliche Prognose')).toBeTruthy();
    expect(screen.getByTestId('forecast-total').textContent).toBe('8.731 kWh pro Jahr');
    expect(screen.getByText('8.731 kWh/a')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Ertrag je Monat: Jan 218 kWh, Feb 393 kWh/ })).toBeTruthy();
    expect(screen.getByText('14,0 %')).toBeTruthy();
    expect(screen.getByText(MSG_PROSPECT_NO_CONSUMPTION)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Jahresstromverbrauch'), { target: { value: '4000' } });
    expect(changes.at(-1)).toEqual({ consumptionKwh: 4000, selfConsumptionOverridePercent: null });
  });

  it('shows savings with every assumption and says why the payback is missing without a quote total', () => {
    renderCard({ consumptionKwh: 4000, selfConsumptionOverridePercent: null });

    expect(screen.getByTestId('yearly-savings').textContent).toMatch(/^1\.111,12\s€$/);
    expect(screen.getByTestId('payback').textContent).toBe('–');
    expect(screen.getByText(MSG_PROSPECT_NO_INVESTMENT)).toBeTruthy();
    expect(screen.getByText('39,92 ct/kWh (gültig ab 01.01.2025)')).toBeTruthy();
    expect(screen.getByText('7,70 ct/kWh (gültig ab 01.08.2026), EEG, Teileinspeisung')).toBeTruthy();
    expect(screen.getByText('15,6 % (Vorschlag nach Anlagengröße, Speicher und Verbrauch)')).toBeTruthy();
  });

  it('pays back from the quote net total and takes the planner own share', () => {
    const changes = renderCard({ consumptionKwh: 4000, selfConsumptionOverridePercent: 30 }, { investmentCents: 1_600_000 });

    expect(screen.getByTestId('payback').textContent).toBe('10,6 Jahre');
    expect(screen.getByText('30,0 % (eigene Angabe)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschlag übernehmen' }));
    expect(changes.at(-1)).toEqual({ consumptionKwh: 4000, selfConsumptionOverridePercent: null });
  });

  it('names the missing postcode instead of a forecast', () => {
    renderCard({ consumptionKwh: 4000, selfConsumptionOverridePercent: null }, { postcode: '' });
    expect(screen.getByText(/Die Baustelle des Projekts hat keine Postleitzahl/)).toBeTruthy();
    expect(screen.queryByTestId('forecast-total')).toBeNull();
  });
});
