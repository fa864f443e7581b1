import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useComponentSelector } from '@planner/platform';
import { Button, Flex, NumberStepper, Select, Typography } from '@planner/ui';
import { useState } from 'react';
import { IconImage } from '../common/IconImage';
import { DeletedTag } from './DeletedTag';

export interface InclusiveComponentValue {
  componentId: string;
  /** `null` while the amount field is being retyped; the form's rule refuses it. */
  amount: number | null;
}

export interface InclusiveComponentsFieldProps {
  value?: InclusiveComponentValue[];
  onChange?: (value: InclusiveComponentValue[]) => void;
  /** Labels of installations already in the room, also of archived ones the selector no longer lists. */
  knownLabels: ReadonlyMap<string, string>;
  /** Installations deleted from the master data since they were added; shown as such, to be removed. */
  deletedIds: ReadonlySet<string>;
}

const MAX_AMOUNT = 9999;

/** The default installations of a room: pick an installation and an amount, each installation once. */
export function InclusiveComponentsField({ value = [], onChange, knownLabels, deletedIds }: InclusiveComponentsFieldProps) {
  const { items: components, isPending } = useComponentSelector();
  const [chosenId, setChosenId] = useState<string | undefined>();
  const [amount, setAmount] = useState<number | null>(1);

  const byId = new Map(components.map((component) => [component.id, component]));
  const labelOf = (id: string) => byId.get(id)?.label ?? knownLabels.get(id) ?? 'Unbekannte Installation';
  const isIncluded = (id: string) => value.some((entry) => entry.componentId === id);
  const canAdd = chosenId !== undefined && !isIncluded(chosenId) && amount !== null && amount >= 1;

  const add = () => {
    if (!canAdd) return;
    onChange?.([...value, { componentId: chosenId, amount }]);
    setChosenId(undefined);
    setAmount(1);
  };
  const changeAmount = (componentId: string, next: number | null) =>
    onChange?.(value.map((entry) => (entry.componentId === componentId ? { ...entry, amount: next } : entry)));
  const remove = (componentId: string) => onChange?.(value.filter((entry) => entry.componentId !== componentId));

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap align="center">
        <Select
          aria-label="Installation auswählen"
          placeholder="Installation auswählen"
          showSearch={{ optionFilterProp: 'label' }}
          loading={isPending}
          value={chosenId}
          onChange={setChosenId}
          options={components.map((component) => ({
            value: component.id,
            label: component.label,
            disabled: isIncluded(component.id),
          }))}
          style={{ flex: '1 1 200px', minWidth: 0 }}
        />
        <NumberStepper aria-label="Anzahl" min={1} max={MAX_AMOUNT} value={amount} onChange={setAmount} />
        <Button icon={<PlusOutlined />} disabled={!canAdd} onClick={add}>
          Hinzufügen
        </Button>
      </Flex>
      {value.length > 0 && (
        <Flex vertical gap={4} role="list" aria-label="Enthaltene Installationen">
          {value.map((entry) => (
            <Flex key={entry.componentId} role="listitem" align="center" gap="small">
              <IconImage src={byId.get(entry.componentId)?.icon ?? null} alt="" size={24} />
              <Typography.Text style={{ flex: 1, minWidth: 0 }} ellipsis>
                {labelOf(entry.componentId)}
                {deletedIds.has(entry.componentId) && <DeletedTag />}
              </Typography.Text>
              <NumberStepper
                aria-label={`Anzahl ${labelOf(entry.componentId)}`}
                min={1}
                max={MAX_AMOUNT}
                value={entry.amount}
                onChange={(next) => changeAmount(entry.componentId, next)}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${labelOf(entry.componentId)} entfernen`}
                onClick={() => remove(entry.componentId)}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
