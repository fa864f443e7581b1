import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreClusterSnapshot } from '../src/db/clusterSnapshot';
import { emptyTempDir } from './support/testApp';

let snapshot: URL;

/** A ustar archive of one file, written by hand so that it can hold a path no tool would write. */
function tarOf(path: string, text: string): Buffer {
  const header = Buffer.alloc(512);
  const put = (value: string, offset: number, length: number) => header.write(value.slice(0, length), offset, 'latin1');
  const body = Buffer.from(text);
  put(path, 0, 100);
  put('0000644\0', 100, 8);
  put('0000000\0', 108, 8);
  put('0000000\0', 116, 8);
  put(`${body.length.toString(8).padStart(11, '0')}\0`, 124, 12);
  put('00000000000\0', 136, 12);
  put('        ', 148, 8);
  put('0', 156, 1);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  put(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  const padding = Buffer.alloc((512 - (body.length % 512)) % 512);
  return Buffer.concat([header, body, padding, Buffer.alloc(1024)]);
}

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

  it('refuses a snapshot whose entries would leave the data directory', () => {
    const parent = emptyTempDir();
    const hostile = join(parent, 'hostile.tar.gz');
    writeFileSync(hostile, gzipSync(tarOf('../ausserhalb.txt', 'nicht hier')));
    const dataDir = join(parent, 'pglite');

    expect(() => restoreClusterSnapshot(pathToFileURL(hostile), dataDir)).toThrow();

    expect(readdirSync(parent)).toEqual(['hostile.tar.gz']);
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
