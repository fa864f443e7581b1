import {
  MSG_UNKNOWN_OPTION,
  type CheckoutConfigurationBodySchema,
  type CheckoutOptionKind,
  type FieldError,
} from '@planner/api';
import type * as v from 'valibot';
import type { TenantTransaction } from '../db/scopes';
import { HttpError } from '../http/errors';
import { findChosenOptionIds, type CheckoutColumns } from './checkoutRepository';
import { findOptions } from './optionRepository';

type CheckoutBody = v.InferOutput<typeof CheckoutConfigurationBodySchema>;

interface Reference {
  path: string;
  kind: CheckoutOptionKind;
  id: string;
}

function referencesOf(body: CheckoutBody): Reference[] {
  const references: (Reference | null)[] = [
    body.tv && { path: 'tv', kind: 'tvType', id: body.tv.id },
    body.multiMediaCableChannel && {
      path: 'multiMediaCableChannel.channelType',
      kind: 'multiMediaCableChannelType',
      id: body.multiMediaCableChannel.channelType.id,
    },
    body.patchField && { path: 'patchField.patchFieldType', kind: 'patchFieldType', id: body.patchField.patchFieldType.id },
    body.intercom && { path: 'intercom.intercomType', kind: 'intercomType', id: body.intercom.intercomType.id },
    body.intercom && {
      path: 'intercom.intercomLocation',
      kind: 'intercomLocationType',
      id: body.intercom.intercomLocation.id,
    },
    body.lock && { path: 'lock', kind: 'lockType', id: body.lock.id },
    body.mailbox && { path: 'mailbox', kind: 'mailboxType', id: body.mailbox.id },
    body.outletCovers && { path: 'outletCovers', kind: 'outletCoverType', id: body.outletCovers.id },
    body.powerMeter && { path: 'powerMeter', kind: 'powerMeterType', id: body.powerMeter.id },
  ];
  return references.filter((reference): reference is Reference => reference !== null);
}

const MSG_CUSTOM_INFORMATION_REQUIRED = 'Bitte geben Sie die Daten der externen PV-Anlage an.';
const MSG_CUSTOM_INFORMATION_NOT_ALLOWED = 'Nur beim Messkonzept mit externer PV-Anlage möglich.';

/**
 * The checkout as columns, after checking that every chosen option exists in the tenant's
 * catalogue (an archived one only while this checkout already chooses it) and that the
 * external-PV information comes exactly with the concept StandardWithPVExternal.
 */
export async function toCheckoutColumns(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  body: CheckoutBody,
): Promise<CheckoutColumns> {
  const references = referencesOf(body);
  const [options, chosen] = await Promise.all([
    findOptions(
      trx,
      tenantId,
      references.map((reference) => reference.id),
    ),
    findChosenOptionIds(trx, tenantId, configurationId),
  ]);
  const fieldErrors: FieldError[] = references
    .filter(({ kind, id }) => {
      const option = options.get(id);
      return !option || option.kind !== kind || (option.archived && !chosen.has(id));
    })
    .map(({ path }) => ({ path: `${path}.id`, message: MSG_UNKNOWN_OPTION }));

  const concept = body.powerMeter && options.get(body.powerMeter.id)?.powerMeterConcept;
  if (concept === 'StandardWithPVExternal' && !body.powerMeterCustomInformation) {
    fieldErrors.push({ path: 'powerMeterCustomInformation', message: MSG_CUSTOM_INFORMATION_REQUIRED });
  }
  if (concept !== 'StandardWithPVExternal' && body.powerMeterCustomInformation) {
    fieldErrors.push({ path: 'powerMeterCustomInformation', message: MSG_CUSTOM_INFORMATION_NOT_ALLOWED });
  }
  if (fieldErrors.length > 0) {
    throw new HttpError(400, 'ValidationError', fieldErrors.map((e) => `${e.path}: ${e.message}`).join('; '), {
      fieldErrors,
    });
  }

  return {
    tv_type_id: body.tv?.id ?? null,
    channel_type_id: body.multiMediaCableChannel?.channelType.id ?? null,
    channel_amount: body.multiMediaCableChannel?.amount ?? null,
    patch_field_type_id: body.patchField?.patchFieldType.id ?? null,
    patch_field_ports: body.patchField?.amount ?? null,
    intercom_type_id: body.intercom?.intercomType.id ?? null,
    intercom_location_id: body.intercom?.intercomLocation.id ?? null,
    lock_type_id: body.lock?.id ?? null,
    mailbox_type_id: body.mailbox?.id ?? null,
    outlet_cover_type_id: body.outletCovers?.id ?? null,
    power_meter_type_id: body.powerMeter?.id ?? null,
    power_meter_custom_information: body.powerMeterCustomInformation,
    heatpump_location: body.heatpumpLocation,
    heatpump_temperature_sensor_location: body.heatpumpTemperatureSensorLocation,
    heating_manifold_location: body.heatingManifoldLocation,
    heating_and_cooling: body.heatingAndCooling,
  };
}
