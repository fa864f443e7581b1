import { lazy } from 'react';
import { formatFigure, formatTemperature, formatWithUnit } from '@planner/api/pv';
import { ErrorState, Flex, LoadingState, PageHeader, SettingsCard, usePageTitle } from '@planner/ui';
import { PvEconomicsSettingsCard } from './PvEconomicsSettingsCard';
import { usePvDesignSettings } from './usePvDesignSettings';

const PvDesignSettingsDialog = lazy(() => import('./PvDesignSettingsDialog'));

const TITLE = 'PV-Planung';

/** The company's figures for PV designs: edge clearance of new faces, what the string check uses, and the yield and economics figures. */
export default function PvDesignSettingsPage() {
  usePageTitle(TITLE);
  const { data: settings, isPending, refetch } = usePvDesignSettings();
  return (
    <>
      <PageHeader title={TITLE} breadcrumbs={[{ label: 'Einstellungen' }, { label: TITLE }]} />
      <Flex vertical gap={16}>
        {isPending ? (
          <LoadingState />
        ) : settings ? (
          <SettingsCard
            title="Auslegung und Prüfung"
            isEmpty={false}
            items={[
              { key: 'edge', label: 'Randabstand neuer Dachflächen', children: formatWithUnit(settings.edgeClearance, 'm', 2) },
              {
                key: 'temperatures',
                label: 'Zelltemperaturen der Stringprüfung',
                children: `${formatTemperature(settings.minCellTemperature)} bis ${formatTemperature(settings.maxCellTemperature)}`,
              },
              {
                key: 'ratio',
                label: 'DC/AC-Verhältnis ohne Warnung',
                children: `${formatFigure(settings.dcAcRatioMin, 2)} bis ${formatFigure(settings.dcAcRatioMax, 2)}`,
              },
            ]}
            renderDialog={(close) => <PvDesignSettingsDialog settings={settings} onClose={close} />}
          />
        ) : (
          <ErrorState message="Die Einstellungen der PV-Planung konnten nicht geladen werden." onRetry={() => void refetch()} />
        )}
        <PvEconomicsSettingsCard />
      </Flex>
    </>
  );
}
