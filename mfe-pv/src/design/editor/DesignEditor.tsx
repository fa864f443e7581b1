import { PlusOutlined } from '@ant-design/icons';
import { checkPvDesign, designElectrical, MSG_PV_DESIGN_OUTDATED, proposeDesignStrings, type PvDesign, type RoofPoint } from '@planner/api/pv';
import { Alert, Button, Card, Col, Empty, Flex, Radio, Row, Select, Space, Typography } from '@planner/ui';
import { useMemo, useRef, useState } from 'react';
import { moduleSizeInMetres } from '../roofGeometry';
import { CHECK_MEASURE, timed } from '../timing';
import { useDesignAutoSave } from '../useDesignAutoSave';
import type { DesignParts } from '../useDesignData';
import { CheckList } from './CheckList';
import { DesignSummary } from './DesignSummary';
import { FaceDialog } from './FaceDialog';
import { FacePanel } from './FacePanel';
import { PictureCard } from './PictureCard';
import { ProspectCard } from './ProspectCard';
import { StringsCard } from './StringsCard';

export interface DesignEditorProps {
  design: PvDesign;
  parts: DesignParts;
  readOnly: boolean;
  /** The jobsite's postcode, where the forecast is made for. */
  postcode: string;
  /** The quote's net total in cents, the investment of the payback. */
  investmentCents: number;
}

const optionsOf = (rows: { id: string; name: string }[]) => rows.map((row) => ({ value: row.id, label: row.name }));

/** The PV design editor: roof faces with their modules, inverters and strings, the live check; every change is saved. */
export default function DesignEditor({ design: initial, parts, readOnly, postcode, investmentCents }: DesignEditorProps) {
  const { design, change, status, failureMessage, takeNewer, keepMine, retry } = useDesignAutoSave(initial, !readOnly);
  const [faceId, setFaceId] = useState<string | null>(initial.faces[0]?.id ?? null);
  const [dialog, setDialog] = useState<{ drawn: { outline: RoofPoint[]; pictureOutline: RoofPoint[] } | null } | null>(null);
  const [activeStringId, setActiveStringId] = useState<string | null>(null);
  const checkCard = useRef<HTMLDivElement>(null);

  const module = parts.modules.find((part) => part.id === design.moduleId) ?? null;
  const battery = parts.batteries.find((part) => part.id === design.batteryId) ?? null;
  const moduleSize = module ? moduleSizeInMetres(module) : null;
  const electrical = useMemo(() => designElectrical(module, parts.inverters), [module, parts.inverters]);
  const results = useMemo(() => timed(CHECK_MEASURE, () => checkPvDesign(design, electrical, initial.settings)), [design, electrical, initial.settings]);
  const stringOf = useMemo(() => new Map(design.strings.flatMap((string, index) => string.moduleIds.map((id) => [id, index] as const))), [design.strings]);
  const face = design.faces.find((candidate) => candidate.id === faceId) ?? design.faces[0] ?? null;

  const propose = () => {
    change((current) => ({ ...current, strings: proposeDesignStrings(current, electrical, initial.settings) }));
    setActiveStringId(null);
  };

  return (
    <div>
      <DesignSummary design={design} module={module} results={results} status={status} onShowCheck={() => checkCard.current?.scrollIntoView({ block: 'start' })} />
      {status === 'conflict' && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          message={MSG_PV_DESIGN_OUTDATED}
          description="Ihre letzten Änderungen wurden nicht gespeichert."
          action={
            <Space orientation="vertical" size="small">
              <Button type="primary" onClick={() => void keepMine()}>
                Meine Änderungen speichern
              </Button>
              <Button onClick={() => void takeNewer()}>Neueren Stand laden</Button>
            </Space>
          }
        />
      )}
      {status === 'failed' && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failureMessage ?? 'Die PV-Anlage konnte nicht gespeichert werden.'} action={<Button onClick={retry}>Erneut versuchen</Button>} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Card title="Modul">
              <Select
                aria-label="PV-Modul"
                value={design.moduleId ?? undefined}
                placeholder={parts.modules.length === 0 ? 'Keine PV-Module in den Stammdaten' : 'PV-Modul wählen'}
                disabled={readOnly || parts.modules.length === 0}
                style={{ width: '100%' }}
                onChange={(moduleId: string) => change((current) => ({ ...current, moduleId }))}
                options={parts.modules.map((part) => ({ value: part.id, label: `${part.name} (${part.powerRating} W)` }))}
              />
            </Card>
            <PictureCard
              configurationId={initial.configurationId}
              hasPicture={initial.picture !== null}
              faces={design.faces}
              readOnly={readOnly}
              onDrawn={(drawn) => setDialog({ drawn })}
            />
            <Card
              title="Dachflächen"
              extra={
                <Button icon={<PlusOutlined />} disabled={readOnly} onClick={() => setDialog({ drawn: null })}>
                  Dachfläche eingeben
                </Button>
              }
            >
              {face ? (
                <Flex vertical gap={12}>
                  <Radio.Group
                    aria-label="Dachfläche"
                    optionType="button"
                    value={face.id}
                    onChange={(event) => setFaceId(String(event.target.value))}
                    options={design.faces.map((candidate) => ({ value: candidate.id, label: `${candidate.name} (${candidate.modules.length})` }))}
                  />
                  <FacePanel
                    face={face}
                    moduleSize={moduleSize}
                    roofCoverings={parts.roofCoverings}
                    activeStringId={activeStringId}
                    stringOf={stringOf}
                    readOnly={readOnly}
                    change={change}
                  />
                </Flex>
              ) : (
                <Empty description="Noch keine Dachfläche. Geben Sie eine über ihre Maße ein oder zeichnen Sie sie auf dem Dachbild." />
              )}
            </Card>
            <ProspectCard
              design={design}
              modulePowerRating={module?.powerRating ?? null}
              batteryKwh={battery?.usableCapacity ?? 0}
              settings={initial.economicsSettings}
              postcode={postcode}
              investmentCents={investmentCents}
              readOnly={readOnly}
              onEconomicsChange={(economics) => change((current) => ({ ...current, economics }))}
            />
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            {/* The margin keeps the card clear of the sticky header and summary when it is scrolled into view. */}
            <div ref={checkCard} style={{ scrollMarginTop: 170 }}>
              <CheckList results={results} />
            </div>
            <StringsCard
              design={design}
              inverters={parts.inverters}
              activeStringId={activeStringId}
              readOnly={readOnly}
              onActivate={setActiveStringId}
              onPropose={propose}
              change={change}
            />
            <Card title="Weitere Komponenten">
              <Flex vertical gap={8}>
                <Typography.Text type="secondary">Batteriespeicher (mit Hybrid- oder Batteriewechselrichter)</Typography.Text>
                <Select aria-label="Batteriespeicher" allowClear placeholder="Keiner" value={design.batteryId ?? undefined} disabled={readOnly} options={parts.batteries.map((battery) => ({ value: battery.id, label: `${battery.name} (${battery.usableCapacity.toLocaleString('de-DE')} kWh)` }))} onChange={(batteryId?: string) => change((current) => ({ ...current, batteryId: batteryId ?? null }))} />
                <Typography.Text type="secondary">Wallbox</Typography.Text>
                <Select aria-label="Wallbox" allowClear placeholder="Keine" value={design.wallboxId ?? undefined} disabled={readOnly} options={optionsOf(parts.wallboxes)} onChange={(wallboxId?: string) => change((current) => ({ ...current, wallboxId: wallboxId ?? null }))} />
                <Typography.Text type="secondary">Heizstab</Typography.Text>
                <Select aria-label="Heizstab" allowClear placeholder="Keiner" value={design.heaterRodId ?? undefined} disabled={readOnly} options={optionsOf(parts.heaterRods)} onChange={(heaterRodId?: string) => change((current) => ({ ...current, heaterRodId: heaterRodId ?? null }))} />
              </Flex>
            </Card>
          </Flex>
        </Col>
      </Row>
      <FaceDialog
        open={dialog !== null}
        drawn={dialog?.drawn ?? null}
        defaultName={`Dachfläche ${design.faces.length + 1}`}
        edgeClearance={initial.settings.edgeClearance}
        roofCoverings={parts.roofCoverings}
        onClose={() => setDialog(null)}
        onCreate={(created) => {
          change((current) => ({ ...current, faces: [...current.faces, created] }));
          setFaceId(created.id);
          setDialog(null);
        }}
      />
    </div>
  );
}
