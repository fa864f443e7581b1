import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { createLogger } from '../src/logger';
import { createTestApp, emptyTempDir } from './support/testApp';
import { unreachableDatabase } from './support/testDatabase';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const ICON = { viewBox: '64 64 896 896', paths: ['M512 64L64 960h896z'] };
const CONTRACT = { '@planner/api': '^1.0.0', '@planner/platform': '^1.0.0', '@planner/ui': '^1.0.0' };
const CRM_REMOTE = {
  name: 'mfe-crm',
  title: 'Kunden und Projekte',
  version: '1.0.0',
  contract: CONTRACT,
  federationName: 'mfe_crm',
  routePrefixes: ['/', '/customers'],
  environments: ['ElektroPlanner', 'PvPlanner'],
  sidebar: [{ section: 'Verwaltung', label: 'Kunden', path: '/customers', icon: ICON, order: 20 }],
};
const PV_REMOTE = {
  name: 'mfe-pv',
  title: 'PV-Stammdaten',
  version: '1.0.0',
  contract: CONTRACT,
  federationName: 'mfe_pv',
  routePrefixes: ['/master-data/pv'],
  environments: ['PvPlanner'],
};
const LARGE_CHUNK = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ i })))};`;

function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents);
  }
}

let db: Db;
let staticRoot: string;
let deployDir: string;
let app: FastifyInstance;
const apps: FastifyInstance[] = [];

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const created = await createTestApp(db, env);
  apps.push(created);
  return created;
}

beforeAll(async () => {
  db = await unreachableDatabase();
  staticRoot = emptyTempDir('planner-static-');
  writeFiles(staticRoot, {
    'shell/dist/index.html': '<!doctype html><title>Meisterplaner</title>',
    'shell/dist/assets/main.3f2a1b.js': 'console.log("shell")',
    'mfe-crm/dist/remoteEntry.js': 'var mfe_crm;',
    'mfe-crm/dist/remoteEntry.js.br': brotliCompressSync('var mfe_crm;'),
    'mfe-crm/dist/mf-manifest.json': '{}',
    'mfe-crm/dist/remote.json': JSON.stringify(CRM_REMOTE),
    'mfe-crm/dist/static/js/customers.9c8d7e.js': 'export {}',
    'mfe-pv/dist/remoteEntry.js': 'var mfe_pv;',
    'mfe-pv/dist/remote.json': JSON.stringify(PV_REMOTE),
    'mfe-planning/dist/remote.json': '{ "routePrefixes": "kaputt" }',
    'mfe-checkout/dist/remoteEntry.js': 'var mfe_checkout;',
    'mfe-crm/dist/static/js/large.1a2b3c.js': LARGE_CHUNK,
    'mfe-crm/dist/static/js/large.1a2b3c.js.br': brotliCompressSync(LARGE_CHUNK),
    'packages/server/package.json': '{}',
  });
  deployDir = emptyTempDir('planner-deploy-');
  writeFiles(deployDir, {
    'mfe-pv/1.4.0/remoteEntry.js': 'var mfe_pv_140;',
    'mfe-pv/1.4.0/remote.json': JSON.stringify({ ...PV_REMOTE, version: '1.4.0' }),
    'mfe-pv/1.4.0/static/js/parts.77aa.js': 'export {}',
    'mfe-pv/1.4.0/static/js/parts.77aa.js.gz': gzipSync('export {}'),
  });
  app = await appWith({ STATIC_ROOT: staticRoot, DEPLOY_DIR: deployDir });
});

afterAll(async () => {
  await Promise.all(apps.map((each) => each.close()));
  await db.destroy();
});

const get = (url: string, accept = '*/*') => app.inject({ method: 'GET', url, headers: { accept } });

describe('the shell', () => {
  it('is served at / without caching, with a content security policy', async () => {
    const response = await get('/', 'text/html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Meisterplaner</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed chunks as immutable', async () => {
    const response = await get('/assets/main.3f2a1b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('answers deep links of the app with index.html', async () => {
    const response = await get('/customers/4711?tab=projekte', 'text/html,application/xhtml+xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Meisterplaner</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for missing files that are not pages', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/customers', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });
});

describe('the remotes', () => {
  it('serve the entry files of their builds without caching and their chunks as immutable', async () => {
    const entry = await get('/remotes/mfe-crm/build/remoteEntry.js');
    const manifest = await get('/remotes/mfe-crm/build/mf-manifest.json');
    const remoteJson = await get('/remotes/mfe-crm/build/remote.json');
    const chunk = await get('/remotes/mfe-crm/build/static/js/customers.9c8d7e.js');

    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mfe_crm;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(remoteJson.headers['cache-control']).toBe('no-cache');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serve published versions from the deploy folder, whatever the remote is called', async () => {
    const entry = await get('/remotes/mfe-pv/1.4.0/remoteEntry.js');
    const chunk = await get('/remotes/mfe-pv/1.4.0/static/js/parts.77aa.js');

    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mfe_pv_140;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/remotes/mfe-pv/1.5.0/remoteEntry.js')).statusCode).toBe(404);
  });

  it('send a file compressed at build time as it is', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/remotes/mfe-crm/build/static/js/large.1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LARGE_CHUNK);

    // The compressed copy of an entry file is not cached either: the next build replaces it.
    const entry = await app.inject({ method: 'GET', url: '/remotes/mfe-crm/build/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('are compressed on the way when the build has no compressed copy', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/remotes/mfe-crm/build/static/js/large.1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(4000);
  });

  it('answer 404 for missing files, other folders and paths that leave the remote, never the shell', async () => {
    const response = await get('/remotes/mfe-crm/build/static/js/missing.js', 'text/html');
    expect(response.statusCode).toBe(404);
    expect((await get('/remotes/mfe-masterdata/build/remoteEntry.js')).statusCode).toBe(404);
    for (const url of [
      '/remotes/packages/build/../../packages/server/package.json',
      '/remotes/mfe-crm/build/..%2F..%2Fpackages%2Fserver%2Fpackage.json',
      '/remotes/mfe-crm/src/index.ts',
      '/remotes/mfe-crm/latest/remoteEntry.js',
      '/remotes/MFE/1.0.0/remoteEntry.js',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.body, url).not.toBe('{}');
    }
  });
});

describe('GET /remotes.json', () => {
  it('lists every built remote with a valid dist/remote.json, never cached', async () => {
    const response = await get('/remotes.json');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual([
      { ...CRM_REMOTE, entry: '/remotes/mfe-crm/build/remoteEntry.js' },
      { ...PV_REMOTE, entry: '/remotes/mfe-pv/build/remoteEntry.js', sidebar: [] },
    ]);
  });

  it('is sent compressed to browsers that accept it', async () => {
    const file = join(emptyTempDir(), 'remotes.json');
    const sidebar = Array.from({ length: 30 }, (_, order) => ({ ...CRM_REMOTE.sidebar[0], label: `Eintrag ${order}`, order }));
    writeFileSync(file, JSON.stringify([{ ...CRM_REMOTE, sidebar, entry: '/remotes/mfe-crm/1.0.0/remoteEntry.js' }]));
    const configuredApp = await appWith({ STATIC_ROOT: staticRoot, REMOTES_CONFIG: file });

    const response = await configuredApp.inject({ method: 'GET', url: '/remotes.json', headers: { 'accept-encoding': 'gzip' } });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())[0].sidebar).toHaveLength(30);
  });

  it('is read from REMOTES_CONFIG when set, skipping and logging entries that are not valid', async () => {
    const lines: string[] = [];
    const configured = [
      { ...CRM_REMOTE, entry: 'https://cdn.example.de/mfe-crm/1.2.0/remoteEntry.js' },
      { ...PV_REMOTE, federationName: undefined, entry: '/remotes/mfe-pv/1.4.0/remoteEntry.js' },
      { ...CRM_REMOTE, entry: 'javascript:alert(1)', name: 'mfe-evil', federationName: 'mfe_evil' },
    ];
    const file = join(emptyTempDir(), 'remotes.json');
    writeFileSync(file, JSON.stringify(configured));
    const configuredApp = await createTestApp(
      db,
      { STATIC_ROOT: staticRoot, REMOTES_CONFIG: file },
      createLogger('info', { write: (line: string) => void lines.push(line) }),
    );
    apps.push(configuredApp);

    const response = await configuredApp.inject({ method: 'GET', url: '/remotes.json' });

    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([configured[0]]);
    const warnings = lines.filter((line) => line.includes('skipping an invalid entry of the remotes manifest'));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('"remote":"mfe-pv"');
    expect(warnings[0]).toContain('federationName');
    // The page itself still works, and the CDN of the valid entry may serve scripts.
    const page = await configuredApp.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.de;");
  });

  it('follows the deploy folder’s remotes.json as soon as it is written, without a restart', async () => {
    const deployed = emptyTempDir('planner-deploy-');
    const deployedApp = await appWith({ STATIC_ROOT: staticRoot, DEPLOY_DIR: deployed });
    const remotesNow = async () => (await deployedApp.inject({ method: 'GET', url: '/remotes.json' })).json<{ entry: string }[]>();
    expect((await remotesNow()).map((remote) => remote.entry)).toEqual([
      '/remotes/mfe-crm/build/remoteEntry.js',
      '/remotes/mfe-pv/build/remoteEntry.js',
    ]);

    const pv140 = { ...PV_REMOTE, version: '1.4.0', entry: '/remotes/mfe-pv/1.4.0/remoteEntry.js', sidebar: [] };
    writeFileSync(join(deployed, 'remotes.json'), JSON.stringify([pv140]));
    expect(await remotesNow()).toEqual([pv140]);

    const pv130 = { ...pv140, version: '1.3.0', entry: 'https://cdn.example.de/mfe-pv/1.3.0/remoteEntry.js' };
    writeFileSync(join(deployed, 'remotes.json'), JSON.stringify([pv130]));
    expect(await remotesNow()).toEqual([pv130]);
  });
});

describe('every static route', () => {
  // What a cache in front (a CDN) keys on: a file that may go out compressed or not depends on Accept-Encoding.
  const files = [
    { url: '/', accept: 'text/html', cacheControl: 'no-cache' },
    { url: '/customers/4711', accept: 'text/html', cacheControl: 'no-cache' },
    { url: '/assets/main.3f2a1b.js', cacheControl: IMMUTABLE },
    { url: '/remotes/mfe-crm/build/remoteEntry.js', cacheControl: 'no-cache', precompressed: 'br' },
    { url: '/remotes/mfe-crm/build/mf-manifest.json', cacheControl: 'no-cache' },
    { url: '/remotes/mfe-crm/build/static/js/large.1a2b3c.js', cacheControl: IMMUTABLE, precompressed: 'br' },
    { url: '/remotes/mfe-crm/build/static/js/customers.9c8d7e.js', cacheControl: IMMUTABLE },
    { url: '/remotes/mfe-pv/1.4.0/remoteEntry.js', cacheControl: 'no-cache' },
    { url: '/remotes/mfe-pv/1.4.0/static/js/parts.77aa.js', cacheControl: IMMUTABLE, precompressed: 'gzip' },
  ];
  const encodings = ['br, gzip', 'gzip', 'identity'];

  it.each(files)('$url names Accept-Encoding in Vary, with or without a compressed copy asked for', async ({ url, accept, cacheControl, precompressed }) => {
    for (const encoding of encodings) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: accept ?? '*/*', 'accept-encoding': encoding } });
      const label = `${url} (${encoding})`;
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['cache-control'], label).toBe(cacheControl);
      expect(String(response.headers.vary).toLowerCase().split(/,\s*/), label).toEqual(['accept-encoding']);
      if (precompressed && encoding.includes(precompressed)) expect(response.headers['content-encoding'], label).toBe(precompressed);
      if (encoding === 'identity') expect(response.headers['content-encoding'], label).toBeUndefined();
    }
  });

  it('/remotes.json is never stored by a cache, compressed or not', async () => {
    for (const encoding of encodings) {
      const response = await app.inject({ method: 'GET', url: '/remotes.json', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('the content security policy', () => {
  it('allows scripts, styles and chunks from exactly the other origins remotes.json names', async () => {
    const file = join(emptyTempDir(), 'remotes.json');
    const onCdn = (name: string, origin: string) => ({ ...CRM_REMOTE, name, federationName: name.replaceAll('-', '_'), entry: `${origin}/${name}/remoteEntry.js` });
    writeFileSync(file, JSON.stringify([onCdn('mfe-crm', 'https://cdn.example.de'), onCdn('mfe-pv', 'https://cdn.example.de'), onCdn('mfe-x', 'http://localhost:4105')]));
    const cdnApp = await appWith({ STATIC_ROOT: staticRoot, REMOTES_CONFIG: file });

    const csp = (await cdnApp.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy'] as string;

    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' http://localhost:4105 https://cdn.example.de");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline' http://localhost:4105 https://cdn.example.de");
    expect(directive('connect-src')).toBe("connect-src 'self' http://localhost:4105 https://cdn.example.de");
    expect(directive('default-src')).toBe("default-src 'self'");

    const ownCsp = (await get('/', 'text/html')).headers['content-security-policy'] as string;
    expect(ownCsp).toContain("script-src 'self';");
  });
});

describe('without any build', () => {
  it('the API still runs and pages answer 404', async () => {
    const bare = await appWith({ STATIC_ROOT: emptyTempDir() });
    expect((await bare.inject({ method: 'GET', url: '/api/app-config' })).statusCode).toBe(200);
    expect((await bare.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await bare.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual([]);
  });
});
