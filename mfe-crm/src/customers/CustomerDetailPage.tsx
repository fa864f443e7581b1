import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { customerDisplayName, PROJECT_SORT_KEYS, type Customer, type Project } from '@planner/api';
import {
  Card,
  Descriptions,
  Flex,
  ListPage,
  LoadingState,
  NotFoundState,
  PageHeader,
  PhoneLink,
  useConfirmDelete,
  useListUrlState,
  lazyDialog,
  OptionsMenu,
  usePageTitle,
} from '@planner/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AddressText } from '../common/AddressText';
import { openFloorPlans } from '../common/navigation';
import { projectJobsiteColumn, projectNameColumn } from '../projects/ProjectTable';
import { useCustomerProjects } from '../projects/useProjects';
import { useCustomer, useDeleteCustomer } from './useCustomers';

const CustomerDialog = lazyDialog(() => import('./CustomerDialog').then((module) => module.CustomerDialog));


function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <Card title="Kundendaten">
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        size="small"
        items={[
          { key: 'name', label: 'Name', children: `${customer.firstName} ${customer.lastName}` },
          { key: 'address', label: 'Adresse', children: <AddressText address={customer.address} /> },
          {
            key: 'email',
            label: 'E-Mail',
            children: customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '–',
          },
          { key: 'phone', label: 'Telefon', children: <PhoneLink number={customer.phone} /> },
          { key: 'cellphone', label: 'Mobil', children: <PhoneLink number={customer.cellphone} /> },
        ]}
      />
    </Card>
  );
}

function CustomerProjects({ customerId }: { customerId: string }) {
  const list = useListUrlState({ sortKeys: PROJECT_SORT_KEYS });
  const { data, paginationInfo, isPlaceholderData } = useCustomerProjects(customerId, list.query);
  return (
    <ListPage<Project>
      title="Projekte"
      list={list}
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
  const deleteCustomer = useDeleteCustomer();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [editing, setEditing] = useState(false);
  const title = customerDisplayName(customer);

  const askDelete = () =>
    confirmDelete({
      title: `"${title}" wirklich löschen?`,
      text: 'Alle Daten des Kunden – Baustellen, Projekte, Angebote, Rechnungen und so weiter – werden ebenfalls gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Kunde löschen',
      successMessage: 'Kunde wurde gelöscht.',
      onConfirm: async () => {
        await deleteCustomer(customer.id);
        void navigate('/customers');
      },
    });

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Kunden', href: '/customers' }, { label: title }]}
        extra={
          <OptionsMenu
            items={[
                { key: 'edit', icon: <EditOutlined />, label: 'Bearbeiten', onClick: () => setEditing(true) },
                { key: 'delete', icon: <DeleteOutlined />, label: 'Löschen', danger: true, onClick: askDelete },
              ]}
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
