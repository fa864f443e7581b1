import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { randomUuid } from '@planner/api';
import { mppInputLetter, type Inverter, type PvDesignContent } from '@planner/api/pv';
import { Button, Card, Empty, Flex, Select, Typography } from '@planner/ui';
import { STRING_COLOURS } from './FaceView';

export interface StringsCardProps {
  design: PvDesignContent;
  inverters: Inverter[];
  activeStringId: string | null;
  readOnly: boolean;
  onActivate: (stringId: string | null) => void;
  onPropose: () => void;
  change: (update: (design: PvDesignContent) => PvDesignContent) => void;
}

const inputsOf = (inverter: Inverter | undefined) => (inverter && inverter.type !== 'BatteryInverter' ? inverter.mppInputs : []);

/** The chosen inverters, 'Strings vorschlagen' and every string with its MPP input; one string is active for assigning modules by click. */
export function StringsCard({ design, inverters, activeStringId, readOnly, onActivate, onPropose, change }: StringsCardProps) {
  const partOf = (inverterRef: string) => inverters.find((part) => part.id === design.inverters.find((entry) => entry.id === inverterRef)?.inverterId);
  const firstPvInverter = design.inverters.find((entry) => inputsOf(inverters.find((part) => part.id === entry.inverterId)).length > 0);

  const addString = () => {
    if (!firstPvInverter) return;
    const id = randomUuid();
    change((current) => ({ ...current, strings: [...current.strings, { id, inverterRef: firstPvInverter.id, inputIndex: 0, moduleIds: [] }] }));
    onActivate(id);
  };

  return (
    <Card title="Wechselrichter und Strings">
      <Flex vertical gap={12}>
        {design.inverters.map((entry, index) => (
          <Flex key={entry.id} gap={8} align="center">
            <Select
              aria-label={`Wechselrichter ${index + 1}`}
              value={entry.inverterId}
              disabled={readOnly}
              style={{ flex: 1, minWidth: 0 }}
              onChange={(inverterId: string) =>
                change((current) => ({
                  ...current,
                  inverters: current.inverters.map((candidate) => (candidate.id === entry.id ? { ...candidate, inverterId } : candidate)),
                  strings: current.strings.filter((string) => string.inverterRef !== entry.id),
                }))
              }
              options={inverters.map((part) => ({ value: part.id, label: part.name }))}
            />
            <Button
              aria-label="Wechselrichter entfernen"
              icon={<DeleteOutlined />}
              disabled={readOnly}
              onClick={() =>
                change((current) => ({
                  ...current,
                  inverters: current.inverters.filter((candidate) => candidate.id !== entry.id),
                  strings: current.strings.filter((string) => string.inverterRef !== entry.id),
                }))
              }
            />
          </Flex>
        ))}
        <Select
          aria-label="Wechselrichter hinzufügen"
          placeholder={inverters.length === 0 ? 'Keine Wechselrichter in den Stammdaten' : 'Wechselrichter hinzufügen …'}
          value={null}
          disabled={readOnly || inverters.length === 0}
          onChange={(inverterId: string) => change((current) => ({ ...current, inverters: [...current.inverters, { id: randomUuid(), inverterId }] }))}
          options={inverters.map((part) => ({ value: part.id, label: part.name }))}
        />
        <Flex wrap gap={8}>
          <Button type="primary" disabled={readOnly || !firstPvInverter || !design.moduleId} onClick={onPropose}>
            Strings vorschlagen
          </Button>
          <Button icon={<PlusOutlined />} disabled={readOnly || !firstPvInverter} onClick={addString}>
            Neuer String
          </Button>
        </Flex>
        {design.strings.length === 0 ? (
          <Empty description="Noch keine Strings. Wählen Sie einen Wechselrichter und lassen Sie die Strings vorschlagen." />
        ) : (
          <Flex vertical gap={6} role="list" aria-label="Strings">
            {design.strings.map((string, index) => {
              const inputs = inputsOf(partOf(string.inverterRef));
              const active = string.id === activeStringId;
              return (
                <Flex
                  key={string.id}
                  role="listitem"
                  aria-label={`String ${index + 1}: ${string.moduleIds.length} Module`}
                  wrap
                  gap={8}
                  align="center"
                  style={{ padding: 6, borderRadius: 6, border: `1px solid ${active ? '#1677ff' : '#f0f0f0'}` }}
                >
                  <span aria-hidden style={{ width: 14, height: 14, borderRadius: 3, background: STRING_COLOURS[index % STRING_COLOURS.length] }} />
                  <Typography.Text strong>String {index + 1}</Typography.Text>
                  <Typography.Text>{string.moduleIds.length} Module</Typography.Text>
                  <Select
                    aria-label={`MPP-Eingang von String ${index + 1}`}
                    size="small"
                    value={`${string.inverterRef}:${string.inputIndex}`}
                    disabled={readOnly}
                    style={{ minWidth: 170 }}
                    onChange={(value: string) => {
                      const [inverterRef = '', inputIndex = '0'] = value.split(':');
                      change((current) => ({ ...current, strings: current.strings.map((candidate) => (candidate.id === string.id ? { ...candidate, inverterRef, inputIndex: Number(inputIndex) } : candidate)) }));
                    }}
                    options={design.inverters.flatMap((entry, inverterIndex) =>
                      inputsOf(inverters.find((part) => part.id === entry.inverterId)).map((input) => ({
                        value: `${entry.id}:${input.inputIndex}`,
                        label: `WR ${inverterIndex + 1}, Eingang ${mppInputLetter(input.inputIndex)}`,
                      })),
                    )}
                  />
                  {inputs.length === 0 && <Typography.Text type="danger">ohne MPP-Eingang</Typography.Text>}
                  <Button size="small" type={active ? 'primary' : 'default'} disabled={readOnly} onClick={() => onActivate(active ? null : string.id)}>
                    {active ? 'Zuordnen beenden' : 'Module zuordnen'}
                  </Button>
                  <Button
                    size="small"
                    aria-label={`String ${index + 1} löschen`}
                    icon={<DeleteOutlined />}
                    disabled={readOnly}
                    onClick={() => change((current) => ({ ...current, strings: current.strings.filter((candidate) => candidate.id !== string.id) }))}
                  />
                </Flex>
              );
            })}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
