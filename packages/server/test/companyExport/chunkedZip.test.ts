import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkedZip, type ChunkedZipOptions } from '../../src/companyExport/chunkedZip';

const run = promisify(execFile);
const ZIP64_END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x06, 0x06]);
const folder = await mkdtemp(join(tmpdir(), 'chunked-zip-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Builds a ZIP through `chunkedZip`, checks its chunks come in order, returns the whole file. */
async function build(write: (zip: ReturnType<typeof chunkedZip>) => Promise<void>, options?: ChunkedZipOptions): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const zip = chunkedZip(async (seq, data) => {
    expect(seq).toBe(chunks.length);
    chunks.push(data);
  }, options);
  await write(zip);
  const byteSize = await zip.end();
  const file = Buffer.concat(chunks);
  expect(file.byteLength).toBe(byteSize);
  return file;
}

/** `unzip -t` tests every entry's CRC; its last line counts the entries it tested. */
async function unzipTest(file: Buffer, name: string): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, file);
  const { stdout } = await run('unzip', ['-tqq', path], { maxBuffer: 1 << 24 }).catch((error: { stdout: string; stderr: string }) => {
    throw new Error(`unzip -t failed: ${error.stdout} ${error.stderr}`);
  });
  return stdout;
}

describe('the ZIP writer of the company export', () => {
  it('writes valid ZIP64 records when told to, with streamed, compressed and stored entries', async () => {
    const big = new Uint8Array(3 << 20).map((_, index) => (index * 31) % 251);
    const file = await build(async (zip) => {
      await zip.file('LIESMICH.txt', 'Datenexport äöü');
      const csv = zip.entry('Daten/Kunden.csv');
      for (let page = 0; page < 50; page += 1) await csv.push(`Kunde ${page};Straße ${page}\r\n`.repeat(200));
      await csv.push('', true);
      await zip.file('Dateien/gross.bin', big, false);
    }, { forceZip64: true });

    expect(file.includes(ZIP64_END_OF_CENTRAL_DIRECTORY)).toBe(true);
    await unzipTest(file, 'forced.zip');
    const entries = unzipSync(new Uint8Array(file));
    expect(Object.keys(entries)).toEqual(['LIESMICH.txt', 'Daten/Kunden.csv', 'Dateien/gross.bin']);
    expect(strFromU8(entries['LIESMICH.txt']!)).toBe('Datenexport äöü');
    expect(strFromU8(entries['Daten/Kunden.csv']!).split('\r\n')).toHaveLength(50 * 200 + 1);
    expect(Buffer.from(entries['Dateien/gross.bin']!).equals(Buffer.from(big))).toBe(true);
  });

  it('switches to ZIP64 by itself past 65 535 entries, and the archive still unzips', { timeout: 120_000 }, async () => {
    const count = 65_540;
    const file = await build(async (zip) => {
      for (let index = 0; index < count; index += 1) await zip.file(`Dateien/${index}.txt`, `Datei ${index}`, false);
    });

    expect(file.includes(ZIP64_END_OF_CENTRAL_DIRECTORY)).toBe(true);
    await unzipTest(file, 'many.zip');
    const entries = unzipSync(new Uint8Array(file));
    expect(Object.keys(entries)).toHaveLength(count);
    expect(strFromU8(entries[`Dateien/${count - 1}.txt`]!)).toBe(`Datei ${count - 1}`);
  });

  it('writes no ZIP64 records for a small archive', async () => {
    const file = await build((zip) => zip.file('LIESMICH.txt', 'klein'));
    expect(file.includes(ZIP64_END_OF_CENTRAL_DIRECTORY)).toBe(false);
    await unzipTest(file, 'small.zip');
  });
});
