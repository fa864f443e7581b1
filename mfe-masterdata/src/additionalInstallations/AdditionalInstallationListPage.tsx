import { PlusOutlined } from '@ant-design/icons';
import { ADDITIONAL_INSTALLATION_SORT_KEYS, additionalInstallationEndpoints, formatBasisPoints, formatUnitPrice, type AdditionalInstallation } from '@planner/api';
import { usePermission } from '@planner/platform';
import {
  PermittedButton,
  Flex,
  ListPage,
  Typography,
  useConfirmDelete,
  useListUrlState,
  usePageTitle,
  type ListColumn,
} from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { IconImage } from '../common/IconImage';
import { RowActions } from '../common/RowActions';
import { useAdditionalInstallationList, useDeleteAdditionalInstallation } from './useAdditionalInstallations';

const AdditionalInstallationDialog = lazy(() => import('./dialogs/AdditionalInstallationDialog'));

const FILTER_DEBOUNCE_MS = 100;

type Row = AdditionalInstallation;
type RowHandler = (installation: Row) => void;

function columns(onEdit: RowHandler, onDelete: RowHandler): ListColumn<Row>[] {
  const actions = (installation: Row) => (
    <RowActions label={installation.title} onEdit={() => onEdit(installation)} onDelete={() => onDelete(installation)} />
  );
  return [
    {
      title: 'Zusatzinstallation',
      key: 'card',
      breakpoints: ['mobile'],
      render: (_, installation) => (
        <Flex gap="small" align="start">
          <IconImage src={installation.icon} alt={installation.title} size={40} />
          <Flex vertical flex={1} style={{ minWidth: 0 }}>
            <Typography.Text strong>{installation.title}</Typography.Text>
            {installation.description && (
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                {installation.description}
              </Typography.Paragraph>
            )}
            <Typography.Text>{formatUnitPrice(installation.price, installation.unit)}</Typography.Text>
          </Flex>
          {actions(installation)}
        </Flex>
      ),
    },
    {
      title: 'Icon',
      key: 'icon',
      width: 64,
      breakpoints: ['tablet', 'desktop'],
      render: (_, installation) => <IconImage src={installation.icon} alt={installation.title} />,
    },
    { title: 'Titel', key: 'title', dataIndex: 'title', sortKey: 'Title', breakpoints: ['tablet', 'desktop'] },
    {
      title: 'Beschreibung',
      key: 'description',
      breakpoints: ['tablet', 'desktop'],
      render: (_, installation) => installation.description || '–',
    },
    {
      title: 'Preis pro Einheit',
      key: 'price',
      sortKey: 'Price',
      align: 'right',
      breakpoints: ['tablet', 'desktop'],
      render: (_, installation) => formatUnitPrice(installation.price, installation.unit),
    },
    {
      title: 'Lohnanteil',
      key: 'labourShare',
      align: 'right',
      breakpoints: ['desktop'],
      render: (_, installation) => formatBasisPoints(installation.labourShareBasisPoints),
    },
    {
      title: '',
      key: 'actions',
      width: 56,
      align: 'right',
      breakpoints: ['tablet', 'desktop'],
      render: (_, installation) => actions(installation),
    },
  ];
}

export default function AdditionalInstallationListPage() {
  usePageTitle('Zusatzinstallationen');
  const list = useListUrlState({ sortKeys: ADDITIONAL_INSTALLATION_SORT_KEYS });
  const { data, paginationInfo, isPlaceholderData } = useAdditionalInstallationList(list.query);
  const deleteInstallation = useDeleteAdditionalInstallation();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const masterData = usePermission('masterData');
  const [dialog, setDialog] = useState<{ installation?: Row } | null>(null);

  const askDelete = (installation: Row) =>
    confirmDelete({
      subject: installation.title,
      text: 'Das löschen kann nicht rückgängig gemacht werden.',
      confirmText: 'Installation löschen',
      successMessage: 'Zusatzinstallation wurde gelöscht.',
      onConfirm: async () => {
        const { failure } = await deleteInstallation(installation.id);
        if (failure) return false;
      },
    });

  return (
    <>
      <ListPage<Row>
        title="Zusatzinstallationen"
        breadcrumbs={[{ label: 'Stammdaten' }, { label: 'Zusatzinstallationen' }]}
        primaryAction={
          <PermittedButton permission={masterData} type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
            Zusatzinstallation hinzufügen
          </PermittedButton>
        }
        list={list}
        exportTo={{ endpoint: additionalInstallationEndpoints.export, query: list.query }}
        rows={data}
        paginationInfo={paginationInfo}
        loading={isPlaceholderData}
        columns={columns((installation) => setDialog({ installation }), askDelete)}
        rowKey="id"
        searchPlaceholder="Installation suchen"
        searchDebounceMs={FILTER_DEBOUNCE_MS}
        emptyText="Es wurden noch keine Zusatzinstallationen angelegt."
      />
      {dialog && (
        <Suspense fallback={null}>
          <AdditionalInstallationDialog installation={dialog.installation} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {confirmDeleteDialog}
    </>
  );
}
