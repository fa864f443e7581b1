import { containsNul, MSG_NUL_CHARACTER, MSG_NUL_CHARACTER_IN_KEY, MSG_REQUIRED, type FieldError } from '@planner/api';
import * as v from 'valibot';
import { HttpError } from './errors';

type Issue = v.BaseIssue<unknown>;

const INVALID = 'Ungültiger Wert.';

/** German messages for checks whose schema brings no message of its own. */
function defaultMessage(issue: Issue): string {
  if (issue.kind === 'schema') return issue.input === undefined ? MSG_REQUIRED : INVALID;
  const requirement = String(issue.requirement);
  switch (issue.type) {
    case 'min_length':
      return `Mindestens ${requirement} Zeichen erforderlich.`;
    case 'max_length':
      return `Maximal ${requirement} Zeichen erlaubt.`;
    case 'min_value':
      return `Der Wert muss mindestens ${requirement} sein.`;
    case 'max_value':
      return `Der Wert darf höchstens ${requirement} sein.`;
    case 'integer':
      return 'Bitte geben Sie eine ganze Zahl ein.';
    default:
      return INVALID;
  }
}

const withPeriod = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

function validationError(fieldErrors: readonly FieldError[]): HttpError {
  const fallbackMessage = fieldErrors
    .map(({ path, message }) => (path ? `${path}: ${withPeriod(message)}` : withPeriod(message)))
    .join(' ');
  return new HttpError(400, 'ValidationError', fallbackMessage, { fieldErrors: [...fieldErrors] });
}

/** A 400 naming one field, for checks only the server can make. */
export const fieldError = (path: string, message: string): HttpError =>
  validationError([{ path, message }]);

/**
 * The first NUL character in the input, in a text or in a key of an object (free keys, e.g. in
 * the editor's document, land in jsonb as well), `null` for none. No text of ours holds one and
 * PostgreSQL cannot store it, so it is refused wherever it is, also where the schema lets any
 * string or key pass. A key is named by the object that holds it, as the key cannot be shown.
 */
function nulCharacterError(input: unknown): FieldError | null {
  const pending: [unknown, string][] = [[input, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (containsNul(value)) return { path, message: MSG_NUL_CHARACTER };
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (containsNul(key)) return { path, message: MSG_NUL_CHARACTER_IN_KEY };
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** Validates input against a contract schema; answers a 400 naming every invalid field. */
export function parseInput<S extends v.GenericSchema<unknown, unknown>>(schema: S, input: unknown): v.InferOutput<S> {
  const nulError = nulCharacterError(input);
  if (nulError !== null) throw validationError([nulError]);
  const result = v.safeParse(schema, input, { abortPipeEarly: true, message: defaultMessage });
  if (!result.success) {
    throw validationError(result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })));
  }
  return result.output;
}
