import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreClusterSnapshot } from '../src/db/clusterSnapshot';
import { emptyTempDir } from './support/testApp';

let snapshot: URL;

beforeAll(async () => {
  const pglite = await PGlite.create();
  await pglite.exec(`create table notes (id int primary key, text text); insert into notes values (1, 'Grüße aus dem Abbild');`);
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const file = join(emptyTempDir(), 'cluster.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  snapshot = pathToFileURL(file);
});

let opened: PGlite | undefined;
afterAll(() => opened?.close());

describe('restoreClusterSnapshot', () => {
  it('unpacks a dumped cluster into a new data directory that PGlite opens as it was', async () => {
    const dataDir = join(emptyTempDir(), 'pglite');

    restoreClusterSnapshot(snapshot, dataDir);

    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${dataDir}.restoring`)).toBe(false);
    opened = await PGlite.create({ dataDir });
    const { rows } = await opened.query('select text from notes where id = 1');
    expect(rows).toEqual([{ text: 'Grüße aus dem Abbild' }]);
  });

  it('fills an existing empty folder', () => {
    const dataDir = emptyTempDir();

    restoreClusterSnapshot(snapshot, dataDir);

    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });

  it('leaves a folder with other files alone', () => {
    const dataDir = emptyTempDir();
    writeFileSync(join(dataDir, 'notiz.txt'), 'nicht löschen');

    expect(() => restoreClusterSnapshot(snapshot, dataDir)).toThrow();

    expect(readdirSync(dataDir)).toEqual(['notiz.txt']);
    expect(existsSync(`${dataDir}.restoring`)).toBe(false);
  });

  it('leaves nothing behind when the snapshot is damaged', () => {
    const parent = emptyTempDir();
    const damaged = join(parent, 'damaged.tar.gz');
    writeFileSync(damaged, Buffer.from('kein gzip'));
    const dataDir = join(parent, 'pglite');
    mkdirSync(parent, { recursive: true });

    expect(() => restoreClusterSnapshot(pathToFileURL(damaged), dataDir)).toThrow();

    expect(readdirSync(parent)).toEqual(['damaged.tar.gz']);
  });
});
