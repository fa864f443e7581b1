import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  MoreOutlined,
  RollbackOutlined,
  SendOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { ConfigurationNameSchema, MSG_QUOTE_IS_FINALIZED, type ConfigurationPreview, type Project } from '@planner/api';
import { useConfigurationMutations, type PermissionState } from '@planner/platform';
import { App, Button, Dropdown, permittedMenuItems, useConfirmDelete, type MenuProps } from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { navigateToUrl } from 'single-spa';
import { configurationPath, currentTab } from './paths';

const NameDialog = lazy(() => import('../common/NameDialog'));

type NameAction = 'rename' | 'copy';

interface ConfigurationActionsProps {
  project: Project;
  configuration: ConfigurationPreview;
  /** Every action changes the quote. */
  plan: PermissionState;
}

/** The options menu of the open quote: rename, favorite, copy, review status, delete. */
export function ConfigurationActions({ project, configuration, plan }: ConfigurationActionsProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mutations = useConfigurationMutations();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [nameAction, setNameAction] = useState<NameAction | null>(null);
  const status = configuration.status.type;

  const submitName = async (name: string): Promise<void | false> => {
    if (nameAction === 'rename') {
      const { failure } = await mutations.save({ id: configuration.id, projectId: project.id, name });
      if (!failure) return;
      void message.error(failure.message);
      return false;
    }
    const { data: copyId, failure } = await mutations.copy(configuration.id, name);
    if (failure || !copyId) {
      if (failure) void message.error(failure.message);
      return false;
    }
    void navigate(configurationPath(project.id, copyId, currentTab(pathname)));
  };

  const askDelete = () =>
    confirmDelete({
      subject: configuration.name,
      text: 'Alle Daten des Angebots werden gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Angebot löschen',
      successMessage: 'Angebot gelöscht.',
      onConfirm: async () => {
        const { failure } = await mutations.delete(configuration.id);
        if (failure) {
          void message.error(failure.message);
          return false;
        }
        navigateToUrl(`/projects/${project.id}`);
      },
    });

  const showResult = ({ failure }: { failure?: { message?: string } }) => {
    if (failure) void message.error(failure.message ?? 'Die Änderung konnte nicht gespeichert werden.');
    else void message.success('Änderungen gespeichert');
  };

  const statusItems: MenuProps['items'] =
    status === 'InProgress'
      ? [
          {
            key: 'review',
            icon: <SendOutlined />,
            label: 'Zur Freigabe vorlegen',
            onClick: () => void mutations.setStatus(configuration.id, 'InReview').then(showResult),
          },
        ]
      : status === 'InReview'
        ? [
            {
              key: 'in-progress',
              icon: <RollbackOutlined />,
              label: 'Zurück in Bearbeitung',
              onClick: () => void mutations.setStatus(configuration.id, 'InProgress').then(showResult),
            },
          ]
        : [];

  const items: NonNullable<MenuProps['items']> = [
    {
      key: 'rename',
      icon: <EditOutlined />,
      label: 'Umbenennen',
      disabled: status === 'Finalized',
      onClick: () => setNameAction('rename'),
    },
    {
      key: 'favorite',
      icon: <StarOutlined />,
      label: 'Als Favorit markieren',
      disabled: configuration.isFavorite,
      onClick: () => void mutations.markFavorite(project, configuration.id).then(showResult),
    },
    { key: 'copy', icon: <CopyOutlined />, label: 'Kopieren', onClick: () => setNameAction('copy') },
    ...statusItems,
    { type: 'divider' },
    {
      key: 'delete',
      icon: <DeleteOutlined />,
      label: 'Löschen',
      danger: true,
      // A sent quote is kept: say why instead of asking to delete it.
      onClick: status === 'Finalized' ? () => void message.warning(MSG_QUOTE_IS_FINALIZED) : askDelete,
    },
  ];

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items: permittedMenuItems(items, plan) }}>
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
