import { DeleteOutlined, EditOutlined, InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { BUILDING_TYPE_LABELS, customerDisplayName, type Project } from '@planner/api';
import { usePermission } from '@planner/platform';
import {
  App,
  Card,
  CardGrid,
  Descriptions,
  Flex,
  LoadingState,
  NotFoundState,
  PageHeader,
  useConfirmDelete,
  lazyDialog,
  OptionsMenu,
  permittedMenuItems,
  usePageTitle,
} from '@planner/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArchivedTag } from '../archive/ArchivedTag';
import { ProjectInvoicesCard } from '../invoices/ProjectInvoicesCard';
import { AddressText } from '../common/AddressText';
import { ConfigurationTable } from './ConfigurationTable';
import { DeveloperCard } from './DeveloperCard';
import { useArchiveProject, useDeleteProject, useProject, useSaveProject } from './useProjects';

const NameDialog = lazyDialog(() => import('./NameDialog').then((module) => module.NameDialog));

function ProjectCards({ project }: { project: Project }) {
  const { customer, location } = project.jobsite;
  return (
    <CardGrid columns={{ mobile: 1, tablet: 1, desktop: 3 }}>
      <Card title="Kunde" style={{ height: '100%' }}>
        <Link to={`/customers/${customer.id}`}>{customerDisplayName(customer)}</Link>
      </Card>
      <Card title="Baustelle" style={{ height: '100%' }}>
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'address',
              label: 'Adresse',
              children: (
                <Link to={`/jobsites/${project.jobsiteId}`}>
                  <AddressText address={location} />
                </Link>
              ),
            },
            { key: 'type', label: 'Gebäudetyp', children: BUILDING_TYPE_LABELS[project.jobsite.buildingType] },
            ...(project.jobsite.comment ? [{ key: 'comment', label: 'Kommentar', children: project.jobsite.comment }] : []),
          ]}
        />
      </Card>
      <DeveloperCard order={project.propertyDeveloperType} />
    </CardGrid>
  );
}

function ProjectDetail({ project }: { project: Project }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const saveProject = useSaveProject();
  const deleteProject = useDeleteProject();
  const archiveProject = useArchiveProject();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [renaming, setRenaming] = useState(false);
  const plan = usePermission('plan');

  const rename = async (name: string): Promise<void | false> => {
    const { failure } = await saveProject({
      id: project.id,
      name,
      jobsiteId: project.jobsiteId,
      propertyDeveloperType: project.propertyDeveloperType,
    });
    if (!failure) return;
    void message.error(failure.message);
    return false;
  };

  const askDelete = () =>
    confirmDelete({
      subject: project.name,
      text: 'Alle Daten des Projekts – Angebote, Grundrisse und so weiter – werden gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Projekt löschen',
      successMessage: 'Projekt gelöscht.',
      onConfirm: async () => {
        const { failure } = await deleteProject(project.id);
        if (failure) {
          // A project with finalized quotes is kept; the message says it can be archived instead.
          void message.error(failure.message);
          return false;
        }
        void navigate('/projects');
      },
    });

  const toggleArchived = async () => {
    const archived = !project.archived;
    const { failure } = await archiveProject(project.id, archived);
    if (failure) void message.error(failure.message);
    else void message.success(archived ? 'Projekt archiviert.' : 'Projekt wiederhergestellt.');
  };

  return (
    <>
      <PageHeader
        title={
          <>
            {project.name}
            {project.archived && <ArchivedTag />}
          </>
        }
        breadcrumbs={[{ label: 'Projekte', href: '/projects' }, { label: project.name }]}
        extra={
          <OptionsMenu
            items={permittedMenuItems(
              [
                { key: 'rename', icon: <EditOutlined />, label: 'Umbenennen', onClick: () => setRenaming(true) },
                project.archived
                  ? { key: 'restore', icon: <UndoOutlined />, label: 'Wiederherstellen', onClick: () => void toggleArchived() }
                  : { key: 'archive', icon: <InboxOutlined />, label: 'Archivieren', onClick: () => void toggleArchived() },
                { key: 'delete', icon: <DeleteOutlined />, label: 'Löschen', danger: true, onClick: askDelete },
              ],
              plan,
            )}
          />
        }
      />
      <Flex vertical gap="large">
        <ProjectCards project={project} />
        <ConfigurationTable project={project} />
        <ProjectInvoicesCard projectId={project.id} />
      </Flex>
      <NameDialog
        open={renaming}
        title="Projekt umbenennen"
        label="Projektname"
        initialName={project.name}
        successMessage="Projekt gespeichert."
        onClose={() => setRenaming(false)}
        onSubmit={rename}
      />
      {confirmDeleteDialog}
    </>
  );
}

export default function ProjectDetailPage() {
  const { projectId = '' } = useParams();
  const { data: project, failure, isPending } = useProject(projectId);
  usePageTitle(project?.name ?? 'Projekte');
  if (isPending) return <LoadingState />;
  if (!project) return <NotFoundState message={failure?.message} />;
  return <ProjectDetail project={project} />;
}
