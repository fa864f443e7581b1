import { isAbsolute, join, resolve } from 'node:path';
import * as v from 'valibot';
import { DEFAULT_POOL_SIZE, type DatabaseTarget } from './db/database';
import { repoRoot } from './paths';

/** The account the server signs visitors in as on auto-login hosts; never sent to a browser. */
export interface AutoLoginCredentials {
  loginName: string;
  password: string;
}

export type NodeEnv = 'development' | 'production' | 'test';

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  dataDir: string;
  database: DatabaseTarget;
  /** `null`: generated once and kept in the secret store. */
  jwtSecret: string | null;
  staticRoot: string;
  /** Published remote versions (`<name>/<version>/`) and, once a version is switched to, `remotes.json`. */
  deployDir: string;
  /** File served as `/remotes.json`; `null`: the deploy folder's, else generated from the remotes' builds. */
  remotesConfigPath: string | null;
  registrationEnabled: boolean;
  /** Registrations accepted per client IP address and hour. */
  registrationsPerHour: number;
  demoHosts: string[];
  autoLoginHosts: string[];
  /** Hosts on which `?auto-login=true` signs in automatically. */
  autoLoginOnRequestHosts: string[];
  autoLogin: AutoLoginCredentials | null;
  /** Whether the demo company is created and filled; by default only on the embedded database. */
  demoCompany: boolean;
  /** `null`: generated once and kept in the secret store. */
  demoPassword: string | null;
  supportUrl: string;
  buildId: string;
  trustProxy: boolean;
  logLevel: string;
  /** How long a process holds a background job before another may take it over (it may have died), ADR 0021. */
  jobLeaseSeconds: number;
  /** `null`: no mail server; links are only shown to copy. */
  mail: MailConfig | null;
  /** Where people open the app; links in e-mails start with it (never with a request's Host). */
  publicUrl: string;
}

export interface MailConfig {
  /** e.g. `smtps://user:password@mail.example.com:465`; never logged. */
  smtpUrl: string;
  /** Sender of every mail, e.g. `Meisterplaner <no-reply@example.com>`. */
  from: string;
}

const text = v.pipe(v.string(), v.trim(), v.minLength(1));

const flag = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.picklist(['true', 'false'], 'must be "true" or "false"'),
  v.transform((value) => value === 'true'),
);

const hostList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
  ),
);

const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a port number'), v.transform(Number), v.maxValue(65535)),
    '3000',
  ),
  HOST: v.optional(text, '0.0.0.0'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'development'),
  DATA_DIR: v.optional(text, './data'),
  DATABASE_URL: v.optional(v.pipe(text, v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  EMBEDDED_DB_FSYNC: v.optional(flag, 'true'),
  DATABASE_PREPARED_STATEMENTS: v.optional(flag, 'false'),
  DATABASE_POOL_SIZE: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(100)),
    String(DEFAULT_POOL_SIZE),
  ),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters long'))),
  STATIC_ROOT: v.optional(text),
  REMOTES_CONFIG: v.optional(text),
  DEPLOY_DIR: v.optional(text, './deploy'),
  REGISTRATION_ENABLED: v.optional(flag, 'true'),
  REGISTRATIONS_PER_HOUR: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1)),
    '10',
  ),
  JOB_LEASE_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(3600)),
    '300',
  ),
  DEMO_HOSTS: v.optional(hostList, ''),
  AUTO_LOGIN_HOSTS: v.optional(hostList, ''),
  AUTO_LOGIN_ON_REQUEST_HOSTS: v.optional(hostList, ''),
  AUTO_LOGIN_NAME: v.optional(text),
  AUTO_LOGIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(1))),
  DEMO_COMPANY: v.optional(flag),
  DEMO_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'must be at least 8 characters long'))),
  SUPPORT_URL: v.optional(text, 'mailto:support@meisterplaner.de'),
  BUILD_ID: v.optional(text, 'dev'),
  TRUST_PROXY: v.optional(flag, 'false'),
  SMTP_URL: v.optional(v.pipe(text, v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(text, 'Meisterplaner <no-reply@localhost>'),
  PUBLIC_URL: v.optional(v.pipe(text, v.url('must be a URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL'))),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from environment variables; empty variables count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = result.output;
  if ((e.AUTO_LOGIN_NAME === undefined) !== (e.AUTO_LOGIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: AUTO_LOGIN_NAME and AUTO_LOGIN_PASSWORD must be set together');
  }

  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));
  const dataDir = fromRoot(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, preparedStatements: e.DATABASE_PREPARED_STATEMENTS, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite'), fsync: e.EMBEDDED_DB_FSYNC },
    jwtSecret: e.JWT_SECRET ?? null,
    staticRoot: fromRoot(e.STATIC_ROOT ?? repoRoot),
    deployDir: fromRoot(e.DEPLOY_DIR),
    remotesConfigPath: e.REMOTES_CONFIG ? fromRoot(e.REMOTES_CONFIG) : null,
    registrationEnabled: e.REGISTRATION_ENABLED,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    demoHosts: e.DEMO_HOSTS,
    autoLoginHosts: e.AUTO_LOGIN_HOSTS,
    autoLoginOnRequestHosts: e.AUTO_LOGIN_ON_REQUEST_HOSTS,
    autoLogin:
      e.AUTO_LOGIN_NAME && e.AUTO_LOGIN_PASSWORD
        ? { loginName: e.AUTO_LOGIN_NAME, password: e.AUTO_LOGIN_PASSWORD }
        : null,
    demoCompany: e.DEMO_COMPANY ?? e.DATABASE_URL === undefined,
    demoPassword: e.DEMO_PASSWORD ?? null,
    supportUrl: e.SUPPORT_URL,
    buildId: e.BUILD_ID,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
  };
}
