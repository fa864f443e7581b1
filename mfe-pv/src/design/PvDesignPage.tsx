import { floorPlansPath, pvOfferPath, type ConfigurationPreview, type Project } from '@planner/api';
import type { PvDesign } from '@planner/api/pv';
import { useHasEnvironment, usePermission } from '@planner/platform';
import { Alert, Button, Flex, LoadingState, PageHeader, usePageTitle } from '@planner/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { navigateToUrl } from 'single-spa';
import { QuotePageGate } from './QuotePageGate';
import { useDesign, useDesignParts } from './useDesignData';

const DesignEditor = lazy(() => import('./editor/DesignEditor'));

function DesignLayout({ project, configuration, design }: { project: Project; configuration: ConfigurationPreview; design: PvDesign }) {
  usePageTitle(`PV-Anlage – ${configuration.name} – ${project.name}`);
  const plan = usePermission('plan');
  const electrical = useHasEnvironment('ElektroPlanner');
  const parts = useDesignParts();
  const readOnly = design.readOnly || !plan.allowed;
  return (
    <>
      <PageHeader
        title={`PV-Anlage: ${configuration.name}`}
        breadcrumbs={[
          { label: 'Projekte', href: '/projects' },
          { label: project.name, href: `/projects/${project.id}` },
          { label: configuration.name },
        ]}
        extra={
          <Flex gap="small" wrap>
            {electrical && <Button onClick={() => navigateToUrl(floorPlansPath(project.id, configuration.id))}>Elektroplanung öffnen</Button>}
            <Button type="primary" onClick={() => navigateToUrl(pvOfferPath(project.id, configuration.id))}>
              Positionen & Angebot
            </Button>
          </Flex>
        }
      />
      {design.readOnly && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message="Das Angebot ist fertiggestellt oder wartet auf Freigabe; die PV-Anlage kann nur angesehen werden." />
      )}
      {!design.readOnly && !plan.allowed && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={plan.reason} />}
      {parts ? (
        <Suspense fallback={<LoadingState />}>
          <DesignEditor
            design={design}
            parts={parts}
            readOnly={readOnly}
            postcode={project.jobsite.location.zipCode}
            investmentCents={configuration.totalPrice}
          />
        </Suspense>
      ) : (
        <LoadingState />
      )}
    </>
  );
}

/** The PV design of a quote: roof faces, modules, inverters, strings and their check. */
export default function PvDesignPage() {
  const { configurationId = '' } = useParams();
  const design = useDesign(configurationId);
  return (
    <QuotePageGate query={design} errorMessage="Die PV-Anlage konnte nicht geladen werden.">
      {(project, configuration, loaded) => <DesignLayout project={project} configuration={configuration} design={loaded} />}
    </QuotePageGate>
  );
}
