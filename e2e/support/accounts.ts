import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { waitForMail } from './mail';

export const PASSWORD = 'Marigold-Sunset-2026';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  token: string;
}

/** Registers through the API, opens the verification link from the real mail, and signs in. */
export async function verifiedAccount(
  request: APIRequestContext,
  firstName = 'Tunde',
): Promise<Account> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const created = await request.post('/api/register', {
    data: {
      first_name: firstName,
      last_name: 'Bakare',
      email,
      password: PASSWORD,
      phone: '+2348030000000',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const mail = await waitForMail({ to: email, subject: /Verify your email/ });
  const link = mail.links.find((each) => each.includes('/verify-email?token=')) ?? '';
  const verified = await request.post('/api/verify-email', {
    data: { token: new URL(link).searchParams.get('token') },
  });
  expect(verified.status()).toBe(200);
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return { email, password: PASSWORD, firstName, token: (await login.json()).token as string };
}

/** A unique recipient address, so a test finds its own card among a shared sender's. */
export const uniqueRecipient = (name: string) =>
  `${name.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A verified account through the API (see verifiedAccount): its address and session token. */
export async function verifiedUser(request: APIRequestContext, firstName = 'Tunde') {
  const { email, token } = await verifiedAccount(request, firstName);
  return { email, token };
}

/**
 * A new verified sender, signed in in this browser (the token stored as the sign-in page stores
 * it); the next page load picks the session up.
 */
export async function signInAsVerifiedSender(
  page: Page,
  request: APIRequestContext,
  firstName = 'Tobi',
) {
  const sender = await verifiedUser(request, firstName);
  // The storage belongs to the origin: the app's smallest same-origin answer is enough.
  await page.goto('/api/health');
  await page.evaluate((token) => localStorage.setItem('token', token), sender.token);
  return sender;
}
