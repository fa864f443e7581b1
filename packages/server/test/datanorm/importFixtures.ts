import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DatanormImport } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PaceSettings } from '../../src/datanorm/pace';
import { bearer } from '../support/api';

export const fixture = (path: string) => readFile(fileURLToPath(new URL(`fixtures/${path}`, import.meta.url)));

export const tenantOf = (accessToken: string): string => JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).tid;

/** A DATANORM 4 header line of 128 characters (code page 850 has one byte per character). */
export function versionFourHeader(date: string, supplier: string): string {
  return `V ${date}${supplier.padEnd(40)}${'Preisliste'.padEnd(40)}${''.padEnd(35)}04EUR`;
}

/** A DATANORM 4 article file of `count` articles numbered from 1 000 000 in group KAB, each 1,00 € a piece. */
export function generatedArticles(count: number, supplier: string, changed: Record<string, number> = {}): Buffer {
  const lines = [versionFourHeader('150126', supplier)];
  for (let index = 0; index < count; index += 1) {
    const number = String(1_000_000 + index);
    lines.push(`A;N;${number};00;Artikel ${number};;1;0;Stck;${changed[number] ?? 100};K1;KAB;;`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

/** Chunks of `size` records each, without pauses: for tests that count the chunks. */
export const fixedChunks = (size: number): PaceSettings => ({ initial: size, min: size, max: size, targetMs: 1, pauseMs: 0 });

const IMPORTS = '/api/electro/datanorm-imports';

export function importCalls(app: FastifyInstance) {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const upload = (token: string, bytes: Uint8Array, fileName: string) =>
    app.inject({
      method: 'POST',
      url: `${IMPORTS}?fileName=${encodeURIComponent(fileName)}`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: Buffer.from(bytes),
    });

  /** Polls the import until its job is done (Preview, Imported, Cancelled or Failed). */
  async function settled(token: string, id: string): Promise<DatanormImport> {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const response = await call(token, 'GET', `${IMPORTS}/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      const found = response.json().data as DatanormImport;
      if (!['Reading', 'Importing', 'Cancelling'].includes(found.status)) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`import ${id} did not settle`);
  }

  async function preview(token: string, bytes: Uint8Array, fileName: string): Promise<DatanormImport> {
    const response = await upload(token, bytes, fileName);
    expect(response.statusCode, response.body).toBe(200);
    return settled(token, (response.json().data as DatanormImport).id);
  }

  async function confirm(token: string, id: string, groups: { supplier: string; articleGroup: string; target: string }[]): Promise<DatanormImport> {
    const response = await call(token, 'POST', `${IMPORTS}/${id}/confirm`, { groups });
    expect(response.statusCode, response.body).toBe(200);
    return settled(token, id);
  }

  /** Every group of the preview, taken with the target given for it or its remembered one. */
  const allGroups = (found: DatanormImport, targets: Record<string, string> = {}) =>
    found.groups.map((group) => ({ supplier: group.supplier, articleGroup: group.articleGroup, target: targets[group.articleGroup] ?? group.rememberedTarget ?? 'Component' }));

  return { call, upload, settled, preview, confirm, allGroups };
}
