import { PlusOutlined } from '@ant-design/icons';
import { PROPERTY_DEVELOPER_SORT_KEYS, propertyDeveloperEndpoints, type PropertyDeveloper } from '@planner/api';
import { usePermission } from '@planner/platform';
import { ListPage, PermittedButton, Typography, useListUrlState, usePageTitle, type ListColumn } from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { developerPath } from './paths';
import { usePropertyDeveloperList } from './usePropertyDevelopers';

const PropertyDeveloperDialog = lazy(() => import('./dialogs/PropertyDeveloperDialog'));

const cityLine = ({ address }: PropertyDeveloper) => [address.zipCode, address.city].filter(Boolean).join(' ') || '–';

const columns: ListColumn<PropertyDeveloper>[] = [
  {
    title: 'Bauträger',
    key: 'combined',
    breakpoints: ['mobile'],
    render: (_, developer) => (
      <>
        <Typography.Text strong>{developer.name}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{cityLine(developer)}</Typography.Text>
      </>
    ),
  },
  { title: 'Name', key: 'name', dataIndex: 'name', sortKey: 'Name', breakpoints: ['tablet', 'desktop'] },
  { title: 'Ort', key: 'city', sortKey: 'City', breakpoints: ['tablet', 'desktop'], render: (_, d) => cityLine(d) },
  {
    title: 'Telefon',
    key: 'phone',
    breakpoints: ['desktop'],
    render: (_, developer) => developer.contactInformation.phone || '–',
  },
  {
    title: 'E-Mail',
    key: 'mail',
    breakpoints: ['desktop'],
    render: (_, developer) => developer.contactInformation.mail || '–',
  },
];

export default function PropertyDeveloperListPage() {
  usePageTitle('Bauträger');
  const list = useListUrlState({ sortKeys: PROPERTY_DEVELOPER_SORT_KEYS });
  const { data, paginationInfo, isPlaceholderData } = usePropertyDeveloperList(list.query);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const masterData = usePermission('masterData');

  return (
    <>
      <ListPage<PropertyDeveloper>
        title="Bauträger"
        breadcrumbs={[{ label: 'Stammdaten' }, { label: 'Bauträger' }]}
        primaryAction={
          <PermittedButton permission={masterData} type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Bauträger hinzufügen
          </PermittedButton>
        }
        list={list}
        exportTo={{ endpoint: propertyDeveloperEndpoints.export, query: list.query }}
        rows={data}
        paginationInfo={paginationInfo}
        loading={isPlaceholderData}
        columns={columns}
        rowKey="id"
        onRowClick={(developer) => void navigate(developerPath(developer.id))}
        searchPlaceholder="Bauträger suchen"
        emptyText="Es wurden noch keine Bauträger angelegt."
      />
      {creating && (
        <Suspense fallback={null}>
          <PropertyDeveloperDialog
            onClose={() => setCreating(false)}
            onSaved={(developer) => void navigate(developerPath(developer.id))}
          />
        </Suspense>
      )}
    </>
  );
}
