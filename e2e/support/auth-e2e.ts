import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Helpers of the account journeys (auth.spec.ts, vendor.spec.ts). */

export const PASSWORD = 'Sunflower!2026';

export interface TestAccount {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
}

/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function newAccount(tag: string, firstName = 'Adaeze'): TestAccount {
  return {
    first_name: firstName,
    last_name: 'Okafor',
    email: uniqueEmail(tag),
    phone: '+2348012345678',
    password: PASSWORD,
  };
}

/** Creates an account through the API (for tests whose subject is not sign-up itself). */
export async function registerViaApi(
  request: APIRequestContext,
  account: TestAccount,
  role: 'gifter' | 'vendor' = 'gifter',
): Promise<void> {
  const response = await request.post('/api/register', { data: { ...account, role } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs the browser in with a token from the API, as the sign-in page would have stored it; returns the token. */
export async function signInViaApi(
  page: Page,
  request: APIRequestContext,
  account: TestAccount,
): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await storeToken(page, token);
  return token;
}

/**
 * Keeps a session token where the sign-in page keeps it. The storage belongs to the origin, so
 * the page visits the app's smallest same-origin answer (the health check) rather than the app.
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/**
 * Chromium logs every 4xx answer as a console error. A test that provokes such answers on
 * purpose (a wrong password, a used link) removes exactly those entries, and no others.
 */
export function allowHttpErrors(consoleErrors: string[], statuses: number[]): void {
  const expected = statuses.map(
    (status) => `Failed to load resource: the server responded with a status of ${status}`,
  );
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (expected.some((text) => consoleErrors[i]?.startsWith(text))) consoleErrors.splice(i, 1);
  }
}

/** A link from an e-mail, pointed at the app under test (the mail carries PUBLIC_URL). */
export function inThisApp(link: string, baseURL: string | undefined): string {
  const url = new URL(link);
  const base = new URL(baseURL ?? url.origin);
  return `${base.origin}${url.pathname}${url.search}`;
}

const SHOT_DIR = join(import.meta.dirname, '../../.tmp/shots-auth/e2e');

/**
 * A full-page screenshot for a person to look at afterwards, taken when E2E_SHOTS=1 (they
 * check nothing, so a normal run does not spend its time on them).
 */
export async function shoot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS !== '1') return;
  mkdirSync(SHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SHOT_DIR, `${name}-${width}.png`), fullPage: true });
}

/** Screenshots (see `shoot`) at the desktop and the phone size, ending at the size it started at. */
export async function shootAtEverySize(
  page: Page,
  name: string,
  sizes: readonly { width: number; height: number }[] = [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ],
): Promise<void> {
  if (process.env.E2E_SHOTS !== '1') return;
  const start = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await shoot(page, name);
  }
  if (start) await page.setViewportSize(start);
}
