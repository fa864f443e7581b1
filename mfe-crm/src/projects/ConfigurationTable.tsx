import { CopyOutlined, DeleteOutlined, SunOutlined, EditOutlined, MoreOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { MSG_QUOTE_IS_FINALIZED, pvDesignPath, randomUuid, type ConfigurationPreview, type Project } from '@planner/api';
import { useConfigurationMutations, useHasEnvironment, usePermission, useProjectConfigurations } from '@planner/platform';
import {
  App,
  Button,
  Card,
  DataTable,
  Dropdown,
  ErrorState,
  Flex,
  formatCents,
  lazyDialog,
  LoadingState,
  PermittedButton,
  permittedMenuItems,
  Tooltip,
  useBreakpoint,
  useConfirmDelete,
  type ListColumn,
  type MenuProps,
} from '@planner/ui';
import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { useOpenQuotePlanning } from '../common/navigation';
import { openPdfItem, quoteStatusItems } from '../quotes/quoteActionItems';
import { ConfigurationStatusTag } from '../quotes/StatusTags';
import { useQuoteActions } from '../quotes/useQuoteActions';

const NameDialog = lazyDialog(() => import('./NameDialog').then((module) => module.NameDialog));

type NameAction = { kind: 'create' } | { kind: 'rename' | 'copy'; configuration: ConfigurationPreview };

const NAME_DIALOGS = {
  create: { title: 'Neues Angebot', successMessage: 'Angebot erstellt.' },
  rename: { title: 'Angebot umbenennen', successMessage: 'Änderungen gespeichert' },
  copy: { title: 'Angebot kopieren', successMessage: 'Kopie des Angebots erstellt.' },
} as const;

/** The quotes of a project with their actions; a row opens the quote's floor plans. */
export function ConfigurationTable({ project }: { project: Project }) {
  const { message } = App.useApp();
  const breakpoint = useBreakpoint();
  const { data: configurations, isPending, refetch } = useProjectConfigurations(project.id);
  const mutations = useConfigurationMutations();
  const quoteActions = useQuoteActions();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [nameAction, setNameAction] = useState<NameAction | null>(null);
  const plan = usePermission('plan');
  const openPlanning = useOpenQuotePlanning();
  const electrical = useHasEnvironment('ElektroPlanner');
  const bothEnvironments = useHasEnvironment('PvPlanner') && electrical;

  const submitName = async (name: string): Promise<void | false> => {
    if (!nameAction) return;
    const { failure } =
      nameAction.kind === 'copy'
        ? await mutations.copy(nameAction.configuration.id, name)
        : await mutations.save({
            id: nameAction.kind === 'create' ? randomUuid() : nameAction.configuration.id,
            projectId: project.id,
            name,
          });
    if (!failure) return;
    void message.error(failure.message);
    return false;
  };

  const askDelete = (configuration: ConfigurationPreview) => {
    // A sent quote is kept: say why instead of asking to delete it.
    if (configuration.status.type === 'Finalized') {
      void message.warning(MSG_QUOTE_IS_FINALIZED);
      return;
    }
    confirmDelete({
      subject: configuration.name,
      text: 'Alle Daten des Angebots werden gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Angebot löschen',
      successMessage: 'Angebot gelöscht.',
      onConfirm: async () => {
        const { failure } = await mutations.delete(configuration.id);
        if (!failure) return;
        void message.error(failure.message);
        return false;
      },
    });
  };

  const favorite = async (configuration: ConfigurationPreview) => {
    const { failure } = await mutations.markFavorite(project, configuration.id);
    if (failure) void message.error(failure.message);
    else void message.success('Änderungen gespeichert');
  };

  /** A finalized quote's PDF and the customer's answer, above the general actions. */
  const quoteItems = (configuration: ConfigurationPreview): NonNullable<MenuProps['items']> =>
    configuration.quoteStatus
      ? [
          openPdfItem(() => void quoteActions.openPdf(configuration.id)),
          ...permittedMenuItems(
            quoteStatusItems(
              configuration.quoteStatus.type,
              (status) => void quoteActions.changeStatus(configuration.id, status),
              configuration.quoteStatus.lock,
            ),
            plan,
          ),
          { type: 'divider' },
        ]
      : [];

  const favoriteMark = (configuration: ConfigurationPreview) =>
    configuration.isFavorite ? (
      <Tooltip title="Favorit">
        <StarFilled aria-label="Favorit" style={{ color: '#faad14' }} />
      </Tooltip>
    ) : (
      <StarOutlined aria-hidden style={{ color: '#d9d9d9' }} />
    );
  // Phones show one cell per quote (star, name, status, price) beside its menu, so nothing is cut off.
  const columns: ListColumn<ConfigurationPreview>[] =
    breakpoint === 'mobile'
      ? [
          {
            title: 'Angebot',
            key: 'name',
            render: (_, configuration) => (
              <Flex gap={8} align="flex-start">
                {favoriteMark(configuration)}
                <Flex vertical align="flex-start" gap={4} style={{ minWidth: 0 }}>
                  <span style={{ overflowWrap: 'anywhere' }}>{configuration.name}</span>
                  <ConfigurationStatusTag configuration={configuration} />
                  <span>{formatCents(configuration.totalPrice)}</span>
                </Flex>
              </Flex>
            ),
          },
        ]
      : [
          { title: 'Favorit', key: 'favorite', width: 72, render: (_, configuration) => favoriteMark(configuration) },
          { title: 'Name', key: 'name', dataIndex: 'name' },
          { title: 'Status', key: 'status', render: (_, configuration) => <ConfigurationStatusTag configuration={configuration} /> },
          { title: 'Gesamtpreis', key: 'price', align: 'right', render: (_, configuration) => formatCents(configuration.totalPrice) },
        ];
  columns.push(
    {
      key: 'actions',
      width: 56,
      render: (_, configuration) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              ...quoteItems(configuration),
              ...(bothEnvironments
                ? [
                    {
                      key: 'pv-design',
                      icon: <SunOutlined />,
                      label: 'PV-Anlage planen',
                      onClick: () => navigateToUrl(pvDesignPath(project.id, configuration.id)),
                    },
                    { type: 'divider' as const },
                  ]
                : []),
              ...permittedMenuItems(
                [
                  {
                    key: 'rename',
                    icon: <EditOutlined />,
                    label: 'Umbenennen',
                    disabled: configuration.status.type === 'Finalized',
                    onClick: () => setNameAction({ kind: 'rename', configuration }),
                  },
                  {
                    key: 'favorite',
                    icon: <StarOutlined />,
                    label: 'Als Favorit markieren',
                    disabled: configuration.isFavorite,
                    onClick: () => void favorite(configuration),
                  },
                  { key: 'copy', icon: <CopyOutlined />, label: 'Kopieren', onClick: () => setNameAction({ kind: 'copy', configuration }) },
                  { key: 'delete', icon: <DeleteOutlined />, label: 'Löschen', danger: true, onClick: () => askDelete(configuration) },
                ],
                plan,
              ),
            ],
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={`Optionen für ${configuration.name}`} />
        </Dropdown>
      ),
    },
  );

  const dialogDefaults = nameAction && {
    ...NAME_DIALOGS[nameAction.kind],
    initialName:
      nameAction.kind === 'create'
        ? `Angebot ${(configurations?.length ?? 0) + 1}`
        : nameAction.kind === 'copy'
          ? `Kopie von ${nameAction.configuration.name}`
          : nameAction.configuration.name,
  };

  return (
    <Card
      title="Angebote"
      extra={
        <PermittedButton permission={plan} type="primary" icon={<PlusOutlined />} onClick={() => setNameAction({ kind: 'create' })}>
          Neues Angebot
        </PermittedButton>
      }
    >
      {isPending ? (
        <LoadingState />
      ) : !configurations ? (
        <ErrorState message="Angebote konnten nicht geladen werden." onRetry={() => void refetch()} />
      ) : (
        <DataTable<ConfigurationPreview>
          rows={configurations}
          columns={columns}
          rowKey="id"
          onRowClick={(configuration) => openPlanning(project.id, configuration.id)}
        />
      )}
      {dialogDefaults && (
        <NameDialog
          open={nameAction !== null}
          title={dialogDefaults.title}
          label="Name des Angebots"
          initialName={dialogDefaults.initialName}
          successMessage={dialogDefaults.successMessage}
          onClose={() => setNameAction(null)}
          onSubmit={submitName}
        />
      )}
      {confirmDeleteDialog}
    </Card>
  );
}
