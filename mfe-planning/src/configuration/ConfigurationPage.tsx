import type { ConfigurationPreview, Project } from '@planner/api';
import { usePermission } from '@planner/platform';
import { ErrorState, LoadingState, NotFoundState, PageHeader, usePageTitle } from '@planner/ui';
import { Outlet, useParams } from 'react-router';
import { ConfigurationActions } from './ConfigurationActions';
import { ConfigurationStatusTag } from './ConfigurationStatusTag';
import { ConfigurationSwitcher } from './ConfigurationSwitcher';
import { ConfigurationTabs } from './ConfigurationTabs';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { TotalBar } from './TotalBar';
import { isReadOnly } from './readOnly';
import { useConfiguration, useProject, type ConfigurationContext } from './useConfiguration';

function ConfigurationLayout({ project, configuration }: { project: Project; configuration: ConfigurationPreview }) {
  usePageTitle(`${configuration.name} – ${project.name}`);
  const plan = usePermission('plan');
  const context: ConfigurationContext = { configuration, readOnly: isReadOnly(configuration) || !plan.allowed, plan };
  return (
    <>
      <PageHeader
        title={project.name}
        breadcrumbs={[
          { label: 'Projekte', href: '/projects' },
          { label: project.name, href: `/projects/${project.id}` },
          { label: configuration.name },
        ]}
        extra={
          <ConfigurationSwitcher project={project} configuration={configuration}>
            <ConfigurationStatusTag configuration={configuration} />
            <ConfigurationActions project={project} configuration={configuration} plan={plan} />
          </ConfigurationSwitcher>
        }
      />
      <ReadOnlyNotice configuration={configuration} plan={plan} />
      <ConfigurationTabs projectId={project.id} configurationId={configuration.id} />
      <div style={{ minHeight: 240 }}>
        <Outlet context={context} />
      </div>
      <TotalBar configuration={configuration} plan={plan} />
    </>
  );
}

/** A quote of a project: floors, additional installations and checkout as tabs, with the total below. */
export default function ConfigurationPage() {
  const { projectId = '', configurationId = '' } = useParams();
  const project = useProject(projectId);
  const configuration = useConfiguration(configurationId);

  if (project.isPending || configuration.isPending) return <LoadingState />;
  const belongsToProject = !configuration.data || configuration.data.projectId === projectId;
  if (project.failure || configuration.failure || !belongsToProject) return <NotFoundState message="Angebot nicht gefunden." />;
  if (!project.data || !configuration.data) {
    return (
      <ErrorState
        message="Das Angebot konnte nicht geladen werden."
        onRetry={() => void Promise.all([project.refetch(), configuration.refetch()])}
      />
    );
  }
  return <ConfigurationLayout project={project.data} configuration={configuration.data} />;
}
