import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  appStarted,
  expect as baseExpect,
  expectNoSeriousAxeViolationsAtEverySize,
  test,
  VIEWPORTS,
} from './fixtures';
import { fillRecipient, fillStyle, next, openWizard, sendYourself } from './studio-helpers';
import { uniqueRecipient, verifiedAccount } from './support/accounts';
import { inThisApp, newAccount, shoot } from './support/auth-e2e';
import { waitForMail } from './support/mail';

// Sign-up, sign-in and the worker's delivery all happen for real (scrypt at production cost).
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: VIEWPORTS.desktop });

/**
 * Screenshots at both sizes (E2E_SHOTS=1), ending at the desktop size: the whole page, and the
 * part the journey is about (`part`: a dialog as the screen shows it, or one section).
 */
async function shootAtEverySize(page: Page, name: string, part?: Locator | 'screen') {
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await shoot(page, name);
    if (part && process.env.E2E_SHOTS === '1') {
      const dir = join(import.meta.dirname, '../.tmp/shots-auth/e2e');
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${name}-part-${viewport.width}.png`);
      if (part === 'screen') await page.screenshot({ path });
      else await part.screenshot({ path });
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('a friend signs up through the copied link, verifies, sends a first card: both earn a credit', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  // The referrer, in a browser of their own, signed in.
  const referrer = await verifiedAccount(request, 'Amaka');
  const referrerContext = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'X-Forwarded-For': '198.18.201.7' },
  });
  await referrerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const amaka = await referrerContext.newPage();
  await amaka.goto('/api/health');
  await amaka.evaluate((token) => localStorage.setItem('token', token), referrer.token);

  // Home: 'Refer Now' gives the signed-in user their link.
  await amaka.goto('/');
  await appStarted(amaka);
  await amaka.getByRole('button', { name: 'Refer Now' }).click();
  const dialog = amaka.getByRole('dialog', { name: 'Invite a friend to Greetly' });
  const dialogLink = dialog.getByRole('textbox', { name: 'Your invite link' });
  await expect(dialogLink).toHaveValue(new RegExp(`^${origin}/signup\\?ref=[a-z0-9]{8}$`));
  await expectNoSeriousAxeViolationsAtEverySize(amaka, 'dialog[open]');
  await shootAtEverySize(amaka, 'referral-home-dialog', 'screen');
  const linkShown = await dialogLink.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Dashboard: the same link, copied with the button.
  await amaka.goto('/dashboard');
  await appStarted(amaka);
  const invite = amaka.getByTestId('invite-friends');
  await expect(invite.getByText('No one has joined through your link yet.')).toBeVisible();
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(invite.getByRole('status')).toHaveText(
    'Link copied. Paste it in a message to a friend.',
  );
  const link = await amaka.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(linkShown);

  // A guest asking for a link is asked to sign up or in first.
  await page.goto('/');
  await page.getByRole('button', { name: 'Refer Now' }).click();
  const guestDialog = page.getByRole('dialog', { name: 'Invite a friend to Greetly' });
  await expect(guestDialog.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(guestDialog.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(page, 'dialog[open]');
  await shootAtEverySize(page, 'referral-home-guest', 'screen');

  // The friend opens it in their own browser and signs up.
  const friend = newAccount('referred', 'Chidinma');
  await page.goto(inThisApp(link, baseURL));
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'A friend invited you to Greetly.',
  );
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shootAtEverySize(page, 'referral-signup', 'screen');
  await page.getByLabel('First name').fill(friend.first_name);
  await page.getByLabel('Last name').fill(friend.last_name);
  await page.getByLabel('Email').fill(friend.email);
  await page.getByLabel('Phone number').fill(friend.phone);
  await page.getByLabel('Password', { exact: true }).fill(friend.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Chidinma' })).toBeVisible();

  // Signed up, not verified yet: listed, nothing earned.
  await amaka.reload();
  await appStarted(amaka);
  const people = invite.getByRole('list', { name: 'People you invited' });
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await expect(people.getByRole('listitem')).toContainText('Chidinma');
  await expect(people.getByRole('listitem')).toContainText('Signed up');

  // Verified through the real mail's link.
  const verification = await waitForMail({ to: friend.email, subject: /Verify your email/ });
  const verifyLink = verification.links.find((href) => href.includes('/verify-email?token='));
  await page.goto(inThisApp(verifyLink ?? '', baseURL));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is verified');

  // The first card, made in the studio; the worker delivers it.
  const recipient = uniqueRecipient('Amara');
  await openWizard(page, 'create');
  await sendYourself(page, 'Chidinma', friend.email);
  await fillRecipient(page, 'Amara', recipient);
  await fillStyle(page);
  await next(page);
  await next(page);
  await page.getByRole('button', { name: 'Send Now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your card is on its way!' }),
  ).toBeVisible();
  await waitForMail({ to: recipient, subject: /^Chidinma sent you a card$/ });

  // Both dashboards: one credit earned; the invitation rewarded.
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('credits-earned')).toHaveText('1card credit earned', {
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByTestId('invite-friends').getByText('No one has joined through your link yet.'),
  ).toBeVisible();

  await amaka.reload();
  await appStarted(amaka);
  await expect(people.getByRole('listitem')).toContainText('Card sent — rewarded');
  await expect(invite.getByTestId('credits-earned')).toHaveText('1card credit earned');
  await expectNoSeriousAxeViolationsAtEverySize(amaka);
  await invite.scrollIntoViewIfNeeded();
  await shootAtEverySize(amaka, 'referral-dashboard', invite);
  await referrerContext.close();
});
