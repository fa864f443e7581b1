import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ConstructionSpecification, RoomType } from '@planner/api';
import { usePermission } from '@planner/platform';
import {
  Col,
  EmptyState,
  Flex,
  LoadingState,
  NotFoundState,
  OptionsMenu,
  PageHeader,
  PermittedButton,
  permittedMenuItems,
  Row,
  useConfirmDelete,
  usePageTitle,
} from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DEVELOPERS_PATH, developerPath } from '../propertyDevelopers/paths';
import { usePropertyDeveloper } from '../propertyDevelopers/usePropertyDevelopers';
import { RoomCard } from './RoomCard';
import { sortRooms } from './sortRooms';
import { toSpecificationInput, useDeleteSpecification, useSaveSpecification, useSpecification } from './useSpecifications';

const RoomDialog = lazy(() => import('./dialogs/RoomDialog'));
const SpecificationNameDialog = lazy(() => import('./dialogs/SpecificationNameDialog'));

type OpenDialog = { kind: 'rename' } | { kind: 'room'; room?: RoomType } | null;

function SpecificationDetail({ specification, developerName }: { specification: ConstructionSpecification; developerName: string }) {
  const navigate = useNavigate();
  const save = useSaveSpecification();
  const deleteSpecification = useDeleteSpecification();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const masterData = usePermission('masterData');
  const backPath = developerPath(specification.propertyDeveloperId);
  const rooms = sortRooms(specification.roomTypes);

  const askDeleteSpecification = () =>
    confirmDelete({
      subject: specification.name,
      text: 'Alle Daten der Baubeschreibung – auch die Standardausstattung der Zimmer – werden gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Baubeschreibung löschen',
      successMessage: 'Baubeschreibung wurde gelöscht.',
      onConfirm: async () => {
        const { failure } = await deleteSpecification(specification);
        if (failure) return false;
        void navigate(backPath);
      },
    });

  const askDeleteRoom = (room: RoomType) =>
    confirmDelete({
      subject: room.name,
      text: 'Das Zimmer und seine Standardausstattung werden gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Zimmer löschen',
      successMessage: 'Zimmer gelöscht.',
      onConfirm: async () => {
        const input = toSpecificationInput(specification);
        const { failure } = await save({ ...input, roomTypes: input.roomTypes.filter((r) => r.id !== room.id) });
        if (failure) return false;
      },
    });

  return (
    <>
      <Link to={backPath}>
        <ArrowLeftOutlined /> Zurück zu {developerName}
      </Link>
      <PageHeader
        title={specification.name}
        breadcrumbs={[
          { label: 'Bauträger', href: DEVELOPERS_PATH },
          { label: developerName, href: backPath },
          { label: specification.name },
        ]}
        extra={
          <Flex gap="small" wrap>
            <PermittedButton permission={masterData} type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'room' })}>
              Zimmer hinzufügen
            </PermittedButton>
            <OptionsMenu
              items={permittedMenuItems(
                [
                  { key: 'rename', icon: <EditOutlined />, label: 'Umbenennen', onClick: () => setDialog({ kind: 'rename' }) },
                  { key: 'delete', icon: <DeleteOutlined />, label: 'Löschen', danger: true, onClick: askDeleteSpecification },
                ],
                masterData,
              )}
            />
          </Flex>
        }
      />
      {rooms.length === 0 ? (
        <EmptyState text="Noch keine Zimmer definiert." />
      ) : (
        <Row gutter={[16, 16]}>
          {rooms.map((room) => (
            <Col key={room.id} xs={24} md={12} xl={8}>
              <RoomCard
                room={room}
                onEdit={() => setDialog({ kind: 'room', room })}
                onDelete={() => askDeleteRoom(room)}
              />
            </Col>
          ))}
        </Row>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'rename' && (
          <SpecificationNameDialog
            propertyDeveloperId={specification.propertyDeveloperId}
            specification={specification}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'room' && (
          <RoomDialog specification={specification} room={dialog.room} onClose={() => setDialog(null)} />
        )}
      </Suspense>
      {confirmDeleteDialog}
    </>
  );
}

export default function ConstructionSpecificationPage() {
  const { propertyDeveloperId = '', constructionSpecificationId = '' } = useParams();
  const { data: specification, failure, isPending } = useSpecification(propertyDeveloperId, constructionSpecificationId);
  const developer = usePropertyDeveloper(propertyDeveloperId);
  usePageTitle(specification?.name ?? 'Baubeschreibung');
  if (isPending || developer.isPending) return <LoadingState />;
  if (!specification) return <NotFoundState message={failure?.message ?? 'Baubeschreibung nicht gefunden.'} />;
  return <SpecificationDetail specification={specification} developerName={developer.data?.name ?? 'Bauträger'} />;
}
