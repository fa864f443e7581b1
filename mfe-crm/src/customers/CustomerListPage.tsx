import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { CUSTOMER_SORT_KEYS, customerDisplayName, customerEndpoints, formatAddressLine, type Customer } from '@planner/api';
import { usePermission } from '@planner/platform';
import { ListPage, PermittedButton, Space, Typography, useListUrlState, usePageTitle, type ListColumn, lazyDialog } from '@planner/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArchivedFilterSelect, useArchivedFilter } from '../archive/ArchivedFilter';
import { useCustomerList } from './useCustomers';

const CustomerDialog = lazyDialog(() => import('./CustomerDialog').then((module) => module.CustomerDialog));

const columns: ListColumn<Customer>[] = [
  {
    title: 'Kunde',
    key: 'combined',
    breakpoints: ['mobile'],
    render: (_, customer) => (
      <>
        <Typography.Text strong>{customerDisplayName(customer)}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{formatAddressLine(customer.address)}</Typography.Text>
      </>
    ),
  },
  {
    title: 'Name',
    sortKey: 'LastName',
    breakpoints: ['tablet', 'desktop'],
    render: (_, customer) => customerDisplayName(customer),
  },
  {
    title: 'Adresse',
    sortKey: 'Address',
    breakpoints: ['tablet', 'desktop'],
    render: (_, customer) => formatAddressLine(customer.address),
  },
  {
    title: 'Telefon',
    sortKey: 'Phone',
    breakpoints: ['desktop'],
    render: (_, customer) => customer.phone || customer.cellphone || '–',
  },
  { title: 'E-Mail', sortKey: 'Email', breakpoints: ['desktop'], render: (_, customer) => customer.email || '–' },
];

export default function CustomerListPage() {
  usePageTitle('Kunden');
  const list = useListUrlState({ sortKeys: CUSTOMER_SORT_KEYS });
  const archivedFilter = useArchivedFilter();
  const { data, paginationInfo, isPlaceholderData } = useCustomerList(list.query, archivedFilter.archived);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const plan = usePermission('plan');

  return (
    <>
      <ListPage<Customer>
        title="Kunden"
        breadcrumbs={[{ label: 'Kunden' }]}
        primaryAction={
          <Space wrap>
            <PermittedButton permission={plan} icon={<UploadOutlined />} onClick={() => void navigate('/customers/import')}>
              Kunden importieren
            </PermittedButton>
            <PermittedButton permission={plan} type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Kunde erstellen
            </PermittedButton>
          </Space>
        }
        filters={<ArchivedFilterSelect filter={archivedFilter} active="Aktive Kunden" archived="Archivierte Kunden" />}
        list={list}
        exportTo={{ endpoint: customerEndpoints.export, query: { ...list.query, archived: archivedFilter.archived ? 'true' : undefined } }}
        rows={data}
        paginationInfo={paginationInfo}
        loading={isPlaceholderData}
        columns={columns}
        rowKey="id"
        onRowClick={(customer) => void navigate(`/customers/${customer.id}`)}
        searchPlaceholder="Kunde suchen"
      />
      <CustomerDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(customer) => void navigate(`/customers/${customer.id}`)}
      />
    </>
  );
}
