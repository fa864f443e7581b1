import { CUSTOMER_IMPORT_FIELD_LABELS, CUSTOMER_IMPORT_FIELDS, type CustomerImportField, type CustomerImportMapping } from '@planner/api';
import { Card, Col, Flex, Row, Select, Typography } from '@planner/ui';

interface ImportMappingCardProps {
  headers: readonly string[];
  mapping: CustomerImportMapping;
  disabled: boolean;
  onChange: (mapping: CustomerImportMapping) => void;
}

const NOT_MAPPED = -1;

/** Which column of the file fills which customer field; suggested from the headers, changed by the user. */
export function ImportMappingCard({ headers, mapping, disabled, onChange }: ImportMappingCardProps) {
  const options = [
    { value: NOT_MAPPED, label: '– nicht übernehmen –' },
    ...headers.map((header, column) => ({ value: column, label: header || `Spalte ${column + 1}` })),
  ];
  const choose = (field: CustomerImportField, column: number) => {
    const next = { ...mapping };
    if (column === NOT_MAPPED) delete next[field];
    else next[field] = column;
    onChange(next);
  };
  return (
    <Card title="Spalten zuordnen">
      <Typography.Paragraph type="secondary">
        Die Zuordnung ist aus den Spaltenüberschriften vorgeschlagen. Eine Spalte „Name“ mit Vor- und Nachname wird aufgeteilt,
        eine Straße mit Hausnummer ebenso.
      </Typography.Paragraph>
      <Row gutter={[16, 12]}>
        {CUSTOMER_IMPORT_FIELDS.map((field) => (
          <Col key={field} xs={24} sm={12} lg={8}>
            <Flex vertical gap={4}>
              <Typography.Text id={`mapping-${field}`}>{CUSTOMER_IMPORT_FIELD_LABELS[field]}</Typography.Text>
              <Select
                aria-labelledby={`mapping-${field}`}
                options={options}
                value={mapping[field] ?? NOT_MAPPED}
                disabled={disabled}
                onChange={(column: number) => choose(field, column)}
              />
            </Flex>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
