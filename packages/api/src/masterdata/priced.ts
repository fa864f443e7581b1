import * as v from 'valibot';
import { IsoDate } from '../dates';

/** Date from which a saved price applies; the client sends the current date. */
export const PriceValidFromDate = IsoDate;

/** Price in cents: whole, not negative. */
export const PriceCents = v.pipe(
  v.number('Bitte geben Sie einen Preis ein.'),
  v.integer('Betrag in Cent muss ganzzahlig sein'),
  v.minValue(0, 'Der Preis darf nicht negativ sein.'),
  v.maxValue(100_000_000_00, 'Der Preis ist zu hoch.'),
);

/** A price that must be above zero (the spec's "positive"). */
export const PositivePriceCents = v.pipe(PriceCents, v.minValue(1, 'Der Preis muss größer als 0 € sein.'));
