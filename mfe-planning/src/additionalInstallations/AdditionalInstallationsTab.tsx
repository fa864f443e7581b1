import { DeleteOutlined, PlusOutlined, ToolOutlined } from '@ant-design/icons';
import { formatQuantity, type ConfigurationAdditionalInstallation, type LineVatCategory } from '@planner/api';
import { useAdditionalInstallationSelector } from '@planner/platform';
import {
  App,
  Avatar,
  Card,
  ErrorState,
  Flex,
  formatCents,
  PermittedButton,
  Table,
  Typography,
  useBreakpoint,
  useConfirmDelete,
  type TableColumnsType,
} from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { useConfigurationContext } from '../configuration/useConfiguration';
import {
  useConfigurationAdditionalInstallations,
  useDeleteConfigurationAdditionalInstallation,
  useSaveConfigurationAdditionalInstallation,
} from './useConfigurationAdditionalInstallations';
import { VatCategorySelect } from './VatCategorySelect';

const AddAdditionalInstallationDialog = lazy(() => import('./AddAdditionalInstallationDialog'));

/** The 'Zusatzinstallationen' tab: additional installations of the quote with amount and line total. */
export default function AdditionalInstallationsTab() {
  const { configuration, readOnly, plan } = useConfigurationContext();
  const { message } = App.useApp();
  const breakpoint = useBreakpoint();
  const { data: installations, isPending, refetch } = useConfigurationAdditionalInstallations(configuration.id);
  const { items: catalogue } = useAdditionalInstallationSelector();
  const deleteInstallation = useDeleteConfigurationAdditionalInstallation(configuration.id);
  const save = useSaveConfigurationAdditionalInstallation(configuration.id);
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [adding, setAdding] = useState(false);
  const iconOf = (id: string) => catalogue.find((item) => item.id === id)?.icon ?? undefined;

  const askDelete = (installation: ConfigurationAdditionalInstallation) =>
    confirmDelete({
      subject: installation.title,
      text: 'Die Zusatzinstallation wird aus dem Angebot entfernt.',
      confirmText: 'Löschen',
      successMessage: 'Zusatzinstallation gelöscht.',
      onConfirm: async () => {
        const failure = await deleteInstallation(installation.id);
        if (!failure) return;
        void message.error(failure.message ?? 'Die Zusatzinstallation konnte nicht gelöscht werden.');
        return false;
      },
    });

  const changeVat = async ({ id, additionalInstallationId, amount }: ConfigurationAdditionalInstallation, vatCategory: LineVatCategory) => {
    const failure = await save({ id, additionalInstallationId, amount, vatCategory });
    if (failure) void message.error(failure.message ?? 'Die Mehrwertsteuer konnte nicht geändert werden.');
  };
  const vatSelect = (installation: ConfigurationAdditionalInstallation) => (
    <VatCategorySelect
      value={installation.vatCategory}
      disabled={readOnly}
      aria-label={`MwSt. ${installation.title}`}
      onChange={(vatCategory) => void changeVat(installation, vatCategory)}
    />
  );

  const deleteColumn: TableColumnsType<ConfigurationAdditionalInstallation>[number] = {
    key: 'actions',
    width: 56,
    render: (_, installation) => (
      <PermittedButton
        permission={plan}
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={`${installation.title} löschen`}
        disabled={readOnly}
        onClick={() => askDelete(installation)}
      />
    ),
  };

  const columns: TableColumnsType<ConfigurationAdditionalInstallation> =
    breakpoint === 'mobile'
      ? [
          {
            title: 'Zusatzinstallation',
            key: 'installation',
            render: (_, installation) => (
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {installation.title}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {formatQuantity(installation.amount, installation.unit)} × {formatCents(installation.unitPrice)} ={' '}
                  {formatCents(installation.totalPrice)}
                </Typography.Text>
                {vatSelect(installation)}
              </Flex>
            ),
          },
          deleteColumn,
        ]
      : [
          {
            key: 'icon',
            width: 56,
            render: (_, installation) => (
              <Avatar shape="square" src={iconOf(installation.additionalInstallationId)} icon={<ToolOutlined />} alt="" />
            ),
          },
          { title: 'Bezeichnung', dataIndex: 'title' },
          { title: 'Menge', key: 'amount', align: 'right', render: (_, installation) => formatQuantity(installation.amount, installation.unit) },
          { title: 'Einzelpreis', key: 'unitPrice', align: 'right', render: (_, installation) => formatCents(installation.unitPrice) },
          { title: 'Gesamt', key: 'total', align: 'right', render: (_, installation) => formatCents(installation.totalPrice) },
          { title: 'MwSt.', key: 'vat', width: 190, render: (_, installation) => vatSelect(installation) },
          deleteColumn,
        ];

  return (
    <Card
      title="Zusatzinstallationen"
      extra={
        <PermittedButton permission={plan} type="primary" icon={<PlusOutlined />} disabled={readOnly} onClick={() => setAdding(true)}>
          Zusatzinstallation hinzufügen
        </PermittedButton>
      }
    >
      {!isPending && !installations ? (
        <ErrorState message="Zusatzinstallationen konnten nicht geladen werden." onRetry={() => void refetch()} />
      ) : (
        <Table<ConfigurationAdditionalInstallation>
          dataSource={installations}
          loading={isPending}
          columns={columns}
          rowKey="id"
          pagination={false}
          locale={{ emptyText: 'Noch keine Zusatzinstallationen hinzugefügt.' }}
        />
      )}
      <Suspense>
        {adding && <AddAdditionalInstallationDialog configurationId={configuration.id} onClose={() => setAdding(false)} />}
      </Suspense>
      {confirmDeleteDialog}
    </Card>
  );
}
