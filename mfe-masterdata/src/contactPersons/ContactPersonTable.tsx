import { PlusOutlined } from '@ant-design/icons';
import { contactPersonEndpoints, type ContactPerson } from '@planner/api';
import { usePermission } from '@planner/platform';
import { Card, EmptyState, ListExportMenu, PermittedButton, PhoneLink, Space, Table, useBreakpoint, useConfirmDelete, type TableColumnsType } from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { RowActions } from '../common/RowActions';
import { useLocalPaging } from '../common/useLocalPaging';
import { CONTACT_PERSON_ORDER, useContactPersonList, useDeleteContactPerson } from './useContactPersons';

const ContactPersonDialog = lazy(() => import('./dialogs/ContactPersonDialog'));

const fullName = (person: ContactPerson) => `${person.firstName} ${person.lastName}`;
const mailLink = (email: string | null) => (email ? <a href={`mailto:${email}`}>{email}</a> : '–');

/** The Bauleiter of a developer with add, edit and delete. */
export function ContactPersonTable({ propertyDeveloperId }: { propertyDeveloperId: string }) {
  const paging = useLocalPaging();
  const { data, paginationInfo, isPending, isPlaceholderData } = useContactPersonList(propertyDeveloperId, paging.query);
  const deleteContactPerson = useDeleteContactPerson();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [dialog, setDialog] = useState<{ contactPerson?: ContactPerson } | null>(null);
  const masterData = usePermission('masterData');
  const isMobile = useBreakpoint() === 'mobile';

  const askDelete = (person: ContactPerson) =>
    confirmDelete({
      subject: fullName(person),
      text: 'Alle Daten des Bauleiters werden gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Bauleiter löschen',
      successMessage: 'Bauleiter wurde gelöscht.',
      onConfirm: async () => {
        const { failure } = await deleteContactPerson(person);
        if (failure) return false;
      },
    });

  const actions = {
    key: 'actions',
    width: 56,
    align: 'right' as const,
    render: (_: unknown, person: ContactPerson) => (
      <RowActions
        label={fullName(person)}
        onEdit={() => setDialog({ contactPerson: person })}
        onDelete={() => askDelete(person)}
      />
    ),
  };
  const columns: TableColumnsType<ContactPerson> = isMobile
    ? [
        {
          key: 'person',
          title: 'Bauleiter',
          render: (_, person) => (
            <>
              <strong>{fullName(person)}</strong>
              <br />
              <PhoneLink number={person.phone || person.cellphone} />
              <br />
              {mailLink(person.email)}
            </>
          ),
        },
        actions,
      ]
    : [
        { key: 'name', title: 'Name', render: (_, person) => fullName(person) },
        { key: 'phone', title: 'Telefon', render: (_, person) => <PhoneLink number={person.phone} /> },
        { key: 'cellphone', title: 'Mobil', render: (_, person) => <PhoneLink number={person.cellphone} /> },
        { key: 'email', title: 'E-Mail', render: (_, person) => mailLink(person.email) },
        actions,
      ];

  return (
    <Card
      title="Bauleiter"
      extra={
        <Space wrap>
          <ListExportMenu
            endpoint={contactPersonEndpoints.export}
            params={{ propertyDeveloperId }}
            ariaLabel="Bauleiter exportieren"
            query={CONTACT_PERSON_ORDER}
          />
          <PermittedButton permission={masterData} icon={<PlusOutlined />} onClick={() => setDialog({})} aria-label="Bauleiter hinzufügen">
            Hinzufügen
          </PermittedButton>
        </Space>
      }
    >
      <Table<ContactPerson>
        dataSource={data}
        columns={columns}
        rowKey="id"
        size="small"
        loading={isPending || isPlaceholderData}
        pagination={paging.pagination(paginationInfo)}
        locale={{ emptyText: <EmptyState text="Für diesen Bauträger wurden noch keine Bauleiter angelegt." /> }}
      />
      {dialog && (
        <Suspense fallback={null}>
          <ContactPersonDialog
            propertyDeveloperId={propertyDeveloperId}
            contactPerson={dialog.contactPerson}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {confirmDeleteDialog}
    </Card>
  );
}
