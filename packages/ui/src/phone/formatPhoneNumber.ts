import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number as a German installer writes it: national format for German numbers
 * ('089 1234567'), international for foreign ones ('+43 1 234567'). Text that is not a
 * phone number stays as typed.
 */
export function formatPhoneNumber(input: string): string {
  const text = input.trim();
  const number = parsePhoneNumberFromString(text, 'DE');
  if (!number || !number.isPossible()) return text;
  return number.country === 'DE' || (number.country === undefined && number.countryCallingCode === '49')
    ? number.formatNational()
    : number.formatInternational();
}
