import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { MSG_FLOOR_NAME_REQUIRED, requiredText, type FloorPreview } from '@planner/api';
import {
  App,
  Card,
  ErrorState,
  Flex,
  formatCents,
  PermittedButton,
  Space,
  Table,
  useBreakpoint,
  useConfirmDelete,
  type TableColumnsType,
} from '@planner/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useConfigurationContext } from '../configuration/useConfiguration';
import { prefetchFloorPlanCode } from './floorPlanCode';
import { FloorThumbnail } from './FloorThumbnail';
import { useDeleteFloor, useFloors, useRenameFloor } from './useFloors';

const AddFloorDialog = lazy(() => import('./AddFloorDialog'));
const NameDialog = lazy(() => import('../common/NameDialog'));
const floorNameSchema = requiredText(MSG_FLOOR_NAME_REQUIRED);

/** The 'Stockwerke' tab: the quote's floors with their figures. */
export default function FloorListTab() {
  const { configuration, readOnly, plan } = useConfigurationContext();
  const { message } = App.useApp();
  const breakpoint = useBreakpoint();
  const { data: floors, isPending, refetch } = useFloors(configuration.id);
  const renameFloor = useRenameFloor();
  const deleteFloor = useDeleteFloor();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<FloorPreview | null>(null);
  const hasFloors = (floors?.length ?? 0) > 0;
  useEffect(() => (hasFloors ? prefetchFloorPlanCode() : undefined), [hasFloors]);

  const showFailure = (failure: { message?: string } | undefined): void | false => {
    if (!failure) return;
    void message.error(failure.message ?? 'Der Grundriss konnte nicht gespeichert werden.');
    return false;
  };

  const askDelete = (floor: FloorPreview) =>
    confirmDelete({
      subject: floor.name,
      text: 'Der Grundriss mit allen Räumen und Installationen wird gelöscht.',
      confirmText: 'Grundriss löschen',
      successMessage: 'Grundriss wurde gelöscht.',
      onConfirm: async () => showFailure(await deleteFloor(floor.id)),
    });

  const wide = breakpoint !== 'mobile';
  const columns: TableColumnsType<FloorPreview> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, floor) => (
        <Flex align="center" gap={wide ? 'middle' : 'small'}>
          <FloorThumbnail floorId={floor.id} name={floor.name} hasImage={floor.hasImage} />
          <Link to={floor.id}>{floor.name}</Link>
        </Flex>
      ),
    },
    ...(wide
      ? [
          { title: 'Räume', dataIndex: 'roomsCount', align: 'right' as const },
          { title: 'Installationen', dataIndex: 'installationsCount', align: 'right' as const },
        ]
      : []),
    { title: 'Preis', key: 'price', align: 'right', render: (_, floor) => formatCents(floor.price) },
    {
      key: 'actions',
      width: wide ? 96 : 80,
      render: (_, floor) => (
        <Space size={0}>
          <PermittedButton
            permission={plan}
            type="text"
            icon={<EditOutlined />}
            aria-label={`${floor.name} umbenennen`}
            disabled={readOnly}
            onClick={() => setRenaming(floor)}
          />
          <PermittedButton
            permission={plan}
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${floor.name} löschen`}
            disabled={readOnly}
            onClick={() => askDelete(floor)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="Stockwerke"
      extra={
        <PermittedButton permission={plan} type="primary" icon={<PlusOutlined />} disabled={readOnly} onClick={() => setAdding(true)}>
          Grundriss hinzufügen
        </PermittedButton>
      }
    >
      {!isPending && !floors ? (
        <ErrorState message="Fehler beim Laden der Stockwerke." onRetry={() => void refetch()} />
      ) : (
        <Table<FloorPreview>
          dataSource={floors}
          loading={isPending}
          columns={columns}
          rowKey="id"
          size={wide ? 'large' : 'small'}
          pagination={false}
          locale={{ emptyText: 'Noch keine Stockwerke erstellt.' }}
        />
      )}
      <Suspense>
        {adding && <AddFloorDialog configurationId={configuration.id} onClose={() => setAdding(false)} />}
        {renaming && (
          <NameDialog
            title="Grundriss umbenennen"
            label="Bezeichnung"
            initialName={renaming.name}
            successMessage="Grundriss gespeichert."
            schema={floorNameSchema}
            onClose={() => setRenaming(null)}
            onSubmit={async (name) => showFailure(await renameFloor(renaming.id, name))}
          />
        )}
      </Suspense>
      {confirmDeleteDialog}
    </Card>
  );
}
