import { PlusOutlined } from '@ant-design/icons';
import { PROJECT_SORT_KEYS, projectEndpoints, type Project } from '@planner/api';
import { usePermission } from '@planner/platform';
import { ListPage, PermittedButton, useListUrlState, usePageTitle, lazyDialog } from '@planner/ui';
import { useState } from 'react';
import { useOpenQuotePlanning } from '../common/navigation';
import { projectCustomerColumn, projectJobsiteColumn, projectNameColumn } from './ProjectTable';
import { ArchivedFilterSelect, useArchivedFilter } from '../archive/ArchivedFilter';
import { useProjectList } from './useProjects';

const ProjectWizard = lazyDialog(() => import('../wizard/ProjectWizard').then((module) => module.ProjectWizard));

export default function ProjectListPage() {
  usePageTitle('Projekte');
  const openFloorPlans = useOpenQuotePlanning();
  const list = useListUrlState({ sortKeys: PROJECT_SORT_KEYS });
  const archivedFilter = useArchivedFilter();
  const { data, paginationInfo, isPlaceholderData } = useProjectList(list.query, archivedFilter.archived);
  const [creating, setCreating] = useState(false);
  const plan = usePermission('plan');
  return (
    <>
      <ListPage<Project>
        title="Projekte"
        breadcrumbs={[{ label: 'Projekte' }]}
        primaryAction={
          <PermittedButton permission={plan} type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Neues Projekt anlegen
          </PermittedButton>
        }
        filters={<ArchivedFilterSelect filter={archivedFilter} active="Aktive Projekte" archived="Archivierte Projekte" />}
        list={list}
        exportTo={{ endpoint: projectEndpoints.export, query: { ...list.query, archived: archivedFilter.archived ? 'true' : undefined } }}
        rows={data}
        paginationInfo={paginationInfo}
        loading={isPlaceholderData}
        columns={[projectNameColumn, projectCustomerColumn, projectJobsiteColumn]}
        rowKey="id"
        onRowClick={(project) => openFloorPlans(project.id, project.favoriteConfigurationId)}
        searchPlaceholder="Projekt, Kunde oder Ort suchen"
      />
      <ProjectWizard open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
