import {
  pvDesignPath,
  quoteEndpoints,
  vatBreakdownLines,
  type ConfigurationPreview,
  type Project,
} from '@planner/api';
import {
  pvOfferEndpoints,
  type PvOffer,
  type PvOfferFreeLine,
  type PvOfferLine,
} from '@planner/api/pv';
import { downloadDocument, invalidateEndpoint, useApiQuery, usePermission } from '@planner/platform';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Flex,
  formatCents,
  LoadingState,
  PageHeader,
  Typography,
  usePageTitle,
} from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { navigateToUrl } from 'single-spa';
import { QuotePageGate } from '../design/QuotePageGate';
import { DcCablingCard } from './DcCablingCard';
import { PositionsTable } from './PositionsTable';
import { useOfferSave } from './useOfferSave';

// Loaded when first opened.
const FreeLineDialog = lazy(() => import('./FreeLineDialog'));
const FinalizePvQuoteDialog = lazy(() => import('./FinalizePvQuoteDialog'));

/** A finalized quote shows its positions as frozen, not at today's prices. */
function useShownOffer(offer: PvOffer) {
  const quote = useApiQuery(quoteEndpoints.info, { params: { id: offer.configurationId } }, { enabled: offer.readOnly, throwOnError: false });
  const pv = quote.data?.pv;
  if (!offer.readOnly) return { shown: offer, finalized: false };
  if (!pv) return { shown: quote.isPending ? null : offer, finalized: Boolean(quote.data) };
  return {
    shown: { ...offer, lines: pv.lines, totals: pv.totals, notes: pv.notes, entitlement: pv.entitlement, conditionsConfirmed: pv.conditionsConfirmed, kwp: pv.kwp, moduleCount: pv.moduleCount },
    finalized: true,
  };
}

function Totals({ offer }: { offer: PvOffer }) {
  const rows = [
    { key: 'net', label: 'Summe netto', amount: offer.totals.netTotal, strong: false },
    ...vatBreakdownLines(offer.totals.vatBreakdown, 'zzgl. ').map((line) => ({ ...line, strong: false })),
    { key: 'gross', label: 'Gesamtbetrag', amount: offer.totals.grossTotal, strong: true },
  ];
  return (
    <table aria-label="Summen der PV-Anlage" style={{ marginLeft: 'auto', borderCollapse: 'collapse', minWidth: 280 }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: row.strong ? 600 : 400, padding: '2px 16px 2px 0' }}>
              {row.label}
            </th>
            <td style={{ textAlign: 'right', fontWeight: row.strong ? 600 : 400 }}>{formatCents(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OfferLayout({ project, configuration, offer }: { project: Project; configuration: ConfigurationPreview; offer: PvOffer }) {
  usePageTitle(`Angebot PV-Anlage – ${configuration.name} – ${project.name}`);
  const { message } = App.useApp();
  const plan = usePermission('plan');
  const { save, saving } = useOfferSave(offer);
  const [dialog, setDialog] = useState<'free-line' | 'finalize' | null>(null);
  const { shown, finalized } = useShownOffer(offer);
  if (!shown) return <LoadingState />;
  const readOnly = offer.readOnly || !plan.allowed;

  const changeQuantity = (line: PvOfferLine, quantity: number | null) =>
    void save((adjustments) => ({
      ...adjustments,
      quantities: [
        ...adjustments.quantities.filter((entry) => entry.key !== line.key),
        ...(quantity === null || line.designQuantity === quantity ? [] : [{ key: line.key, quantity }]),
      ],
      freeLines: adjustments.freeLines.map((free) => (free.id === line.key && quantity !== null ? { ...free, quantity } : free)),
    }));
  const removeFreeLine = (line: PvOfferLine) =>
    void save((adjustments) => ({ ...adjustments, freeLines: adjustments.freeLines.filter((free) => free.id !== line.key) }));
  const addFreeLine = (line: PvOfferFreeLine) => save((adjustments) => ({ ...adjustments, freeLines: [...adjustments.freeLines, line] }));

  return (
    <>
      <PageHeader
        title={`Angebot PV-Anlage: ${configuration.name}`}
        breadcrumbs={[
          { label: 'Projekte', href: '/projects' },
          { label: project.name, href: `/projects/${project.id}` },
          { label: configuration.name },
        ]}
        extra={
          <Flex gap="small" wrap>
            <Button onClick={() => navigateToUrl(pvDesignPath(project.id, configuration.id))}>PV-Anlage öffnen</Button>
            {finalized ? (
              <Button
                type="primary"
                onClick={() =>
                  void downloadDocument(quoteEndpoints.pdf, { params: { id: configuration.id } }, 'open').then((failure) => {
                    if (failure) void message.error(failure.message ?? 'Das PDF ist noch nicht verfügbar.');
                  })
                }
              >
                PDF öffnen
              </Button>
            ) : (
              <Button type="primary" disabled={readOnly || shown.lines.length === 0 || saving} onClick={() => setDialog('finalize')}>
                Angebot abschließen
              </Button>
            )}
          </Flex>
        }
      />
      {finalized && <Alert type="success" showIcon style={{ marginBottom: 12 }} title="Das Angebot ist abgeschlossen. Positionen, Preise und Steuersätze sind festgeschrieben." />}
      {offer.readOnly && !finalized && <Alert type="info" showIcon style={{ marginBottom: 12 }} title="Das Angebot wartet auf Freigabe; die Positionen können nur angesehen werden." />}
      {!offer.readOnly && !plan.allowed && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={plan.reason} />}
      <Flex vertical gap="middle">
        {!finalized && offer.mountingWarnings.length > 0 && (
          <Flex vertical gap="small" role="list" aria-label="Hinweise zum Montagesystem">
            {offer.mountingWarnings.map((warning) => (
              <Alert key={warning} role="listitem" type="warning" showIcon title={warning} />
            ))}
          </Flex>
        )}
        <Card title="Umsatzsteuer der PV-Anlage" size="small">
          <Checkbox
            checked={shown.conditionsConfirmed}
            disabled={readOnly || saving}
            onChange={(event) => void save((adjustments) => ({ ...adjustments, conditionsConfirmed: event.target.checked }))}
          >
            Voraussetzungen für 0 % bestätigt: Privatkunde, Anlage auf oder in der Nähe eines Wohngebäudes (§ 12 Abs. 3 UStG)
          </Checkbox>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {shown.entitlement.reason} Wallbox, Heizstab und Arbeiten außerhalb der PV-Anlage (z. B. am Zählerschrank) bleiben bei 19 %.
          </Typography.Paragraph>
        </Card>
        <DcCablingCard
          offer={offer}
          readOnly={readOnly}
          finalized={finalized}
          onRun={(dcCableRunMetres) => void save((adjustments) => ({ ...adjustments, dcCableRunMetres }))}
        />
        <Card
          size="small"
          title={`Positionen · ${shown.kwp.toLocaleString('de-DE')} kWp, ${shown.moduleCount} Module`}
          extra={
            !readOnly && (
              <Button size="small" onClick={() => setDialog('free-line')} disabled={saving}>
                Freie Position hinzufügen
              </Button>
            )
          }
        >
          {shown.lines.length === 0 ? (
            <EmptyState
              text="Noch keine Positionen."
              hint="Legen Sie Module, Wechselrichter und Speicher in der PV-Anlage fest und Ihre PV-Dienstleistungen, Montageteile (mit DC-Solarkabel und Steckverbindern) und die Montageregel jeder Dacheindeckung in den Stammdaten."
            />
          ) : (
            <Flex vertical gap="middle">
              <PositionsTable offer={shown} readOnly={readOnly} onQuantity={changeQuantity} onRemoveFreeLine={removeFreeLine} />
              <Totals offer={shown} />
              {shown.notes.map((note) => (
                <Typography.Paragraph key={note} type="secondary" style={{ margin: 0 }}>
                  {note}
                </Typography.Paragraph>
              ))}
            </Flex>
          )}
        </Card>
      </Flex>
      <Suspense fallback={null}>
      {dialog === 'free-line' && <FreeLineDialog onSave={addFreeLine} onClose={() => setDialog(null)} />}
      {dialog === 'finalize' && (
        <FinalizePvQuoteDialog
          configurationId={configuration.id}
          quoteName={configuration.name}
          offer={shown}
          onClose={() => setDialog(null)}
          onFinalized={() => {
            void invalidateEndpoint(pvOfferEndpoints.get, { configurationId: configuration.id });
            void invalidateEndpoint(quoteEndpoints.info, { id: configuration.id });
          }}
        />
      )}
      </Suspense>
    </>
  );
}

/** The PV positions of a quote with their VAT, the zero rate's confirmation, amounts, free lines and 'Angebot abschließen'. */
export default function PvOfferPage() {
  const { configurationId = '' } = useParams();
  const offer = useApiQuery(pvOfferEndpoints.get, { params: { configurationId } }, { throwOnError: false, refetchOnWindowFocus: false });
  return (
    <QuotePageGate query={offer} errorMessage="Die Positionen der PV-Anlage konnten nicht geladen werden.">
      {(project, configuration, loaded) => <OfferLayout project={project} configuration={configuration} offer={loaded} />}
    </QuotePageGate>
  );
}
