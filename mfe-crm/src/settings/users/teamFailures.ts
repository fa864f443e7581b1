import { MSG_ALREADY_MEMBER, MSG_LAST_OWNER, MSG_NOT_YOURSELF, type Failure } from '@planner/api';

export const MSG_USER_CHANGED = 'Der Benutzer wurde inzwischen geändert. Die Liste zeigt jetzt den aktuellen Stand; bitte prüfen Sie ihn und versuchen Sie es erneut.';
export const MSG_USER_GONE = 'Diesen Benutzer gibt es nicht mehr.';
export const MSG_INVITATION_GONE = 'Diese Einladung gibt es nicht mehr.';

const FAILURE_TEXTS: Record<string, string> = {
  'failure/LastOwner': MSG_LAST_OWNER,
  'failure/Conflict': MSG_USER_CHANGED,
  'failure/NotYourself': MSG_NOT_YOURSELF,
  'failure/EmailTaken': MSG_ALREADY_MEMBER,
};

/** What to tell the owner about a refused change: the contract's text, else the server's. */
export function teamFailureText(failure: Failure, notFoundText = MSG_USER_GONE): string {
  if (failure.type === 'failure/NotFound') return notFoundText;
  return FAILURE_TEXTS[failure.type] ?? failure.message ?? 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.';
}
