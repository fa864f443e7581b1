import { CopyOutlined, DeleteOutlined, EditOutlined, MoreOutlined, StarOutlined } from '@ant-design/icons';
import { ConfigurationNameSchema, type ConfigurationPreview, type Project } from '@planner/api';
import { App, Button, Dropdown, useConfirmDelete } from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { navigateToUrl } from 'single-spa';
import { configurationPath, currentTab } from './paths';
import { useConfigurationActions } from './useConfiguration';

const NameDialog = lazy(() => import('../common/NameDialog'));

type NameAction = 'rename' | 'copy';

interface ConfigurationActionsProps {
  project: Project;
  configuration: ConfigurationPreview;
}

/** The options menu of the open quote: rename, mark as favorite, copy, delete. */
export function ConfigurationActions({ project, configuration }: ConfigurationActionsProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const actions = useConfigurationActions(project);
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [nameAction, setNameAction] = useState<NameAction | null>(null);

  const submitName = async (name: string): Promise<void | false> => {
    if (nameAction === 'rename') {
      const { failure } = await actions.rename(configuration.id, name);
      if (!failure) return;
      void message.error(failure.message);
      return false;
    }
    const { data: copyId, failure } = await actions.copy(configuration.id, name);
    if (failure || !copyId) {
      if (failure) void message.error(failure.message);
      return false;
    }
    void navigate(configurationPath(project.id, copyId, currentTab(pathname)));
  };

  const askDelete = () =>
    confirmDelete({
      title: `"${configuration.name}" wirklich löschen?`,
      text: 'Alle Daten des Angebots werden gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Angebot löschen',
      successMessage: 'Angebot gelöscht.',
      onConfirm: async () => {
        const { failure } = await actions.delete(configuration.id);
        if (failure) {
          void message.error(failure.message);
          return false;
        }
        navigateToUrl(`/projects/${project.id}`);
      },
    });

  const markFavorite = async () => {
    const { failure } = await actions.markFavorite(configuration.id);
    if (failure) void message.error(failure.message);
    else void message.success('Änderungen gespeichert');
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'rename', icon: <EditOutlined />, label: 'Umbenennen', onClick: () => setNameAction('rename') },
            {
              key: 'favorite',
              icon: <StarOutlined />,
              label: 'Als Favorit markieren',
              disabled: configuration.isFavorite,
              onClick: () => void markFavorite(),
            },
            { key: 'copy', icon: <CopyOutlined />, label: 'Kopieren', onClick: () => setNameAction('copy') },
            { key: 'delete', icon: <DeleteOutlined />, label: 'Löschen', danger: true, onClick: askDelete },
          ],
        }}
      >
        <Button icon={<MoreOutlined />} aria-label="Optionen des Angebots" />
      </Dropdown>
      {nameAction && (
        <Suspense>
          <NameDialog
            title={nameAction === 'rename' ? 'Angebot umbenennen' : 'Angebot kopieren'}
            label="Name des Angebots"
            initialName={nameAction === 'rename' ? configuration.name : `Kopie von ${configuration.name}`}
            successMessage={nameAction === 'rename' ? 'Änderungen gespeichert' : 'Kopie des Angebots erstellt.'}
            schema={ConfigurationNameSchema}
            onClose={() => setNameAction(null)}
            onSubmit={submitName}
          />
        </Suspense>
      )}
      {confirmDeleteDialog}
    </>
  );
}
