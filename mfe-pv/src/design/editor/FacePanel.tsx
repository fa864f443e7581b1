import { DeleteOutlined } from '@ant-design/icons';
import { randomUuid } from '@planner/api';
import { modulesThatNoLongerFit, PV_OBSTACLE_KINDS, type PvDesignContent, type PvObstacleKind, type RoofFace } from '@planner/api/pv';
import { Alert, Button, Flex, Input, InputNumber, Radio, Select, Space, Typography, useBreakpoint } from '@planner/ui';
import { useMemo, useState } from 'react';
import { addModule, filledModules, moveModules, removeFace, removeModules, replaceFaceModules, toggleStringModule, updateFace } from '../designEdits';
import { COMPASS_DIRECTIONS, moduleRect } from '../roofGeometry';
import { FILL_MEASURE, timed } from '../timing';
import { FaceView, type FaceTool } from './FaceView';

const OBSTACLE_KIND_LABELS: Record<PvObstacleKind, string> = { Chimney: 'Schornstein', RoofWindow: 'Dachfenster', Vent: 'Lüfter' };

export interface FacePanelProps {
  face: RoofFace;
  moduleSize: { longer: number; shorter: number } | null;
  roofCoverings: { id: string; name: string }[];
  activeStringId: string | null;
  stringOf: ReadonlyMap<string, number>;
  readOnly: boolean;
  change: (update: (design: PvDesignContent) => PvDesignContent) => void;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 140, flex: '1 1 140px' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </label>
  );
}

/** One roof face: its figures, obstacles, 'Fläche füllen' and the modules to scale. */
export function FacePanel({ face, moduleSize, roofCoverings, activeStringId, stringOf, readOnly, change }: FacePanelProps) {
  const [tool, setTool] = useState<FaceTool>('select');
  const isPhone = useBreakpoint() === 'mobile';
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [obstacleKind, setObstacleKind] = useState<PvObstacleKind>('Chimney');
  const set = (fields: Partial<RoofFace>) => change((current) => updateFace(current, face.id, fields));
  const notFitting = useMemo(
    () => (moduleSize ? modulesThatNoLongerFit(face.outline, face.obstacles, face.edgeClearance, face.modules.map((module) => moduleRect(module, moduleSize))) : []),
    [face, moduleSize],
  );
  const width = Math.max(...face.outline.map((point) => point.x));
  const height = Math.max(...face.outline.map((point) => point.y));

  const fill = () => {
    if (!moduleSize) return;
    setSelected(new Set());
    change((current) => {
      const latest = current.faces.find((candidate) => candidate.id === face.id);
      return latest ? replaceFaceModules(current, face.id, timed(FILL_MEASURE, () => filledModules(latest, moduleSize))) : current;
    });
  };

  const addObstacle = () => {
    const side = obstacleKind === 'Vent' ? 0.3 : obstacleKind === 'Chimney' ? 0.6 : 0.8;
    set({ obstacles: [...face.obstacles, { id: randomUuid(), kind: obstacleKind, x: Math.max(0, width / 2 - side / 2), y: Math.max(0, height / 3), width: side, height: obstacleKind === 'RoofWindow' ? 1.1 : side }] });
  };

  const setObstacle = (id: string, fields: Partial<RoofFace['obstacles'][number]>) =>
    set({ obstacles: face.obstacles.map((obstacle) => (obstacle.id === id ? { ...obstacle, ...fields } : obstacle)) });

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12}>
        <Field label="Name">
          <Input value={face.name} disabled={readOnly} maxLength={100} onChange={(event) => set({ name: event.target.value || face.name })} />
        </Field>
        <Field label="Neigung (°)">
          <InputNumber value={face.tilt} min={0} max={90} disabled={readOnly} onChange={(tilt) => typeof tilt === 'number' && set({ tilt })} style={{ width: '100%' }} />
        </Field>
        <Field label="Ausrichtung">
          <Select
            aria-label="Ausrichtung"
            value={face.azimuth}
            disabled={readOnly}
            onChange={(azimuth: number) => set({ azimuth })}
            options={[
              ...COMPASS_DIRECTIONS.map((direction) => ({ value: direction.azimuth, label: `${direction.label} (${direction.azimuth}°)` })),
              ...(COMPASS_DIRECTIONS.some((direction) => direction.azimuth === face.azimuth) ? [] : [{ value: face.azimuth, label: `${face.azimuth}°` }]),
            ]}
          />
        </Field>
        <Field label="Dacheindeckung">
          <Select
            aria-label="Dacheindeckung"
            value={face.roofCoveringId ?? undefined}
            allowClear
            placeholder="Keine Angabe"
            disabled={readOnly}
            onChange={(roofCoveringId?: string) => set({ roofCoveringId: roofCoveringId ?? null })}
            options={roofCoverings.map((covering) => ({ value: covering.id, label: covering.name }))}
          />
        </Field>
        <Field label="Randabstand (m)">
          <InputNumber value={face.edgeClearance} min={0} max={5} step={0.05} decimalSeparator="," disabled={readOnly} onChange={(edgeClearance) => typeof edgeClearance === 'number' && set({ edgeClearance })} style={{ width: '100%' }} />
        </Field>
        <Field label="Modulabstand (m)">
          <InputNumber value={face.gap} min={0} max={1} step={0.01} decimalSeparator="," disabled={readOnly} onChange={(gap) => typeof gap === 'number' && set({ gap })} style={{ width: '100%' }} />
        </Field>
      </Flex>

      <Flex wrap gap={8} align="center">
        <Radio.Group
          optionType="button"
          value={face.orientation}
          disabled={readOnly}
          onChange={(event) => set({ orientation: event.target.value })}
          options={[{ value: 'portrait', label: 'Hochformat' }, { value: 'landscape', label: 'Querformat' }]}
        />
        <Button type="primary" disabled={readOnly || !moduleSize} onClick={fill}>
          Fläche füllen
        </Button>
        {!moduleSize && <Typography.Text type="secondary">Bitte wählen Sie zuerst ein Modul.</Typography.Text>}
      </Flex>

      {notFitting.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={`${notFitting.length === 1 ? '1 Modul passt' : `${notFitting.length} Module passen`} nicht mehr auf die Fläche (Rand, Hindernisse oder Modulgröße).`}
          action={!readOnly && <Button size="small" onClick={fill}>Neu füllen</Button>}
        />
      )}

      <Flex vertical={isPhone} wrap gap={8} align={isPhone ? 'stretch' : 'center'} data-testid="face-tools">
        <Radio.Group
          optionType="button"
          block={isPhone}
          value={tool}
          onChange={(event) => setTool(event.target.value)}
          options={[
            { value: 'select', label: isPhone ? 'Auswählen' : 'Auswählen/Verschieben', title: 'Auswählen/Verschieben' },
            { value: 'add', label: isPhone ? 'Setzen' : 'Modul setzen', title: 'Modul setzen', disabled: readOnly || !moduleSize },
            { value: 'strings', label: isPhone ? 'Strings' : 'Strings zuordnen', title: 'Strings zuordnen', disabled: readOnly || !activeStringId },
          ]}
        />
        <Flex gap={8}>
          <Button block={isPhone} disabled={readOnly || selected.size === 0} icon={<DeleteOutlined />} onClick={() => { change((current) => removeModules(current, selected)); setSelected(new Set()); }}>
            {selected.size > 1 ? `${selected.size} Module entfernen` : 'Modul entfernen'}
          </Button>
          <Button block={isPhone} disabled={face.modules.length === 0} onClick={() => setSelected(new Set(face.modules.map((module) => module.id)))}>
            Alle auswählen
          </Button>
        </Flex>
      </Flex>
      <FaceView
        face={face}
        moduleSize={moduleSize}
        tool={tool}
        selected={selected}
        stringOf={stringOf}
        readOnly={readOnly}
        onSelect={setSelected}
        onModuleClick={(moduleId) => activeStringId && change((current) => toggleStringModule(current, activeStringId, moduleId))}
        onAdd={(point) => moduleSize && change((current) => addModule(current, face, point, moduleSize))}
        onMove={(ids, dx, dy) => moduleSize && change((current) => moveModules(current, face.id, ids, dx, dy, moduleSize))}
      />
      <Typography.Text type="secondary">
        Breite {width.toLocaleString('de-DE')} m, Höhe {height.toLocaleString('de-DE')} m. Module mit Umschalt- oder Strg-Taste zur Auswahl hinzufügen; eine Auswahl wird gemeinsam verschoben.
      </Typography.Text>

      <Flex vertical gap={8}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          Hindernisse
        </Typography.Title>
        {face.obstacles.length === 0 && <Typography.Text type="secondary">Keine Hindernisse.</Typography.Text>}
        {face.obstacles.map((obstacle) => (
          <Flex key={obstacle.id} wrap gap={8} align="center">
            <Typography.Text style={{ minWidth: 100 }}>{OBSTACLE_KIND_LABELS[obstacle.kind]}</Typography.Text>
            {(['x', 'y', 'width', 'height'] as const).map((key) => (
              <InputNumber
                key={key}
                aria-label={`${OBSTACLE_KIND_LABELS[obstacle.kind]} ${{ x: 'Abstand links', y: 'Abstand oben', width: 'Breite', height: 'Höhe' }[key]} (m)`}
                addonBefore={{ x: 'links', y: 'oben', width: 'B', height: 'H' }[key]}
                value={obstacle[key]}
                min={key === 'width' || key === 'height' ? 0.05 : 0}
                max={100}
                step={0.1}
                decimalSeparator=","
                disabled={readOnly}
                onChange={(value) => typeof value === 'number' && setObstacle(obstacle.id, { [key]: value })}
                style={{ width: 130 }}
              />
            ))}
            <Button aria-label="Hindernis entfernen" icon={<DeleteOutlined />} disabled={readOnly} onClick={() => set({ obstacles: face.obstacles.filter((candidate) => candidate.id !== obstacle.id) })} />
          </Flex>
        ))}
        <Space wrap>
          <Select aria-label="Art des Hindernisses" value={obstacleKind} disabled={readOnly} onChange={setObstacleKind} options={PV_OBSTACLE_KINDS.map((kind) => ({ value: kind, label: OBSTACLE_KIND_LABELS[kind] }))} style={{ width: 150 }} />
          <Button disabled={readOnly} onClick={addObstacle}>
            Hindernis hinzufügen
          </Button>
          <Button danger disabled={readOnly} icon={<DeleteOutlined />} onClick={() => change((current) => removeFace(current, face.id))}>
            Dachfläche löschen
          </Button>
        </Space>
      </Flex>
    </Flex>
  );
}
