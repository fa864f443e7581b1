import {
  CUSTOMER_IMPORT_ROW_STATUS_LABELS,
  CUSTOMER_IMPORT_ROW_STATUSES,
  type CustomerImportPreview,
  type CustomerImportRow,
  type CustomerImportRowStatus,
} from '@planner/api';
import { Card, Col, Flex, Radio, Row, Table, Tag, Typography, type TableColumnsType } from '@planner/ui';
import { useState } from 'react';

const STATUS_COLORS: Record<CustomerImportRowStatus, string> = { New: 'green', Duplicate: 'gold', Error: 'red' };
const germanCount = (value: number) => value.toLocaleString('de-DE');

function note(row: CustomerImportRow): string {
  if (row.problems.length > 0) return row.problems.map((problem) => `${problem.field}: ${problem.message}`).join(' · ');
  if (!row.duplicateOf) return '';
  return 'row' in row.duplicateOf ? `Wie Zeile ${row.duplicateOf.row}` : `Wie vorhandener Kunde ${row.duplicateOf.name}`;
}

const columns: TableColumnsType<CustomerImportRow> = [
  { title: 'Zeile', dataIndex: 'row', key: 'row', width: 70, align: 'right' },
  {
    title: 'Status',
    key: 'status',
    width: 100,
    render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{CUSTOMER_IMPORT_ROW_STATUS_LABELS[row.status]}</Tag>,
  },
  {
    title: 'Kunde',
    key: 'customer',
    render: (_, row) => (
      <>
        <Typography.Text strong>{row.name || '–'}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{row.address || '–'}</Typography.Text>
        {row.status !== 'New' && (
          <>
            <br />
            <Typography.Text type={row.status === 'Error' ? 'danger' : 'warning'}>{note(row)}</Typography.Text>
          </>
        )}
      </>
    ),
  },
];

type Shown = 'All' | CustomerImportRowStatus;
const COUNT_OF: Record<CustomerImportRowStatus, keyof CustomerImportPreview['counts']> = { New: 'new', Duplicate: 'duplicate', Error: 'error' };

/** The counts of the preview and its rows, all or those of one status. */
export function ImportRowsCard({ preview }: { preview: CustomerImportPreview }) {
  const [shown, setShown] = useState<Shown>('All');
  const rows = shown === 'All' ? preview.rows : preview.rows.filter((row) => row.status === shown);
  return (
    <Card title={`Vorschau: ${preview.fileName}`}>
      <Flex vertical gap="middle">
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}>
            <Typography.Text type="secondary">Zeilen</Typography.Text>
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="count-Zeilen">{germanCount(preview.counts.rows)}</Typography.Title>
          </Col>
          {CUSTOMER_IMPORT_ROW_STATUSES.map((status) => (
            <Col key={status} xs={12} md={6}>
              <Typography.Text type="secondary">{status === 'Duplicate' ? 'Duplikate' : CUSTOMER_IMPORT_ROW_STATUS_LABELS[status]}</Typography.Text>
              <Typography.Title level={3} style={{ margin: 0 }} data-testid={`count-${status}`}>
                {germanCount(preview.counts[COUNT_OF[status]])}
              </Typography.Title>
            </Col>
          ))}
        </Row>
        <Radio.Group
          aria-label="Gezeigte Zeilen"
          optionType="button"
          value={shown}
          onChange={(event) => setShown(event.target.value as Shown)}
          options={[
            { value: 'All', label: 'Alle' },
            { value: 'New', label: 'Neu' },
            { value: 'Duplicate', label: 'Duplikate' },
            { value: 'Error', label: 'Fehler' },
          ]}
        />
        <Table
          size="small"
          rowKey="row"
          columns={columns}
          dataSource={rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: 'Keine Zeilen mit diesem Status.' }}
        />
      </Flex>
    </Card>
  );
}
