import {
  imageDataUrlBytes,
  imageTypeOf,
  toImageDataUrl,
  type IntercomLocationType,
  type OptionType,
  type OutletCoverType,
  type PowerMeterType,
} from '@planner/api';
import { HttpError } from '../http/errors';
import { fieldError } from '../http/validation';
import { checkPixels, MAX_ICON_PIXELS, msgTooManyPixels } from '../images/pixelBudget';
import type { StoredOption } from './optionRepository';

/** How one catalogue's entity is stored as a `StoredOption` and read back. */
export interface OptionCodec<T> {
  toStored(entity: T, imageField: string): StoredOption;
  toEntity(option: StoredOption): T;
}

const imageOf = (dataUrl: string, field: string): StoredOption['icon'] => {
  const bytes = imageDataUrlBytes(dataUrl);
  const type = bytes && imageTypeOf(bytes);
  const pixels = bytes ? checkPixels(bytes, MAX_ICON_PIXELS) : 'unreadable';
  if (!bytes || !type || pixels === 'unreadable') {
    throw new HttpError(400, 'ValidationError', 'Es sind nur Billddateien erlaubt.', {
      fieldErrors: [{ path: field, message: 'Es sind nur Billddateien erlaubt.' }],
    });
  }
  if (pixels === 'too-many-pixels') throw fieldError(field, msgTooManyPixels(MAX_ICON_PIXELS));
  return { type, bytes };
};

const dataUrlOf = (option: StoredOption) =>
  option.icon
    ? toImageDataUrl(
        option.icon.type,
        Buffer.from(option.icon.bytes.buffer, option.icon.bytes.byteOffset, option.icon.bytes.byteLength).toString('base64'),
      )
    : '';

const noExtras = { lightSwitchPrice: null, thermostatPrice: null, powerMeterConcept: null };

export const optionTypeCodec: OptionCodec<OptionType> = {
  toStored: (entity, imageField) => ({ ...entity, ...noExtras, icon: imageOf(entity.icon, imageField) }),
  toEntity: (option) => ({
    id: option.id,
    name: option.name,
    description: option.description,
    icon: dataUrlOf(option),
    price: option.price,
    labourShareBasisPoints: option.labourShareBasisPoints,
  }),
};

export const powerMeterTypeCodec: OptionCodec<PowerMeterType> = {
  toStored: ({ powerMeterTypeConfigurationType, ...entity }, imageField) => ({
    ...optionTypeCodec.toStored(entity, imageField),
    powerMeterConcept: powerMeterTypeConfigurationType.type,
  }),
  toEntity: (option) => ({
    ...optionTypeCodec.toEntity(option),
    powerMeterTypeConfigurationType: { type: option.powerMeterConcept ?? 'StandardWithoutPV' },
  }),
};

export const intercomLocationTypeCodec: OptionCodec<IntercomLocationType> = {
  toStored: (entity) => ({
    id: entity.id,
    name: entity.location,
    description: '',
    icon: null,
    price: entity.extraPrice,
    labourShareBasisPoints: entity.labourShareBasisPoints,
    ...noExtras,
  }),
  toEntity: (option) => ({
    id: option.id,
    location: option.name,
    extraPrice: option.price,
    labourShareBasisPoints: option.labourShareBasisPoints,
  }),
};

export const outletCoverTypeCodec: OptionCodec<OutletCoverType> = {
  toStored: (entity, imageField) => ({
    id: entity.id,
    name: entity.name,
    description: entity.description,
    icon: imageOf(entity.icon, imageField),
    price: entity.outletCoverPrice,
    lightSwitchPrice: entity.lightSwitchPrice,
    thermostatPrice: entity.thermostatPrice,
    labourShareBasisPoints: entity.labourShareBasisPoints,
    powerMeterConcept: null,
  }),
  toEntity: (option) => ({
    id: option.id,
    name: option.name,
    icon: dataUrlOf(option),
    description: option.description,
    outletCoverPrice: option.price,
    lightSwitchPrice: option.lightSwitchPrice ?? 0,
    thermostatPrice: option.thermostatPrice ?? 0,
    labourShareBasisPoints: option.labourShareBasisPoints,
  }),
};
