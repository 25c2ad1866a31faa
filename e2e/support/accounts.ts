import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { waitForMail } from './mail';

export const PASSWORD = 'Marigold-Sunset-2026';

/** Registers through the API, opens the verification link from the real mail, and signs in. */
export async function verifiedUser(request: APIRequestContext, firstName = 'Tunde') {
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
  expect(created.status()).toBe(201);
  const mail = await waitForMail({ to: email, subject: /Verify your email/ });
  const link = mail.links.find((each) => each.includes('/verify-email?token=')) ?? '';
  const verified = await request.post('/api/verify-email', {
    data: { token: new URL(link).searchParams.get('token') },
  });
  expect(verified.status()).toBe(200);
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  return { email, token: (await login.json()).token as string };
}

/**
 * A verified sender, signed in in this browser (the token stored as the sign-in page stores it).
 * Leaves the page on /about; the next page load picks the session up.
 */
export async function signInAsVerifiedSender(
  page: Page,
  request: APIRequestContext,
  firstName = 'Tobi',
) {
  const sender = await verifiedUser(request, firstName);
  await page.goto('/about');
  await page.evaluate((token) => localStorage.setItem('token', token), sender.token);
  return sender;
}
