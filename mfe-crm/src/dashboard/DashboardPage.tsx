import { PlusOutlined } from '@ant-design/icons';
import { configurationStatusText, customerDisplayName, formatAddressLine, type Project } from '@planner/api';
import { usePermission } from '@planner/platform';
import { Card, CardGrid, EmptyState, LoadingState, PageHeader, PermittedButton, Typography, usePageTitle, lazyDialog } from '@planner/ui';
import { useState } from 'react';
import { useOpenQuotePlanning } from '../common/navigation';
import { useRecentProjects } from '../projects/useProjects';
import { useAnsweredQuotesToast } from '../quotes/links/useAnsweredQuotesToast';
import { OverdueInvoicesCard } from './OverdueInvoicesCard';

const ProjectWizard = lazyDialog(() => import('../wizard/ProjectWizard').then((module) => module.ProjectWizard));

function ProjectCard({ project }: { project: Project }) {
  const openPlanning = useOpenQuotePlanning();
  const open = () => openPlanning(project.id, project.favoriteConfigurationId);
  return (
    <Card
      hoverable
      title={project.name}
      onClick={open}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'Enter') open();
      }}
      style={{ height: '100%' }}
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>{customerDisplayName(project.jobsite.customer)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {formatAddressLine(project.jobsite.location)}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        {project.favoriteConfiguration.name} · {configurationStatusText(project.favoriteConfiguration)}
      </Typography.Text>
    </Card>
  );
}

export default function DashboardPage() {
  usePageTitle('Start');
  useAnsweredQuotesToast();
  const { data: projects, isPending } = useRecentProjects();
  const [creating, setCreating] = useState(false);
  const plan = usePermission('plan');
  return (
    <>
      <PageHeader
        title="Aktuelle Projekte"
        extra={
          <PermittedButton permission={plan} type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Neues Projekt anlegen
          </PermittedButton>
        }
      />
      <OverdueInvoicesCard />
      {isPending ? (
        <LoadingState />
      ) : projects && projects.length > 0 ? (
        <CardGrid columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </CardGrid>
      ) : (
        <EmptyState text="Keine aktuellen Projekte gefunden." />
      )}
      <ProjectWizard open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
