import {
  DATANORM_TARGET_LABELS,
  DATANORM_TARGETS,
  type DatanormArticleGroup,
  type DatanormImport,
  type DatanormProblem,
  type DatanormTarget,
} from '@planner/api';
import { Button, Card, Checkbox, Col, Flex, Row, Select, Table, Typography, type TableColumnsType } from '@planner/ui';
import { useState } from 'react';

interface Choice {
  taken: boolean;
  target: DatanormTarget;
}

const keyOf = (group: Pick<DatanormArticleGroup, 'supplier' | 'articleGroup'>) => `${group.supplier}\u0000${group.articleGroup}`;
const germanCount = (value: number) => value.toLocaleString('de-DE');
const TARGET_OPTIONS = DATANORM_TARGETS.map((target) => ({ value: target, label: DATANORM_TARGET_LABELS[target] }));

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Flex vertical>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong style={{ fontSize: 24 }} data-testid={`count-${label}`}>
        {germanCount(value)}
      </Typography.Text>
    </Flex>
  );
}

interface ImportPreviewProps {
  found: DatanormImport;
  busy: boolean;
  onConfirm: (groups: { supplier: string; articleGroup: string; target: DatanormTarget }[]) => void;
  onDiscard: () => void;
}

/** The preview of an upload: counts, the article groups to take with their target, and the unreadable lines. */
export function ImportPreview({ found, busy, onConfirm, onDiscard }: ImportPreviewProps) {
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(found.groups.map((group) => [keyOf(group), { taken: group.newArticles + group.priceChanges > 0, target: group.rememberedTarget ?? 'Component' }])),
  );
  const choose = (group: DatanormArticleGroup, change: Partial<Choice>) =>
    setChoices((current) => ({ ...current, [keyOf(group)]: { ...(current[keyOf(group)] as Choice), ...change } }));
  const taken = found.groups.filter((group) => choices[keyOf(group)]?.taken);

  const groupColumns: TableColumnsType<DatanormArticleGroup> = [
    {
      title: 'Übernehmen',
      key: 'taken',
      width: 110,
      render: (_, group) => (
        <Checkbox
          aria-label={`Warengruppe ${group.articleGroup || '(ohne)'} übernehmen`}
          checked={choices[keyOf(group)]?.taken}
          onChange={(event) => choose(group, { taken: event.target.checked })}
        />
      ),
    },
    { title: 'Warengruppe', key: 'group', render: (_, group) => group.articleGroup || '(ohne Warengruppe)' },
    { title: 'Lieferant', dataIndex: 'supplier', key: 'supplier', responsive: ['md'] },
    { title: 'Neu', dataIndex: 'newArticles', key: 'new', align: 'right', render: germanCount },
    { title: 'Preis geändert', dataIndex: 'priceChanges', key: 'changed', align: 'right', render: germanCount },
    { title: 'Unverändert', dataIndex: 'unchanged', key: 'unchanged', align: 'right', responsive: ['sm'], render: germanCount },
    {
      title: 'Neue Artikel werden',
      key: 'target',
      render: (_, group) => (
        <Select
          aria-label={`Ziel der Warengruppe ${group.articleGroup || '(ohne)'}`}
          style={{ minWidth: 170 }}
          options={TARGET_OPTIONS}
          value={choices[keyOf(group)]?.target}
          onChange={(target) => choose(group, { target })}
        />
      ),
    },
  ];

  const problemColumns: TableColumnsType<DatanormProblem> = [
    { title: 'Datei', dataIndex: 'fileName', key: 'file', responsive: ['sm'] },
    { title: 'Zeile', dataIndex: 'line', key: 'line', align: 'right', width: 80 },
    { title: 'Grund', dataIndex: 'reason', key: 'reason' },
  ];

  return (
    <Flex vertical gap="middle">
      <Card title={`Vorschau: ${found.fileName}`}>
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}><Count label="Neu" value={found.counts.new} /></Col>
          <Col xs={12} md={6}><Count label="Preis geändert" value={found.counts.priceChanged} /></Col>
          <Col xs={12} md={6}><Count label="Unverändert" value={found.counts.unchanged} /></Col>
          <Col xs={12} md={6}><Count label="Nicht lesbar" value={found.counts.unreadable} /></Col>
        </Row>
      </Card>
      <Card title="Warengruppen">
        <Table
          size="small"
          rowKey={keyOf}
          columns={groupColumns}
          dataSource={found.groups}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Die Datei enthält keine Artikel.' }}
        />
        <Flex gap="small" justify="end" wrap style={{ marginTop: 16 }}>
          <Button onClick={onDiscard} disabled={busy}>Verwerfen</Button>
          <Button
            type="primary"
            loading={busy}
            disabled={taken.length === 0}
            onClick={() => onConfirm(taken.map((group) => ({ supplier: group.supplier, articleGroup: group.articleGroup, target: (choices[keyOf(group)] as Choice).target })))}
          >
            Importieren
          </Button>
        </Flex>
      </Card>
      {found.counts.unreadable > 0 && (
        <Card title={`Nicht lesbare Zeilen (${found.counts.unreadable})`}>
          {found.counts.unreadable > found.problems.length && (
            <Typography.Paragraph type="secondary">Die ersten {found.problems.length} werden gezeigt.</Typography.Paragraph>
          )}
          <Table size="small" rowKey={(problem) => `${problem.fileName}:${problem.line}:${problem.reason}`} columns={problemColumns} dataSource={found.problems} pagination={false} scroll={{ x: 'max-content' }} />
        </Card>
      )}
    </Flex>
  );
}
