import { DeleteOutlined, EditOutlined, InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { customerDisplayName, eInvoiceAddressOf, personName, projectEndpoints, PROJECT_SORT_KEYS, type Customer, type Project } from '@planner/api';
import { usePermission } from '@planner/platform';
import {
  App,
  Card,
  Descriptions,
  Flex,
  ListExportMenu,
  ListPage,
  LoadingState,
  NotFoundState,
  PageHeader,
  PhoneLink,
  useConfirmDelete,
  useListUrlState,
  lazyDialog,
  OptionsMenu,
  permittedMenuItems,
  usePageTitle,
} from '@planner/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AddressText } from '../common/AddressText';
import { useOpenQuotePlanning } from '../common/navigation';
import { projectJobsiteColumn, projectNameColumn } from '../projects/ProjectTable';
import { useCustomerProjects } from '../projects/useProjects';
import { ArchivedTag } from '../archive/ArchivedTag';
import { useArchiveCustomer, useCustomer, useDeleteCustomer } from './useCustomers';

const CustomerDialog = lazyDialog(() => import('./CustomerDialog').then((module) => module.CustomerDialog));


/** Where e-invoices go, or that an XRechnung is not possible without an address. */
function eInvoiceText(customer: Customer): string {
  const address = eInvoiceAddressOf(customer);
  if (!address) return 'keine Adresse – keine XRechnung möglich';
  return address.scheme === '0204' ? `Leitweg-ID ${address.id}` : address.id;
}

function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <Card title="Kundendaten">
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        size="small"
        items={[
          { key: 'name', label: 'Name', children: personName(customer) },
          { key: 'address', label: 'Adresse', children: <AddressText address={customer.address} /> },
          {
            key: 'email',
            label: 'E-Mail',
            children: customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '–',
          },
          { key: 'phone', label: 'Telefon', children: <PhoneLink number={customer.phone} /> },
          { key: 'cellphone', label: 'Mobil', children: <PhoneLink number={customer.cellphone} /> },
          { key: 'eInvoice', label: 'E-Rechnung an', children: eInvoiceText(customer) },
        ]}
      />
    </Card>
  );
}

function CustomerProjects({ customerId }: { customerId: string }) {
  const openFloorPlans = useOpenQuotePlanning();
  const list = useListUrlState({ sortKeys: PROJECT_SORT_KEYS });
  const { data, paginationInfo, isPlaceholderData } = useCustomerProjects(customerId, list.query);
  return (
    <ListPage<Project>
      title="Projekte"
      list={list}
      primaryAction={<ListExportMenu endpoint={projectEndpoints.byCustomerExport} params={{ id: customerId }} query={list.query} ariaLabel="Projekte exportieren" />}
      rows={data}
      paginationInfo={paginationInfo}
      loading={isPlaceholderData}
      columns={[projectNameColumn, projectJobsiteColumn]}
      rowKey="id"
      onRowClick={(project) => openFloorPlans(project.id, project.favoriteConfigurationId)}
      searchPlaceholder="Projekt suchen"
    />
  );
}

function CustomerDetail({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const deleteCustomer = useDeleteCustomer();
  const archiveCustomer = useArchiveCustomer();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [editing, setEditing] = useState(false);
  const plan = usePermission('plan');
  const title = customerDisplayName(customer);

  const askDelete = () =>
    confirmDelete({
      subject: title,
      text: 'Alle Daten des Kunden – Baustellen, Projekte, Angebote, Rechnungen und so weiter – werden ebenfalls gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Kunde löschen',
      successMessage: 'Kunde wurde gelöscht.',
      onConfirm: async () => {
        const { failure } = await deleteCustomer(customer.id);
        if (failure) {
          // A customer with finalized quotes is kept; the message says it can be archived instead.
          void message.error(failure.message);
          return false;
        }
        void navigate('/customers');
      },
    });

  const toggleArchived = async () => {
    const archived = !customer.archived;
    const { failure } = await archiveCustomer(customer.id, archived);
    if (failure) void message.error(failure.message);
    else void message.success(archived ? 'Kunde archiviert.' : 'Kunde wiederhergestellt.');
  };

  return (
    <>
      <PageHeader
        title={
          <>
            {title}
            {customer.archived && <ArchivedTag />}
          </>
        }
        breadcrumbs={[{ label: 'Kunden', href: '/customers' }, { label: title }]}
        extra={
          <OptionsMenu
            items={permittedMenuItems(
              [
                { key: 'edit', icon: <EditOutlined />, label: 'Bearbeiten', onClick: () => setEditing(true) },
                customer.archived
                  ? { key: 'restore', icon: <UndoOutlined />, label: 'Wiederherstellen', onClick: () => void toggleArchived() }
                  : { key: 'archive', icon: <InboxOutlined />, label: 'Archivieren', onClick: () => void toggleArchived() },
                { key: 'delete', icon: <DeleteOutlined />, label: 'Löschen', danger: true, onClick: askDelete },
              ],
              plan,
            )}
          />
        }
      />
      <Flex vertical gap="large">
        <CustomerCard customer={customer} />
        <CustomerProjects customerId={customer.id} />
      </Flex>
      <CustomerDialog open={editing} customer={customer} onClose={() => setEditing(false)} />
      {confirmDeleteDialog}
    </>
  );
}

export default function CustomerDetailPage() {
  const { customerId = '' } = useParams();
  const { data: customer, failure, isPending } = useCustomer(customerId);
  usePageTitle(customer ? customerDisplayName(customer) : 'Kunden');
  if (isPending) return <LoadingState />;
  if (!customer) return <NotFoundState message={failure?.message} />;
  return <CustomerDetail customer={customer} />;
}
