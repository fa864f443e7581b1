import { sql } from 'kysely';
import type { SystemTransaction } from '../db/scopes';

/** Failed sign-ins allowed per login name and per IP address within the window. */
const LOGIN_WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_NAME = 5;
const MAX_FAILURES_PER_IP = 20;
/** Registrations are limited per IP address and hour (configurable). */
const REGISTRATION_WINDOW_SECONDS = 60 * 60;
/** Older attempts no longer count for any limit. */
const RETENTION_SECONDS = Math.max(LOGIN_WINDOW_SECONDS, REGISTRATION_WINDOW_SECONDS);

const nameKey = (loginName: string) => `login-name:${loginName.toLowerCase()}`;
const ipKey = (ip: string) => `login-ip:${ip}`;
const registrationKey = (ip: string) => `register-ip:${ip}`;

const since = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;

async function countSince(trx: SystemTransaction, key: string, seconds: number): Promise<number> {
  const { count } = await trx
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('key', '=', key)
    .where('attempted_at', '>', since(seconds))
    .executeTakeFirstOrThrow();
  return count;
}

async function record(trx: SystemTransaction, keys: string[]): Promise<void> {
  await trx.deleteFrom('login_attempts').where('attempted_at', '<', since(RETENTION_SECONDS)).execute();
  await trx
    .insertInto('login_attempts')
    .values(keys.map((key) => ({ key })))
    .execute();
}

export async function isLoginBlocked(trx: SystemTransaction, loginName: string, ip: string): Promise<boolean> {
  return (
    (await countSince(trx, nameKey(loginName), LOGIN_WINDOW_SECONDS)) >= MAX_FAILURES_PER_NAME ||
    (await countSince(trx, ipKey(ip), LOGIN_WINDOW_SECONDS)) >= MAX_FAILURES_PER_IP
  );
}

export const recordFailedLogin = (trx: SystemTransaction, loginName: string, ip: string) =>
  record(trx, [nameKey(loginName), ipKey(ip)]);

export async function clearLoginFailures(trx: SystemTransaction, loginName: string): Promise<void> {
  await trx.deleteFrom('login_attempts').where('key', '=', nameKey(loginName)).execute();
}

export async function isRegistrationBlocked(trx: SystemTransaction, ip: string, perHour: number): Promise<boolean> {
  return (await countSince(trx, registrationKey(ip), REGISTRATION_WINDOW_SECONDS)) >= perHour;
}

export const recordRegistration = (trx: SystemTransaction, ip: string) => record(trx, [registrationKey(ip)]);
