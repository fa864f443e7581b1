import { SearchOutlined } from '@ant-design/icons';
import { compareGermanText, type ElectricalComponent } from '@planner/api';
import { Badge, Flex, formatCents, Input, Typography, useDebouncedValue } from '@planner/ui';
import { useMemo, useState } from 'react';
import type { Editor } from 'tldraw';
import { togglePlacement, useActivePlacement } from './placement';

/** Filter inputs in the installation lists wait 100 ms. */
const SEARCH_DEBOUNCE_MS = 100;

/** Installations whose label or one of whose tags contains the search text, ignoring case. */
export function filterComponents(components: readonly ElectricalComponent[], search: string) {
  const needle = search.trim().toLocaleLowerCase('de');
  if (!needle) return [...components];
  return components.filter(
    (component) =>
      component.label.toLocaleLowerCase('de').includes(needle) ||
      component.tags.tags.some((tag) => tag.name.toLocaleLowerCase('de').includes(needle)),
  );
}

export interface CataloguePanelProps {
  editor: Editor;
  components: ElectricalComponent[];
  counts: Record<string, number>;
  readOnly: boolean;
  isPending: boolean;
}

/** The installation types with how many are on this floor; choosing one places it with the next clicks. */
export function CataloguePanel({ editor, components, counts, readOnly, isPending }: CataloguePanelProps) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const active = useActivePlacement(editor);
  const shown = useMemo(
    () =>
      filterComponents(components, debouncedSearch).sort((a, b) => compareGermanText(a.label, b.label)),
    [components, debouncedSearch],
  );

  return (
    <Flex vertical gap={8}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Installation suchen"
        aria-label="Installation suchen"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {!isPending && components.length === 0 ? (
        <Typography.Text type="secondary">Es wurden noch keine Installationen angelegt.</Typography.Text>
      ) : !isPending && shown.length === 0 ? (
        <Typography.Text type="secondary">Keine Installation gefunden.</Typography.Text>
      ) : (
        <ul aria-label="Installationen" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((component) => {
            const chosen = active === component.id;
            return (
              <li key={component.id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  disabled={readOnly}
                  title={readOnly ? undefined : chosen ? 'Platzieren beenden' : 'Zum Platzieren auf den Grundriss klicken'}
                  onClick={() => {
                    togglePlacement(editor, component.id);
                    editor.focus();
                  }}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 8,
                    width: '100%',
                    padding: '6px 8px',
                    border: `1px solid ${chosen ? '#1677ff' : 'transparent'}`,
                    borderRadius: 6,
                    background: chosen ? '#e6f4ff' : 'transparent',
                    cursor: readOnly ? 'default' : 'pointer',
                    textAlign: 'left',
                    font: 'inherit',
                    color: 'inherit',
                  }}
                >
                  <img src={component.icon} alt="" width={24} height={24} style={{ objectFit: 'contain', flex: 'none' }} />
                  <span style={{ flex: 1, minWidth: 0 }}>
                    <Typography.Text ellipsis style={{ display: 'block' }}>
                      {component.label}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatCents(component.price)}
                    </Typography.Text>
                  </span>
                  <Badge
                    count={counts[component.id] ?? 0}
                    showZero
                    color={counts[component.id] ? '#1677ff' : '#d9d9d9'}
                    aria-label={`${counts[component.id] ?? 0} auf diesem Stockwerk`}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Flex>
  );
}
