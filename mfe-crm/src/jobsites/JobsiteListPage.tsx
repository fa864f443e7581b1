import { BUILDING_TYPE_LABELS, customerDisplayName, formatAddressLine, JOBSITE_SORT_KEYS, jobsiteEndpoints, type Jobsite } from '@planner/api';
import { ListPage, useListUrlState, usePageTitle, type ListColumn } from '@planner/ui';
import { useNavigate } from 'react-router';
import { useJobsiteList } from './useJobsites';

const columns: ListColumn<Jobsite>[] = [
  { title: 'Adresse', sortKey: 'City', render: (_, jobsite) => formatAddressLine(jobsite.location) },
  {
    title: 'Kunde',
    sortKey: 'Customer',
    breakpoints: ['tablet', 'desktop'],
    render: (_, jobsite) => customerDisplayName(jobsite.customer),
  },
  {
    title: 'Gebäudetyp',
    breakpoints: ['desktop'],
    render: (_, jobsite) => BUILDING_TYPE_LABELS[jobsite.buildingType],
  },
];

export default function JobsiteListPage() {
  usePageTitle('Baustellen');
  const list = useListUrlState({ sortKeys: JOBSITE_SORT_KEYS });
  const { data, paginationInfo, isPlaceholderData } = useJobsiteList(list.query);
  const navigate = useNavigate();
  return (
    <ListPage<Jobsite>
      title="Baustellen"
      breadcrumbs={[{ label: 'Baustellen' }]}
      list={list}
      exportTo={{ endpoint: jobsiteEndpoints.export, query: list.query }}
      rows={data}
      paginationInfo={paginationInfo}
      loading={isPlaceholderData}
      columns={columns}
      rowKey="id"
      onRowClick={(jobsite) => void navigate(`/jobsites/${jobsite.id}`)}
      searchPlaceholder="Baustelle suchen"
    />
  );
}
