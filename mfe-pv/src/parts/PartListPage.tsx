import { PlusOutlined } from '@ant-design/icons';
import { usePermission } from '@planner/platform';
import { Flex, formatCents, ListPage, PermittedButton, Typography, useListUrlState, usePageTitle, type ListColumn } from '@planner/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PartDialog } from './PartDialog';
import type { AnyPartUi, PartLike } from './partUi';
import { usePartList } from './usePartApi';

const WIDE: ListColumn<PartLike>['breakpoints'] = ['tablet', 'desktop'];

const nameColumn: ListColumn<PartLike> = {
  title: 'Name',
  key: 'name',
  sortKey: 'Name',
  breakpoints: WIDE,
  render: (_, part) => (
    <>
      <Typography.Text strong>{part.name}</Typography.Text>
      {part.description && (
        <>
          <br />
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
            {part.description}
          </Typography.Text>
        </>
      )}
    </>
  ),
};

const priceColumn: ListColumn<PartLike> = {
  title: 'Preis',
  key: 'price',
  sortKey: 'Price',
  align: 'right',
  breakpoints: WIDE,
  render: (_, part) => formatCents(part.price),
};

/** On phones one cell per part, like the electro lists: the name wraps, the price stays in sight. */
const phoneColumn: ListColumn<PartLike> = {
  title: 'PV-Komponente',
  key: 'combined',
  breakpoints: ['mobile'],
  render: (_, part) => (
    <Flex vertical gap={2}>
      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
        {part.name}
      </Typography.Text>
      {part.description && (
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {part.description}
        </Typography.Text>
      )}
      <Typography.Text>{formatCents(part.price)}</Typography.Text>
    </Flex>
  ),
};

/** The kind's own columns are for wider screens; phones show the combined cell. */
const onWideScreens = (columns: readonly ListColumn<PartLike>[]) => columns.map((column) => ({ ...column, breakpoints: column.breakpoints ?? WIDE }));

/** The list of one kind of PV part: search, sort, add; a row opens the detail page. */
export default function PartListPage({ ui }: { ui: AnyPartUi }) {
  usePageTitle(ui.title);
  const list = useListUrlState({ sortKeys: ui.sortKeys });
  const { data, paginationInfo, isPlaceholderData } = usePartList(ui.endpoints, list.query);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const masterData = usePermission('masterData');

  return (
    <>
      <ListPage<PartLike>
        title={ui.title}
        breadcrumbs={[{ label: 'Stammdaten' }, { label: ui.title }]}
        primaryAction={
          <PermittedButton permission={masterData} type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {ui.addLabel}
          </PermittedButton>
        }
        list={list}
        exportTo={{ endpoint: ui.endpoints.export, query: list.query }}
        rows={data as PartLike[] | undefined}
        paginationInfo={paginationInfo}
        loading={isPlaceholderData}
        columns={[phoneColumn, nameColumn, ...onWideScreens(ui.columns), priceColumn]}
        rowKey="id"
        onRowClick={(part) => void navigate(`${ui.basePath}/${part.id}`)}
        searchPlaceholder={ui.searchPlaceholder}
      />
      <PartDialog
        ui={ui}
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => void navigate(`${ui.basePath}/${id}`)}
      />
    </>
  );
}
