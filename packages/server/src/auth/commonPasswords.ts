import { MSG_PASSWORD_COMMON } from '@planner/api';
import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../http/validation';

const lowerCased = (words: readonly string[]) => words.map((word) => word.toLowerCase());

// About 49 000 passwords most often found in leaks (zxcvbn's list), compared case-insensitively.
const COMMON_PASSWORDS = new Set(lowerCased(dictionary['passwords-common']));

/**
 * The German words and first names of zxcvbn's German dictionary (about 14 000), loaded on the
 * first password chosen rather than at start: the package also carries 65 000 Wikipedia words
 * that the check does not use.
 */
let germanWords: Promise<ReadonlySet<string>> | undefined;
const loadGermanWords = () =>
  (germanWords ??= import('@zxcvbn-ts/language-de').then(
    ({ dictionary: german }) => new Set([...lowerCased(german.commonWords), ...lowerCased(german.firstnames)]),
  ));

/** Rows of the German and the English keyboard, as typed from left to right. */
const KEYBOARD_ROWS = ['1234567890ß', 'qwertzuiopü', 'asdfghjklöä', 'yxcvbnm', 'qwertyuiop', 'zxcvbnm'];
const MIN_KEYBOARD_RUN = 4;

/** A run of at least four neighbouring keys of one row, either way ('qwertzuiop', 'lkjhgfdsa'). */
function isKeyboardRun(text: string): boolean {
  if (text.length < MIN_KEYBOARD_RUN) return false;
  const reversed = [...text].reverse().join('');
  return KEYBOARD_ROWS.some((row) => row.includes(text) || row.includes(reversed));
}

/** The word a password is built on: without digits and signs around it ('passwort123' → 'passwort'). */
const wordOf = (password: string) => password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/**
 * A password is too easy to guess when it is a leaked password, a German word or first name,
 * or a keyboard row, alone or with digits and signs before or after it ('Sommer2024!').
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const typed = password.trim().toLowerCase();
  const word = wordOf(typed);
  if (COMMON_PASSWORDS.has(typed) || COMMON_PASSWORDS.has(word) || isKeyboardRun(typed) || isKeyboardRun(word)) return true;
  const german = await loadGermanWords();
  return german.has(typed) || german.has(word);
}

/** Refuses a chosen password that is too common, naming the form field it was typed into. */
export async function refuseCommonPassword(field: string, password: string): Promise<void> {
  if (await isCommonPassword(password)) throw fieldError(field, MSG_PASSWORD_COMMON);
}
