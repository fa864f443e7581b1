import { PlusOutlined } from '@ant-design/icons';
import { constructionSpecificationEndpoints, type ConstructionSpecificationSummary } from '@planner/api';
import { usePermission } from '@planner/platform';
import { Card, EmptyState, ListExportMenu, PermittedButton, Space, Table, type TableColumnsType } from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalPaging } from '../common/useLocalPaging';
import { specificationPath } from '../propertyDevelopers/paths';
import { SPECIFICATION_ORDER, useSpecificationList } from './useSpecifications';

const SpecificationNameDialog = lazy(() => import('./dialogs/SpecificationNameDialog'));

const columns: TableColumnsType<ConstructionSpecificationSummary> = [
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'rooms', title: 'Zimmer', dataIndex: 'roomTypesCount', align: 'right', width: 100 },
];

/** The construction specifications of a developer; a row opens the specification. */
export function SpecificationTable({ propertyDeveloperId }: { propertyDeveloperId: string }) {
  const paging = useLocalPaging();
  const { data, paginationInfo, isPending, isPlaceholderData } = useSpecificationList(propertyDeveloperId, paging.query);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const masterData = usePermission('masterData');
  const open = (specificationId: string) => void navigate(specificationPath(propertyDeveloperId, specificationId));

  return (
    <Card
      title="Baubeschreibungen"
      extra={
        <Space wrap>
          <ListExportMenu
            endpoint={constructionSpecificationEndpoints.export}
            params={{ propertyDeveloperId }}
            ariaLabel="Baubeschreibungen exportieren"
            query={SPECIFICATION_ORDER}
          />
          <PermittedButton permission={masterData} icon={<PlusOutlined />} onClick={() => setCreating(true)} aria-label="Baubeschreibung hinzufügen">
            Hinzufügen
          </PermittedButton>
        </Space>
      }
    >
      <Table<ConstructionSpecificationSummary>
        dataSource={data}
        columns={columns}
        rowKey="id"
        size="small"
        loading={isPending || isPlaceholderData}
        pagination={paging.pagination(paginationInfo)}
        onRow={(specification) => ({
          tabIndex: 0,
          style: { cursor: 'pointer' },
          onClick: () => open(specification.id),
          onKeyDown: (event) => {
            if (event.key === 'Enter') open(specification.id);
          },
        })}
        locale={{ emptyText: <EmptyState text="Für diesen Bauträger wurden noch keine Baubeschreibungen angelegt." /> }}
      />
      {creating && (
        <Suspense fallback={null}>
          <SpecificationNameDialog
            propertyDeveloperId={propertyDeveloperId}
            onClose={() => setCreating(false)}
            onCreated={(specification) => open(specification.id)}
          />
        </Suspense>
      )}
    </Card>
  );
}
