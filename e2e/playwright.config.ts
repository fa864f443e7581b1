import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3196);
const MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? 3197);
// Workers load this file again: they take the data directory the main process made, which the
// backup test reads.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'meisterplaner-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // The app turns antd's animations off for those who ask for less motion: a click then never
    // lands on a dialog or button that is still moving.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The app's mails (invitations, password resets, quote links) arrive here, never in a real mailbox.
      command: 'npx tsx mailbox/mailboxServer.ts',
      url: `http://127.0.0.1:${MAILBOX_PORT}/mails`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAILBOX_PORT: String(MAILBOX_PORT) },
    },
    {
      command: 'node ../packages/server/dist/main.js',
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        DEMO_PASSWORD: 'demo-passwort-123',
        AUTO_LOGIN_NAME: 'demo@meisterplaner.de',
        AUTO_LOGIN_PASSWORD: 'demo-passwort-123',
        DEMO_HOSTS: 'demo.localhost',
        AUTO_LOGIN_ON_REQUEST_HOSTS: 'localhost',
        // Every test registers its own company from the same address.
        REGISTRATIONS_PER_HOUR: '10000',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        PUBLIC_URL: `http://localhost:${PORT}`,
      },
    },
  ],
});
