import type { SystemTransaction } from '../db/scopes';
import { countAttempt, forgetOldCounters, refundAttempt, resetAttempts } from './attemptCounters';

/** Sign-in attempts are counted in windows of a quarter of an hour. */
const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Attempts evaluated per login name from one address; more answer 429. */
const MAX_ATTEMPTS_PER_NAME_AND_IP = 5;
/** Attempts evaluated per address across login names; more answer 429. */
const MAX_ATTEMPTS_PER_IP = 20;
/**
 * Attempts per login name from all addresses that are evaluated at once; after them each one
 * waits twice as long as the one before, up to the longest delay. A name is never locked,
 * so nobody can lock its owner out by guessing from elsewhere.
 */
const UNDELAYED_ATTEMPTS_PER_NAME = 5;
const FIRST_DELAY_MS = 250;
const LONGEST_DELAY_MS = 10_000;
/** Automatic sign-ins per address and window; the password is the server's own, so only the cost of checking it is limited. */
const MAX_AUTO_LOGINS_PER_IP = 30;
/** Registrations are limited per IP address and hour (configurable). */
const REGISTRATION_WINDOW_SECONDS = 60 * 60;
/** Invitations are counted per company and hour. */
const INVITATION_WINDOW_SECONDS = 60 * 60;
/** Counters whose window started this long ago count for no limit. */
const RETENTION_SECONDS = Math.max(LOGIN_WINDOW_SECONDS, REGISTRATION_WINDOW_SECONDS, INVITATION_WINDOW_SECONDS);

const nameKey = (loginName: string) => `login-name:${loginName.toLowerCase()}`;
const nameAndIpKey = (loginName: string, ip: string) => `login-name-ip:${ip}:${loginName.toLowerCase()}`;
const ipKey = (ip: string) => `login-ip:${ip}`;
const registrationKey = (ip: string) => `register-ip:${ip}`;
const autoLoginKey = (ip: string) => `auto-login-ip:${ip}`;

/** Requests of the signed-out link pages (password reset, invitations) per address and window; more answer 429. */
const MAX_LINK_REQUESTS_PER_IP = 30;
/** Reset mails per address and window: more requests are answered alike but send nothing. */
const MAX_RESET_MAILS_PER_EMAIL = 3;

/** Admits one invitation of a company, so nobody uses a company to send mail in bulk or to probe addresses. */
export async function admitInvitation(trx: SystemTransaction, tenantId: string, perHour: number): Promise<boolean> {
  return (await countAttempt(trx, `invitation-company:${tenantId}`, INVITATION_WINDOW_SECONDS)) <= perHour;
}

/** Admits one request of the signed-out link pages from `ip`. */
export async function admitLinkRequest(trx: SystemTransaction, ip: string): Promise<boolean> {
  return (await countAttempt(trx, `signed-out-link-ip:${ip}`, LOGIN_WINDOW_SECONDS)) <= MAX_LINK_REQUESTS_PER_IP;
}

/** Admits one reset mail to `email`, so nobody floods a colleague's inbox. */
export async function admitResetMail(trx: SystemTransaction, email: string): Promise<boolean> {
  return (await countAttempt(trx, `reset-mail:${email.toLowerCase()}`, LOGIN_WINDOW_SECONDS)) <= MAX_RESET_MAILS_PER_EMAIL;
}

export type LoginAdmission = { admitted: false } | { admitted: true; delayMs: number };

/** How long the `attempt`-th attempt on one login name within a window waits before it is evaluated. */
export function loginDelayMs(attempt: number): number {
  if (attempt <= UNDELAYED_ATTEMPTS_PER_NAME) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - UNDELAYED_ATTEMPTS_PER_NAME - 1), LONGEST_DELAY_MS);
}

/**
 * Reserves one sign-in attempt before the password is checked. Refused when the address or
 * the name at this address has used up its attempts; otherwise answers how long to wait
 * (outside any transaction) before checking the password.
 */
export async function admitLoginAttempt(trx: SystemTransaction, loginName: string, ip: string): Promise<LoginAdmission> {
  // Always in this order (address, name at address, name): concurrent attempts lock the rows alike.
  if ((await countAttempt(trx, ipKey(ip), LOGIN_WINDOW_SECONDS)) > MAX_ATTEMPTS_PER_IP) return { admitted: false };
  if ((await countAttempt(trx, nameAndIpKey(loginName, ip), LOGIN_WINDOW_SECONDS)) > MAX_ATTEMPTS_PER_NAME_AND_IP) {
    return { admitted: false };
  }
  const attemptOnName = await countAttempt(trx, nameKey(loginName), LOGIN_WINDOW_SECONDS);
  return { admitted: true, delayMs: loginDelayMs(attemptOnName) };
}

/** A successful sign-in: its attempt does not count, nor do earlier failures of the name at this address. */
export async function settleSuccessfulLogin(trx: SystemTransaction, loginName: string, ip: string): Promise<void> {
  await refundAttempt(trx, ipKey(ip));
  await resetAttempts(trx, nameAndIpKey(loginName, ip));
  await refundAttempt(trx, nameKey(loginName));
}

/** Counts one registration of an address; `false` when the address has used up its hour. */
export async function admitRegistration(trx: SystemTransaction, ip: string, perHour: number): Promise<boolean> {
  return (await countAttempt(trx, registrationKey(ip), REGISTRATION_WINDOW_SECONDS)) <= perHour;
}

/** Counts one automatic sign-in of an address; `false` when the address has used up its window. */
export async function admitAutoLogin(trx: SystemTransaction, ip: string): Promise<boolean> {
  return (await countAttempt(trx, autoLoginKey(ip), LOGIN_WINDOW_SECONDS)) <= MAX_AUTO_LOGINS_PER_IP;
}

export const forgetOldAttempts = (trx: SystemTransaction) => forgetOldCounters(trx, RETENTION_SECONDS);
