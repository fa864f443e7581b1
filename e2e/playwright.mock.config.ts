import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/** The remotes' mock mode alone: no server, no mailbox (`npx playwright test -c playwright.mock.config.ts`). */
export default defineConfig({ ...suite, webServer: undefined, testMatch: /remoteMockMode\.spec\.ts$/ });
