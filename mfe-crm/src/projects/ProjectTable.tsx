import { ArchivedTag } from '../archive/ArchivedTag';
import { formatAddressLine, type Project } from '@planner/api';
import type { ListColumn } from '@planner/ui';
import { customerDisplayName } from '@planner/api';

export const projectNameColumn: ListColumn<Project> = {
  title: 'Projekt',
  sortKey: 'Name',
  render: (_, project) => (
    <>
      {project.name}
      {project.archived && <ArchivedTag />}
    </>
  ),
};

export const projectJobsiteColumn: ListColumn<Project> = {
  title: 'Baustelle',
  sortKey: 'Jobsite',
  breakpoints: ['tablet', 'desktop'],
  render: (_, project) => formatAddressLine(project.jobsite.location),
};

export const projectCustomerColumn: ListColumn<Project> = {
  title: 'Kunde',
  sortKey: 'Customer',
  breakpoints: ['tablet', 'desktop'],
  render: (_, project) => customerDisplayName(project.jobsite.customer),
};
