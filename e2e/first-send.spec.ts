import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';
import { fillRecipient, fillStyle, next, openWizard, stepHeading, toggle } from './studio-helpers';
import { uniqueRecipient } from './support/accounts';
import { inThisApp, newAccount, shoot } from './support/auth-e2e';
import { countMails, waitForMail } from './support/mail';

/**
 * Shows a mail's HTML as a webmail does, in a page of another site, and fails unless every
 * picture in it loads there (a PNG or JPEG, not an SVG, and allowed across sites).
 */
async function expectPicturesLoadElsewhere(page: Page, html: string) {
  const reader = await page.context().newPage();
  try {
    await reader.setContent(html, { waitUntil: 'load' });
    const pictures = await reader.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        src: image.src,
        alt: image.alt,
        width: image.naturalWidth,
      })),
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture.src, 'a picture mail clients show').toMatch(/\.(png|jpe?g)(\?|$)/);
      expect(picture.alt, `${picture.src} has alt text`).not.toBe('');
      expect(picture.width, `${picture.src} loads in another site's page`).toBeGreaterThan(0);
    }
  } finally {
    await reader.close();
  }
}

// A first-time user's whole first card, as issue 10 measured it: make it, create the account on
// top of the studio without losing it, see where it stands, confirm the address, and it goes.
for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
  test(`a new user's first card, on a ${sizeName}: made, account created in place, sent once confirmed`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const account = newAccount('first-send');
    const recipientEmail = uniqueRecipient('Amara');
    await openWizard(page, 'create');
    await toggle(page, 'Send Yourself').click();
    await page.getByLabel('Sender name', { exact: true }).fill('Adaeze');
    await page.getByLabel('Sender email', { exact: true }).fill(account.email);
    await fillRecipient(page, 'Amara', recipientEmail);
    await fillStyle(page);
    await next(page);
    // The recipient's name carries over to the second step.
    await expect(page.getByLabel('Recipient name', { exact: true })).toHaveValue('Amara');
    await next(page);
    await expect(stepHeading(page, 'Media')).toBeVisible();
    // Scrolled down to the buttons, as a phone user is when they press Send Now.
    await page.getByRole('button', { name: 'Send Now' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Send Now' }).click();

    const signIn = page.getByRole('dialog', { name: 'Sign in to send your card' });
    await expect(signIn).toContainText('Your card is saved just as it is.');
    await signIn.getByRole('button', { name: 'Create an account' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create your account to send your card' });
    await expectNoSeriousAxeViolations(page, 'dialog[open]');
    await shoot(page, `first-send-signup-dialog-${sizeName}`);
    await signUp.getByLabel('First name').fill(account.first_name);
    await signUp.getByLabel('Last name').fill(account.last_name);
    await signUp.getByLabel('Email').fill(account.email);
    await signUp.getByLabel('Phone number').fill(account.phone);
    await signUp.getByLabel('Password', { exact: true }).fill(account.password);
    await signUp.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await signUp.getByRole('button', { name: 'Create account and send' }).click();

    // Signed in at once; the card is accepted and waits for the address to be confirmed. The
    // news is on screen, wherever the page had been scrolled to, and holds the focus.
    const ready = page.getByRole('heading', { level: 1, name: 'Your card is ready!' });
    // Sign-up and sign-in each hash the password at production cost (scrypt, 128 MiB), then the
    // card is created: on a busy two-core runner that can take longer than the usual 10 s.
    await expect(ready).toBeInViewport({ timeout: 30_000 });
    await expect(ready).toBeFocused();
    await expect(page.getByText(/It goes out as soon as you confirm your e-mail/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, `first-send-waiting-${sizeName}`);

    const verification = await waitForMail({ to: account.email, subject: /Verify your email/ });
    expect(await countMails(recipientEmail)).toBe(0);
    const link = verification.links.find((href) => href.includes('/verify-email?token=')) ?? '';
    await page.goto(inThisApp(link, baseURL));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is verified');

    // Confirmed: the card goes out on its own, once.
    const card = await waitForMail({ to: recipientEmail, subject: /^Adaeze sent you a card$/ });
    await expectPicturesLoadElsewhere(page, card.html);
    await page.goto('/dashboard');
    const row = page.getByTestId('sent-card').filter({ hasText: recipientEmail });
    await expect(row.getByTestId('card-status')).toHaveText('Delivered');
    expect(await countMails(recipientEmail)).toBe(1);
  });
}
