import { MSG_PASSWORD_COMMON } from '@planner/api';
import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../http/validation';

// About 49 000 passwords most often found in leaks (zxcvbn's list), compared case-insensitively.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.trim().toLowerCase());

/** Refuses a chosen password that is on the list, naming the form field it was typed into. */
export function refuseCommonPassword(field: string, password: string): void {
  if (isCommonPassword(password)) throw fieldError(field, MSG_PASSWORD_COMMON);
}
