import type { Page } from '@playwright/test';
import {
  expect as baseExpect,
  expectNoSeriousAxeViolationsAtEverySize,
  test,
  VIEWPORTS,
} from './fixtures';
import {
  fillRecipient,
  fillStyle,
  next,
  openWizard,
  sendYourself,
  stepHeading,
} from './studio-helpers';
import { uniqueRecipient, verifiedAccount } from './support/accounts';
import { shoot, storeToken } from './support/auth-e2e';
import { waitForMail } from './support/mail';
import { ageAccount } from './support/plans';

// The rule (trial day, the week's card, ₦800, credits) is tested in
// packages/domain/test/card-price.test.ts, the server's pricing, payments applied once and
// refunds in apps/server/test/plans*.test.ts, and each state of the studio, the card page and the
// dashboard in apps/web/src/features/{studio,sent-cards,dashboard}/*.test.tsx. This is the
// journey a person makes, with the real provider stand-in and the real mail.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: VIEWPORTS.desktop });

/** A screenshot at both sizes (E2E_SHOTS=1), back at the desktop size after. */
async function shootBoth(page: Page, name: string) {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await shoot(page, `plans-${name}`);
  }
}

/** A card to `recipientEmail` through the send-now wizard, up to its last step. */
async function cardToLastStep(page: Page, recipientEmail: string) {
  await openWizard(page, 'create');
  await sendYourself(page);
  await fillRecipient(page, 'Amara', recipientEmail);
  await fillStyle(page);
  await next(page);
  await expect(stepHeading(page, 'Details')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Media')).toBeVisible();
}

test('past the first day, the week’s card is free; a second costs ₦800, is paid in the provider and arrives', async ({
  page,
  request,
  baseURL,
}) => {
  const sender = await verifiedAccount(request, 'Tobi');
  await storeToken(page, sender.token);

  // A new account's first day: every card is free.
  const firstRecipient = uniqueRecipient('Amara');
  await cardToLastStep(page, firstRecipient);
  const price = page.getByTestId('card-price');
  await expect(price).toContainText('Free — your first day');
  await expect(price).toContainText('Every card and every feature is free until');
  await expect(page.getByRole('button', { name: 'Send Now' })).toBeEnabled();
  await shootBoth(page, 'last-step-trial');

  // Two days later, the week's free card.
  await ageAccount(baseURL, sender.email, 2);
  await page.reload();
  await expect(price).toContainText('Free — your card this week');
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shootBoth(page, 'last-step-free');
  await page.getByRole('button', { name: 'Send Now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your card is on its way!' }),
  ).toBeVisible();
  await waitForMail({ to: firstRecipient, subject: /^Tobi sent you a card$/ });

  // A second card the same week: ₦800, why, how it could be free, and what the button does.
  const recipientEmail = uniqueRecipient('Amara');
  await cardToLastStep(page, recipientEmail);
  await expect(price).toContainText('₦800');
  await expect(price).toContainText('Your free card this week is used');
  await expect(price).toContainText(/Wait until .* to send it free\./);
  const pay = page.getByRole('button', { name: 'Pay ₦800 and send' });
  await expect(pay).toBeEnabled();
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shootBoth(page, 'last-step-800');
  await pay.click();

  // The test provider's page, then back to the card's own page, which checks the payment.
  await expect(page.getByRole('heading', { name: 'Test payment — no money moves' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/cards\/[^/?]+$/);
  const paid = page.getByRole('heading', { level: 2, name: 'Paid — your card is on its way' });
  await expect(paid).toBeVisible();
  await expect(paid).toBeFocused();
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shootBoth(page, 'card-paid');

  // The card reaches its recipient.
  await waitForMail({ to: recipientEmail, subject: /^Tobi sent you a card$/ });

  // The dashboard lists the payment, and the credits with the pack on offer.
  await page.goto('/dashboard');
  const payment = page.getByTestId('payment-row').first();
  await expect(payment).toContainText('₦800');
  await expect(payment).toContainText('Paid');
  await expect(payment).toContainText(/Reference CP-/);
  const credits = page.getByTestId('card-credits');
  await expect(credits.getByTestId('credit-balance')).toHaveText('0 credits');
  await expect(credits).toContainText('5 cards for the price of 4 — ₦3,200');
  await expect(credits.getByRole('button', { name: 'Buy 5 credits' })).toBeEnabled();
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await page.getByTestId('payments').scrollIntoViewIfNeeded();
  await shootBoth(page, 'dashboard');
});
