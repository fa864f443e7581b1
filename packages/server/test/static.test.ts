import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { createTestApp, emptyTempDir } from './support/testApp';
import { unreachableDatabase } from './support/testDatabase';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const CRM_REMOTE = {
  federationName: 'mfe_crm',
  routePrefixes: ['/', '/customers'],
  environments: ['ElektroPlanner', 'PvPlanner'],
  sidebar: [{ section: 'Verwaltung', label: 'Kunden', path: '/customers', icon: 'TeamOutlined', order: 20 }],
};
const PV_REMOTE = { federationName: 'mfe_pv', routePrefixes: ['/master-data/pv'], environments: ['PvPlanner'] };

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents);
  }
}

let db: Db;
let staticRoot: string;
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
    'mfe-crm/dist/mf-manifest.json': '{}',
    'mfe-crm/dist/remote.json': JSON.stringify(CRM_REMOTE),
    'mfe-crm/dist/static/js/customers.9c8d7e.js': 'export {}',
    'mfe-pv/dist/remoteEntry.js': 'var mfe_pv;',
    'mfe-pv/dist/remote.json': JSON.stringify(PV_REMOTE),
    'mfe-planning/dist/remote.json': '{ "routePrefixes": "kaputt" }',
    'mfe-checkout/dist/remoteEntry.js': 'var mfe_checkout;',
    'mfe-crm/dist/static/js/large.1a2b3c.js': `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ i })))};`,
  });
  app = await appWith({ STATIC_ROOT: staticRoot });
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
  it('serve their entry files without caching and their chunks as immutable', async () => {
    const entry = await get('/remotes/mfe-crm/remoteEntry.js');
    const manifest = await get('/remotes/mfe-crm/mf-manifest.json');
    const remoteJson = await get('/remotes/mfe-crm/remote.json');
    const chunk = await get('/remotes/mfe-crm/static/js/customers.9c8d7e.js');

    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mfe_crm;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(remoteJson.headers['cache-control']).toBe('no-cache');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('are sent compressed to browsers that accept it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/remotes/mfe-crm/static/js/large.1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.length).toBeLessThan(4000);
  });

  it('answer 404 for missing files, never the shell', async () => {
    const response = await get('/remotes/mfe-crm/static/js/missing.js', 'text/html');
    expect(response.statusCode).toBe(404);
    expect((await get('/remotes/mfe-masterdata/remoteEntry.js')).statusCode).toBe(404);
  });
});

describe('GET /remotes.json', () => {
  it('lists every built remote with a valid dist/remote.json, never cached', async () => {
    const response = await get('/remotes.json');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual([
      { name: 'mfe-crm', entry: '/remotes/mfe-crm/remoteEntry.js', ...CRM_REMOTE },
      { name: 'mfe-pv', entry: '/remotes/mfe-pv/remoteEntry.js', ...PV_REMOTE, sidebar: [] },
    ]);
  });

  it('is read from REMOTES_CONFIG when set', async () => {
    const configured = [{ name: 'mfe-crm', entry: 'https://cdn.example.de/mfe-crm/1.2.0/remoteEntry.js' }];
    const file = join(emptyTempDir(), 'remotes.json');
    writeFileSync(file, JSON.stringify(configured));
    const configuredApp = await appWith({ STATIC_ROOT: staticRoot, REMOTES_CONFIG: file });

    const response = await configuredApp.inject({ method: 'GET', url: '/remotes.json' });

    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(configured);
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
