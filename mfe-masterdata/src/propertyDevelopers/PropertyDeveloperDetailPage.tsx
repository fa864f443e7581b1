import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { PropertyDeveloper } from '@planner/api';
import { usePermission } from '@planner/platform';
import {
  Flex,
  LoadingState,
  NotFoundState,
  OptionsMenu,
  PageHeader,
  permittedMenuItems,
  useConfirmDelete,
  usePageTitle,
} from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ContactPersonTable } from '../contactPersons/ContactPersonTable';
import { SpecificationTable } from '../specifications/SpecificationTable';
import { ContactCard } from './ContactCard';
import { DEVELOPERS_PATH } from './paths';
import { useDeletePropertyDeveloper, usePropertyDeveloper } from './usePropertyDevelopers';

const PropertyDeveloperDialog = lazy(() => import('./dialogs/PropertyDeveloperDialog'));

function PropertyDeveloperDetail({ developer }: { developer: PropertyDeveloper }) {
  const navigate = useNavigate();
  const deleteDeveloper = useDeletePropertyDeveloper();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [editing, setEditing] = useState(false);
  const masterData = usePermission('masterData');

  const askDelete = () =>
    confirmDelete({
      subject: developer.name,
      text: 'Alle Daten des Bauträgers – Bauleiter und Baubeschreibungen – werden ebenfalls gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Bauträger löschen',
      successMessage: 'Bauträger wurde gelöscht.',
      onConfirm: async () => {
        const { failure } = await deleteDeveloper(developer.id);
        if (failure) return false;
        void navigate(DEVELOPERS_PATH);
      },
    });

  return (
    <>
      <PageHeader
        title={developer.name}
        breadcrumbs={[{ label: 'Bauträger', href: DEVELOPERS_PATH }, { label: developer.name }]}
        extra={
          <OptionsMenu
            items={permittedMenuItems(
              [
                { key: 'edit', icon: <EditOutlined />, label: 'Bearbeiten', onClick: () => setEditing(true) },
                { key: 'delete', icon: <DeleteOutlined />, label: 'Löschen', danger: true, onClick: askDelete },
              ],
              masterData,
            )}
          />
        }
      />
      <Flex vertical gap="large">
        <ContactCard developer={developer} />
        <ContactPersonTable propertyDeveloperId={developer.id} />
        <SpecificationTable propertyDeveloperId={developer.id} />
      </Flex>
      {editing && (
        <Suspense fallback={null}>
          <PropertyDeveloperDialog developer={developer} onClose={() => setEditing(false)} />
        </Suspense>
      )}
      {confirmDeleteDialog}
    </>
  );
}

export default function PropertyDeveloperDetailPage() {
  const { propertyDeveloperId = '' } = useParams();
  const { data: developer, failure, isPending } = usePropertyDeveloper(propertyDeveloperId);
  usePageTitle(developer?.name ?? 'Bauträger');
  if (isPending) return <LoadingState />;
  if (!developer) return <NotFoundState message={failure?.message ?? 'Bauträger nicht gefunden.'} />;
  return <PropertyDeveloperDetail developer={developer} />;
}
