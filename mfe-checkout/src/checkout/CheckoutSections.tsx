import {
  checkoutOptionEndpoints,
  COOLING_SURCHARGE_CENTS,
  POWER_METER_CONCEPT_LABELS,
  withoutUnavailableEntries,
  type CheckoutConfiguration,
  type CheckoutOptionEntry,
  type OptionType,
} from '@planner/api';
import { usePermission } from '@planner/platform';
import { Card, Col, Flex, formatCents, PermissionTooltip, Row } from '@planner/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { lineText, piecePriceText } from './checkoutLines';
import { CheckoutEntry } from './CheckoutEntry';
import { AmountOptionDialog } from './dialogs/AmountOptionDialog';
import type { CheckoutDialogProps } from './dialogs/CheckoutDialogProps';
import { SingleOptionDialog } from './dialogs/SingleOptionDialog';

const IntercomDialog = lazy(() => import('./dialogs/IntercomDialog'));
const PowerMeterDialog = lazy(() => import('./dialogs/PowerMeterDialog'));
const HeatingDialog = lazy(() => import('./dialogs/HeatingDialog'));

type DialogName = 'tv' | 'channel' | 'patchField' | 'intercom' | 'lock' | 'mailbox' | 'covers' | 'powerMeter' | 'heating';

const EMPTY_HINT = 'Noch keine Auswahl getroffen';

/** What each entry is when its choice is removed. */
const UNSET: Record<DialogName, Partial<CheckoutConfiguration>> = {
  tv: { tv: null },
  channel: { multiMediaCableChannel: null },
  patchField: { patchField: null },
  intercom: { intercom: null },
  lock: { lock: null },
  mailbox: { mailbox: null },
  covers: { outletCovers: null },
  powerMeter: { powerMeter: null, powerMeterCustomInformation: null },
  heating: { heatpumpLocation: null, heatpumpTemperatureSensorLocation: null, heatingManifoldLocation: null, heatingAndCooling: false },
};

/** The checkout entry each dialog chooses an option for. */
const OPTION_ENTRY: Partial<Record<DialogName, CheckoutOptionEntry>> = {
  tv: 'tv',
  channel: 'multiMediaCableChannel',
  patchField: 'patchField',
  intercom: 'intercom',
  lock: 'lock',
  mailbox: 'mailbox',
  covers: 'outletCovers',
  powerMeter: 'powerMeter',
};

function hasChoice(checkout: CheckoutConfiguration, name: DialogName): boolean {
  return Object.entries(UNSET[name]).some(([field, unset]) => checkout[field as keyof CheckoutConfiguration] !== unset);
}
const pickable = (option: OptionType) => ({ ...option, image: option.icon, priceText: formatCents(option.price) });

export interface CheckoutSectionsProps {
  checkout: CheckoutConfiguration;
  /** Price of the chosen covers for every installation on the floors, when available. */
  coversTotal?: number;
  /** A quote that is no longer in progress: every entry is disabled. */
  readOnly: boolean;
  save: CheckoutDialogProps['save'];
}

/** The sections of the checkout tab with their entries and dialogs; only planners choose. */
export function CheckoutSections({ checkout, coversTotal, readOnly, save }: CheckoutSectionsProps) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const plan = usePermission('plan');
  // An option deleted from its catalogue is chosen anew: its dialog starts without it.
  const chosen = withoutUnavailableEntries(checkout);
  const dialogProps: CheckoutDialogProps = {
    checkout: chosen,
    save,
    onClose: () => setOpen(null),
    ...(open && hasChoice(checkout, open) ? { clear: () => save(UNSET[open]) } : {}),
  };
  const entry = (name: DialogName, props: Omit<Parameters<typeof CheckoutEntry>[0], 'disabled' | 'onOpen' | 'emptyHint' | 'unavailable'>) => {
    const optionEntry = OPTION_ENTRY[name];
    const unavailable = optionEntry !== undefined && (checkout.unavailable ?? []).includes(optionEntry);
    return (
      <PermissionTooltip permission={plan} block>
        <CheckoutEntry
          {...props}
          unavailable={unavailable}
          emptyHint={EMPTY_HINT}
          disabled={readOnly || !plan.allowed}
          onOpen={() => setOpen(name)}
        />
      </PermissionTooltip>
    );
  };
  const { tv, multiMediaCableChannel: channel, patchField, intercom, lock, mailbox, outletCovers, powerMeter } = checkout;
  const heatingSet = checkout.heatpumpLocation !== null;

  const dialogs: Record<DialogName, () => ReactNode> = {
    tv: () => (
      <SingleOptionDialog {...dialogProps} title="TV-Anschluss" endpoints={checkoutOptionEndpoints.tvType} chosen={chosen.tv} toPickable={pickable} toChange={(option) => ({ tv: option })} />
    ),
    lock: () => (
      <SingleOptionDialog {...dialogProps} title="Schließanlage" endpoints={checkoutOptionEndpoints.lockType} chosen={chosen.lock} toPickable={pickable} toChange={(option) => ({ lock: option })} />
    ),
    mailbox: () => (
      <SingleOptionDialog {...dialogProps} title="Briefkasten" endpoints={checkoutOptionEndpoints.mailboxType} chosen={chosen.mailbox} toPickable={pickable} toChange={(option) => ({ mailbox: option })} />
    ),
    covers: () => (
      <SingleOptionDialog
        {...dialogProps}
        title="Schalter- und Steckdosenabdeckungen"
        endpoints={checkoutOptionEndpoints.outletCoverType}
        chosen={chosen.outletCovers}
        toPickable={(cover) => ({
          id: cover.id,
          name: cover.name,
          image: cover.icon,
          description: `Steckdose ${formatCents(cover.outletCoverPrice)} · Schalter ${formatCents(cover.lightSwitchPrice)} · Thermostat ${formatCents(cover.thermostatPrice)}`,
        })}
        toChange={(cover) => ({ outletCovers: cover })}
      />
    ),
    channel: () => (
      <AmountOptionDialog
        {...dialogProps}
        title="Multimedia-Kanal"
        amountLabel="Anzahl"
        endpoints={checkoutOptionEndpoints.multiMediaCableChannelType}
        chosen={chosen.multiMediaCableChannel && { option: chosen.multiMediaCableChannel.channelType, amount: chosen.multiMediaCableChannel.amount }}
        toPickable={(option) => ({ ...option, image: option.icon, priceText: piecePriceText(option.price) })}
        toChange={(channelType, amount) => ({ multiMediaCableChannel: { channelType, amount } })}
      />
    ),
    patchField: () => (
      <AmountOptionDialog
        {...dialogProps}
        title="Patch-Feld"
        amountLabel="Anzahl Ports"
        endpoints={checkoutOptionEndpoints.patchFieldType}
        chosen={chosen.patchField && { option: chosen.patchField.patchFieldType, amount: chosen.patchField.amount }}
        toPickable={(option) => ({ ...option, image: option.icon, priceText: option.price === 0 ? undefined : `${formatCents(option.price)} pro Port` })}
        toChange={(patchFieldType, amount) => ({ patchField: { patchFieldType, amount } })}
      />
    ),
    intercom: () => <IntercomDialog {...dialogProps} />,
    powerMeter: () => <PowerMeterDialog {...dialogProps} />,
    heating: () => <HeatingDialog {...dialogProps} />,
  };

  const section = (title: string, entries: ReactNode[]) => (
    <Card title={title} size="small">
      <Row gutter={[12, 12]}>
        {entries.map((content, index) => (
          <Col key={index} xs={24} md={12} xl={8}>
            {content}
          </Col>
        ))}
      </Row>
    </Card>
  );
  /** A section of one entry; on wider screens two or three of them share a row. */
  const singleSection = (title: string, content: ReactNode) => (
    <Col xs={24} md={12} xl={8}>
      <Card title={title} size="small" style={{ height: '100%' }}>
        {content}
      </Card>
    </Col>
  );

  return (
    <Flex vertical gap={16}>
      {section('Multimedia', [
        entry('tv', { label: 'TV-Anschluss', choice: tv?.name, image: tv?.icon, details: tv ? [lineText(tv.price)] : [] }),
        entry('channel', {
          label: 'Multimedia-Kanal',
          choice: channel?.channelType.name,
          image: channel?.channelType.icon,
          details: channel ? [lineText(channel.channelType.price, channel.amount)] : [],
        }),
        entry('patchField', {
          label: 'Patch-Feld',
          choice: patchField?.patchFieldType.name,
          image: patchField?.patchFieldType.icon,
          details: patchField ? [lineText(patchField.patchFieldType.price, patchField.amount, 'Ports')] : [],
        }),
      ])}
      {section('Sprech- und Schließanlage/Briefkasten', [
        entry('intercom', {
          label: 'Sprechanlage',
          choice: intercom ? `${intercom.intercomType.name} – ${intercom.intercomLocation.location}` : undefined,
          image: intercom?.intercomType.icon,
          details: intercom ? [lineText(intercom.intercomType.price + intercom.intercomLocation.extraPrice)] : [],
        }),
        entry('lock', { label: 'Schließanlage', choice: lock?.name, image: lock?.icon, details: lock ? [lineText(lock.price)] : [] }),
        entry('mailbox', { label: 'Briefkasten', choice: mailbox?.name, image: mailbox?.icon, details: mailbox ? [lineText(mailbox.price)] : [] }),
      ])}
      <Row gutter={[16, 16]}>
        {singleSection(
          'Schalter- und Steckdosenabdeckungen',
          entry('covers', {
            label: 'Abdeckungen',
            choice: outletCovers?.name,
            image: outletCovers?.icon,
            details: outletCovers && coversTotal !== undefined ? [`Gesamtpreis: ${formatCents(coversTotal)}`] : [],
          }),
        )}
        {singleSection(
          'Stromzähler',
          entry('powerMeter', {
            label: 'Messkonzept',
            choice: powerMeter?.name,
            image: powerMeter?.icon,
            details: powerMeter
              ? [POWER_METER_CONCEPT_LABELS[powerMeter.powerMeterTypeConfigurationType.type], lineText(powerMeter.price)]
              : [],
          }),
        )}
        {singleSection(
          'Heizung',
          entry('heating', {
            label: 'Heizung',
            choice: heatingSet ? (checkout.heatingAndCooling ? 'Wärmepumpe mit Kühlfunktion' : 'Wärmepumpe') : undefined,
            details: heatingSet
              ? [
                  `Wärmepumpe: ${checkout.heatpumpLocation}`,
                  `Außenfühler: ${checkout.heatpumpTemperatureSensorLocation}`,
                  `Heizkreisverteiler: ${checkout.heatingManifoldLocation}`,
                  ...(checkout.heatingAndCooling ? [`Kühlung: ${formatCents(COOLING_SURCHARGE_CENTS)}`] : []),
                ]
              : [],
          }),
        )}
      </Row>
      {open && <Suspense fallback={null}>{dialogs[open]()}</Suspense>}
    </Flex>
  );
}
