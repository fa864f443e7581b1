import { PlusOutlined } from '@ant-design/icons';
import { COMPONENT_SORT_KEYS, componentEndpoints, formatBasisPoints, formatUnitPrice, type ElectricalComponent } from '@planner/api';
import { usePermission } from '@planner/platform';
import {
  PermittedButton,
  Flex,
  ListPage,
  Tag,
  Typography,
  useConfirmDelete,
  useListUrlState,
  usePageTitle,
  type ListColumn,
} from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { IconImage } from '../common/IconImage';
import { RowActions } from '../common/RowActions';
import { useComponentList, useDeleteComponent } from './useComponents';

const ComponentDialog = lazy(() => import('./dialogs/ComponentDialog'));

/** Filter inputs of the installation lists react after 100 ms (spec section 9). */
const FILTER_DEBOUNCE_MS = 100;

type DialogState = { component?: ElectricalComponent } | null;

const TagList = ({ component }: { component: ElectricalComponent }) => (
  <Flex gap={4} wrap>
    {component.tags.tags.map((tag) => (
      <Tag key={tag.id} style={{ marginInlineEnd: 0 }}>
        {tag.name}
      </Tag>
    ))}
  </Flex>
);

function columns(
  onEdit: (component: ElectricalComponent) => void,
  onDelete: (component: ElectricalComponent) => void,
): ListColumn<ElectricalComponent>[] {
  const actions: ListColumn<ElectricalComponent> = {
    title: '',
    key: 'actions',
    width: 56,
    align: 'right',
    render: (_, component) => (
      <RowActions label={component.label} onEdit={() => onEdit(component)} onDelete={() => onDelete(component)} />
    ),
  };
  return [
    {
      title: 'Icon',
      key: 'icon',
      width: 64,
      render: (_, component) => <IconImage src={component.icon} alt={component.label} />,
    },
    {
      title: 'Installation',
      key: 'combined',
      breakpoints: ['mobile'],
      render: (_, component) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{component.label}</Typography.Text>
          <Typography.Text>{formatUnitPrice(component.price, component.unit)}</Typography.Text>
          <TagList component={component} />
        </Flex>
      ),
    },
    { title: 'Bezeichnung', key: 'label', dataIndex: 'label', sortKey: 'Label', breakpoints: ['tablet', 'desktop'] },
    {
      title: 'Tags',
      key: 'tags',
      breakpoints: ['tablet', 'desktop'],
      render: (_, component) => <TagList component={component} />,
    },
    {
      title: 'Preis',
      key: 'price',
      sortKey: 'Price',
      align: 'right',
      breakpoints: ['tablet', 'desktop'],
      render: (_, component) => formatUnitPrice(component.price, component.unit),
    },
    {
      title: 'Lohnanteil',
      key: 'labourShare',
      align: 'right',
      breakpoints: ['desktop'],
      render: (_, component) => formatBasisPoints(component.labourShareBasisPoints),
    },
    actions,
  ];
}

export default function ComponentListPage() {
  usePageTitle('Installationen');
  const list = useListUrlState({ sortKeys: COMPONENT_SORT_KEYS });
  const { data, paginationInfo, isPlaceholderData } = useComponentList(list.query);
  const deleteComponent = useDeleteComponent();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const masterData = usePermission('masterData');
  const [dialog, setDialog] = useState<DialogState>(null);

  const askDelete = (component: ElectricalComponent) =>
    confirmDelete({
      subject: component.label,
      text: 'Die Installation steht danach nicht mehr zur Auswahl; bestehende Grundrisse und Angebote behalten sie. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Installation löschen',
      successMessage: 'Installation wurde gelöscht.',
      onConfirm: async () => {
        const { failure } = await deleteComponent(component.id);
        if (failure) return false;
      },
    });

  return (
    <>
      <ListPage<ElectricalComponent>
        title="Installationen"
        breadcrumbs={[{ label: 'Stammdaten' }, { label: 'Installationen' }]}
        primaryAction={
          <PermittedButton permission={masterData} type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
            Installation hinzufügen
          </PermittedButton>
        }
        list={list}
        exportTo={{ endpoint: componentEndpoints.export, query: list.query }}
        rows={data}
        paginationInfo={paginationInfo}
        loading={isPlaceholderData}
        columns={columns((component) => setDialog({ component }), askDelete)}
        rowKey="id"
        searchPlaceholder="Installation suchen"
        searchDebounceMs={FILTER_DEBOUNCE_MS}
        emptyText="Es wurden noch keine Installationen angelegt."
        nothingFoundText="Keine Installation gefunden."
      />
      {dialog && (
        <Suspense fallback={null}>
          <ComponentDialog component={dialog.component} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {confirmDeleteDialog}
    </>
  );
}
