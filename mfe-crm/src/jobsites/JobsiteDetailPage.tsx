import { formatAddressLine } from '@planner/api';
import { LoadingState, NotFoundState, PageHeader, usePageTitle } from '@planner/ui';
import { useParams } from 'react-router';
import { useJobsite } from './useJobsites';

export default function JobsiteDetailPage() {
  const { jobsiteId = '' } = useParams();
  const { data: jobsite, failure, isPending } = useJobsite(jobsiteId);
  const title = jobsite && formatAddressLine(jobsite.location);
  usePageTitle(title ?? 'Baustellen');
  if (isPending) return <LoadingState />;
  if (!title) return <NotFoundState message={failure?.message} />;
  return <PageHeader title={title} breadcrumbs={[{ label: 'Baustellen', href: '/jobsites' }, { label: title }]} />;
}
