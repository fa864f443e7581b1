import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { durableStorage } from '../src/db/database';
import { DurableNodeFS } from '../src/db/durableNodeFs';
import { emptyTempDir } from './support/testApp';

const opened: PGlite[] = [];
afterEach(async () => {
  for (const pglite of opened.splice(0)) await pglite.close();
});

describe('the embedded database on disk', () => {
  it('runs with fsync on', async () => {
    const pglite = await PGlite.create(durableStorage(emptyTempDir()));
    opened.push(pglite);
    expect((await pglite.query<{ fsync: string }>('show fsync')).rows).toEqual([{ fsync: 'on' }]);
  });

  it('flushes every commit to the disk through fsync(2)', async () => {
    let flushes = 0;
    const pglite = await PGlite.create({
      ...durableStorage(emptyTempDir()),
      fs: new DurableNodeFS(emptyTempDir(), () => void (flushes += 1)),
    });
    opened.push(pglite);
    await pglite.exec('create table notes (text text)');
    const before = flushes;
    await pglite.exec("insert into notes values ('Zählerschrank bestellt')");
    expect(flushes).toBeGreaterThan(before);
  });

  it('keeps committed rows when opened again', async () => {
    const dataDir = emptyTempDir();
    const first = await PGlite.create(durableStorage(dataDir));
    await first.exec("create table notes (text text); insert into notes values ('bleibt')");
    await first.close();
    const second = await PGlite.create(durableStorage(dataDir));
    opened.push(second);
    expect((await second.query('select text from notes')).rows).toEqual([{ text: 'bleibt' }]);
  });
});
