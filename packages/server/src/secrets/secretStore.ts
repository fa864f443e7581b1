import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/database';

/** Server-generated secrets (JWT key, demo password) that must survive restarts. */
export interface SecretStore {
  /** The stored value of `name`; generated and stored first when there is none. */
  getOrCreate(name: string): Promise<string>;
}

const generateSecret = () => randomBytes(32).toString('base64url');

/** One file per secret in `dir`, readable by the owner only. */
function fileSecretStore(dir: string): SecretStore {
  return {
    async getOrCreate(name) {
      const path = join(dir, name);
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(path, generateSecret(), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return (await readFile(path, 'utf8')).trim();
    },
  };
}

/** The `server_secrets` table, shared by every instance that uses the same database. */
function databaseSecretStore(db: Db): SecretStore {
  return {
    async getOrCreate(name) {
      await db
        .insertInto('server_secrets')
        .values({ name, value: generateSecret() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const { value } = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return value;
    },
  };
}

/** With a PostgreSQL server several instances share the secrets; embedded, they live in DATA_DIR. */
export function createSecretStore(config: Config, db: Db): SecretStore {
  return config.database.kind === 'postgres' ? databaseSecretStore(db) : fileSecretStore(config.dataDir);
}
