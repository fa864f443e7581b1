import { formatGermanDay, germanDay } from '@planner/api';
import { EEG_PARTIAL_FEED_IN_TARIFFS, rowOnDay } from '@planner/api/pv';
import { ErrorState, LoadingState, SettingsCard } from '@planner/ui';
import { lazy } from 'react';
import { usePvEconomicsSettings } from './usePvEconomicsSettings';

const PvEconomicsSettingsDialog = lazy(() => import('./PvEconomicsSettingsDialog'));

const TITLE = 'Ertrag und Wirtschaftlichkeit';
const percent = (value: number) => `${value.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
const centsPerKwh = (hundredthCents: number) => `${(hundredthCents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ct/kWh`;
const bands = (row: { upTo10Kwp: number; from10To40Kwp: number }) => `bis 10 kWp ${centsPerKwh(row.upTo10Kwp)}, 10–40 kWp ${centsPerKwh(row.from10To40Kwp)}`;

/** The company's figures of the yield forecast and the economics of every PV design (ADR 0029). */
export function PvEconomicsSettingsCard() {
  const { data: settings, isPending, refetch } = usePvEconomicsSettings();
  if (isPending) return <LoadingState />;
  if (!settings) return <ErrorState message="Die Einstellungen für Ertrag und Wirtschaftlichkeit konnten nicht geladen werden." onRetry={() => void refetch()} />;
  const eeg = rowOnDay(EEG_PARTIAL_FEED_IN_TARIFFS, germanDay());
  return (
    <SettingsCard
      title={TITLE}
      isEmpty={false}
      items={[
        { key: 'losses', label: 'Systemverluste', children: percent(settings.systemLossesPercent) },
        { key: 'increase', label: 'Strompreissteigerung pro Jahr', children: percent(settings.yearlyPriceIncreasePercent) },
        {
          key: 'prices',
          label: 'Strompreis',
          children: settings.electricityPrices.map((row) => `${centsPerKwh(row.hundredthCentsPerKwh)} ab ${formatGermanDay(row.validFrom)}`).join('; '),
        },
        {
          key: 'tariffs',
          label: 'Einspeisevergütung',
          children: [
            ...settings.feedInTariffs.map((row) => `Eigener Wert ab ${formatGermanDay(row.validFrom)}: ${bands(row)}`),
            eeg ? `EEG-Teileinspeisung ab ${formatGermanDay(eeg.validFrom)}: ${bands(eeg)}` : '',
          ]
            .filter(Boolean)
            .join('; '),
        },
      ]}
      renderDialog={(close) => <PvEconomicsSettingsDialog settings={settings} onClose={close} />}
    />
  );
}
