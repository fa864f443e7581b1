import * as v from 'valibot';

export const MSG_REQUIRED = 'Darf nicht leer sein';
export const MSG_EMAIL = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

export const MSG_NUL_CHARACTER = 'Der Text enthält ein unzulässiges Steuerzeichen (Nullzeichen).';
export const MSG_NUL_CHARACTER_IN_KEY = 'Ein Feldname enthält ein unzulässiges Steuerzeichen (Nullzeichen).';

/** The NUL character, which no text of ours holds and PostgreSQL cannot store. */
export const containsNul = (text: string) => text.includes('\u0000');

/** A string without NUL characters; every text of the contract is one. */
export const plainText = (message?: string) =>
  v.pipe(v.string(message), v.check((value) => !containsNul(value), MSG_NUL_CHARACTER));

export const Uuid = v.pipe(v.string(), v.uuid('Ungültige ID'));

/** Trimmed text that must not be empty. */
export const requiredText = (message: string = MSG_REQUIRED, max = 255) =>
  v.pipe(plainText(message), v.trim(), v.minLength(1, message), v.maxLength(max, `Maximal ${max} Zeichen erlaubt.`));

/** Trimmed text that may be empty; `null` or a missing field is taken as empty. */
export const optionalText = (max = 255) =>
  v.pipe(v.nullish(plainText(), ''), v.trim(), v.maxLength(max, `Maximal ${max} Zeichen erlaubt.`));

/** Valid e-mail address. */
export const Email = v.pipe(plainText(MSG_EMAIL), v.trim(), v.email(MSG_EMAIL), v.maxLength(254, MSG_EMAIL));

/** An e-mail address or the empty string; `null` or a missing field is taken as empty. */
export const OptionalEmail = v.pipe(
  v.nullish(plainText(MSG_EMAIL), ''),
  v.trim(),
  v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), MSG_EMAIL),
);

/** Amount of money as an integer number of cents. */
export const Cents = v.pipe(v.number(), v.integer('Betrag in Cent muss ganzzahlig sein'), v.safeInteger());
export const NonNegativeCents = v.pipe(Cents, v.minValue(0, 'Der Betrag darf nicht negativ sein.'));

export const AddressSchema = v.object({
  street: requiredText(),
  houseNumber: requiredText(MSG_REQUIRED, 20),
  zipCode: requiredText(MSG_REQUIRED, 20),
  city: requiredText(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export { IsoDate } from './dates';
