import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITY_LABELS, auditLogEndpoints, type AuditEntry } from '@planner/api';
import { Flex, formatDateTime, ListFilterSelect, ListPage, Tag, Typography, useListFilterParam, useListUrlState, usePageTitle, type ListColumn } from '@planner/ui';
import { Link } from 'react-router';
import { AuditEntryDetails } from './AuditEntryDetails';
import { auditEntryLink } from './auditEntryLink';
import { useAuditLog } from './useAuditLog';

const ACTION_COLORS: Record<AuditEntry['action'], string> = {
  created: 'green',
  changed: 'blue',
  finalized: 'purple',
  archived: 'default',
  restored: 'cyan',
  deleted: 'red',
};

function RecordCell({ entry }: { entry: AuditEntry }) {
  const kind = AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity;
  const text = entry.label ? `${kind} „${entry.label}“` : kind;
  const link = auditEntryLink(entry);
  return link ? <Link to={link}>{text}</Link> : <span>{text}</span>;
}

const when = (entry: AuditEntry) => formatDateTime(entry.occurredAt);
const who = (entry: AuditEntry) => entry.userName ?? 'System';
const ActionTag = ({ entry }: { entry: AuditEntry }) => <Tag color={ACTION_COLORS[entry.action]}>{AUDIT_ACTION_LABELS[entry.action]}</Tag>;

const columns: ListColumn<AuditEntry>[] = [
  {
    title: 'Eintrag',
    key: 'combined',
    breakpoints: ['mobile'],
    render: (_, entry) => (
      <Flex vertical gap={2}>
        <Flex gap="small" align="center" wrap>
          <ActionTag entry={entry} />
          <RecordCell entry={entry} />
        </Flex>
        <AuditEntryDetails entry={entry} />
        <Typography.Text type="secondary">
          {who(entry)} · {when(entry)}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: 'Zeitpunkt', key: 'occurredAt', breakpoints: ['tablet', 'desktop'], render: (_, entry) => when(entry) },
  { title: 'Benutzer', key: 'user', breakpoints: ['tablet', 'desktop'], render: (_, entry) => who(entry) },
  { title: 'Aktion', key: 'action', breakpoints: ['tablet', 'desktop'], render: (_, entry) => <ActionTag entry={entry} /> },
  { title: 'Datensatz', key: 'record', breakpoints: ['tablet', 'desktop'], render: (_, entry) => <RecordCell entry={entry} /> },
  { title: 'Was geschah', key: 'details', breakpoints: ['tablet', 'desktop'], render: (_, entry) => <AuditEntryDetails entry={entry} /> },
];

const actionOptions = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));

/** 'Protokoll': who changed what in the company's data, newest first, with the event and the changed fields. */
export default function AuditLogPage() {
  usePageTitle('Protokoll');
  const list = useListUrlState();
  const [action, setAction] = useListFilterParam('action', AUDIT_ACTIONS);
  const { data, paginationInfo, isPlaceholderData } = useAuditLog(list.query, action);
  return (
    <ListPage<AuditEntry>
      title="Protokoll"
      breadcrumbs={[{ label: 'Einstellungen' }, { label: 'Protokoll' }]}
      filters={<ListFilterSelect label="Aktion" allLabel="Alle Aktionen" value={action} onChange={setAction} options={actionOptions} />}
      list={list}
      exportTo={{ endpoint: auditLogEndpoints.export, query: { anyText: list.query.anyText, action } }}
      rows={data}
      paginationInfo={paginationInfo}
      loading={isPlaceholderData}
      columns={columns}
      rowKey="id"
      searchPlaceholder="Benutzer, Datensatz oder Aktion suchen"
    />
  );
}
