import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiPut } from './support/project';
import { registerCompany } from './support/session';

const RESTORED_PORT = Number(process.env.E2E_PORT ?? 3199) + 1;

async function waitForHealth(baseUrl: string) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the restored server did not start');
}

test('npm run backup copies the running embedded database; npm run restore brings it back into a fresh data directory', async ({ request }) => {
  test.setTimeout(120_000);
  const company = await registerCompany(request);
  const customerId = randomUUID();
  await apiPut(request, company, `/api/customers/${customerId}`, {
    id: customerId,
    firstName: 'Lena',
    lastName: 'Gesichert',
    address: { street: 'Mühlenweg', houseNumber: '4', zipCode: '28195', city: 'Bremen' },
    phone: '',
    cellphone: '',
    email: '',
  });

  const work = mkdtempSync(join(tmpdir(), 'meisterplaner-backup-'));
  const archive = join(work, 'sicherung.tar.gz');
  const backupOutput = execFileSync('node', ['../scripts/backup.mjs', archive], { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR } }).toString();
  expect(backupOutput).toContain('Sicherung geschrieben');

  const restoredDir = join(work, 'data');
  const restoreOutput = execFileSync('node', ['../scripts/restore.mjs', archive], { env: { ...process.env, DATA_DIR: restoredDir } }).toString();
  expect(restoreOutput).toContain('Wiederhergestellt');
  // A second restore would overwrite the first: refused.
  expect(() => execFileSync('node', ['../scripts/restore.mjs', archive], { env: { ...process.env, DATA_DIR: restoredDir }, stdio: 'pipe' })).toThrow();

  const server = spawn('node', ['../packages/server/dist/main.js'], {
    env: { ...process.env, PORT: String(RESTORED_PORT), DATA_DIR: restoredDir, NODE_ENV: 'production', DEMO_COMPANY: 'false' },
    stdio: 'ignore',
  });
  try {
    const baseUrl = `http://localhost:${RESTORED_PORT}`;
    await waitForHealth(baseUrl);
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginName: company.email, password: company.password }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()).data.jwsTokens;
    const customer = await fetch(`${baseUrl}/api/customers/${customerId}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect((await customer.json()).data).toMatchObject({ lastName: 'Gesichert' });
  } finally {
    server.kill('SIGTERM');
  }
});
