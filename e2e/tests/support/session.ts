import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { Environment, JwsTokens } from '@planner/api';

export interface RegisteredCompany {
  companyName: string;
  email: string;
  password: string;
  tokens: JwsTokens;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.de`;

/** Registers a company through the API, for tests whose subject is not registration itself. */
export async function registerCompany(
  request: APIRequestContext,
  environment: Environment[] = ['ElektroPlanner'],
): Promise<RegisteredCompany> {
  const company = {
    companyName: `Elektro Test ${randomUUID().slice(0, 6)} GmbH`,
    firstName: 'Erika',
    lastName: 'Musterfrau',
    email: uniqueEmail('firma'),
    password: 'sicheres-passwort-1',
    environment,
  };
  const response = await request.post('/api/auth/register', { data: company });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return { companyName: company.companyName, email: company.email, password: company.password, tokens: body.data.jwsTokens };
}

/** Opens the app already signed in as the given company. */
export async function openSignedIn(page: Page, company: RegisteredCompany, path = '/') {
  await page.addInitScript((tokens) => {
    if (!window.localStorage.getItem('access-token')) {
      window.localStorage.setItem('access-token', tokens.accessToken);
      window.localStorage.setItem('refresh-token', tokens.refreshToken);
    }
  }, company.tokens);
  await page.goto(path);
}

/** Records every request URL of the page, to assert which remotes were downloaded. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

export const SCREENSHOT_DIR = 'screenshots';
