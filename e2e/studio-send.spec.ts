import { AUTH_MESSAGES } from '@greetly/domain';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';
import {
  field,
  fillStyle,
  next,
  openWizard,
  passScheduleBasics,
  sendYourself,
  stepHeading,
} from './studio-helpers';
import { PASSWORD, signInAsVerifiedSender, verifiedUser } from './support/accounts';
import { allowHttpErrors, newAccount, registerViaApi, signInViaApi } from './support/auth-e2e';
import { waitForMail } from './support/mail';

test.use({ viewport: VIEWPORTS.desktop });

const uniqueRecipient = (name: string) =>
  `${name.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A real 96×64 PNG, drawn by the browser. */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#f4b63f';
      context.fillRect(0, 0, 96, 64);
      context.fillStyle = '#c8334a';
      context.fillRect(24, 16, 48, 32);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

async function fillCreateDetails(page: Page, recipientEmail: string) {
  await sendYourself(page);
  await field(page, 'Recipient name').fill('Amara');
  await field(page, 'Recipient email').fill(recipientEmail);
  await fillStyle(page);
  await next(page);
  await expect(stepHeading(page, 'Details')).toBeVisible();
}

test('a guest makes a card with a photo, signs in on the way; the recipient opens it and replies', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sender = await verifiedUser(request, 'Tobi');
  const recipientEmail = uniqueRecipient('Amara');
  await openWizard(page, 'create');
  await fillCreateDetails(page, recipientEmail);

  await page.getByTestId('image-file-input').setInputFiles({
    name: 'us.png',
    mimeType: 'image/png',
    buffer: await photo(page),
  });
  const status = page.getByTestId('upload-status');
  // A guest cannot upload yet: the photo waits on this device.
  await expect(status).toHaveAttribute('data-status', 'waiting');
  await field(page, 'Sweet nickname').fill('Sunshine');
  await next(page);
  await expect(stepHeading(page, 'Media')).toBeVisible();

  await page.getByRole('button', { name: 'Send Now' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(AUTH_MESSAGES.signInRequired)).toBeVisible();
  await page.getByLabel('Email').fill(sender.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Back on the same draft, at the same step, with the photo: it uploads now.
  await expect(page).toHaveURL(/\/create-card$/);
  await expect(stepHeading(page, 'Media')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(status).toHaveAttribute('data-status', 'done');
  await expect(status).toHaveText('Photo saved');
  const draft = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('draft:create-card'))) ?? '{}',
  );
  expect(draft.media.image.url).toMatch(/^\/media\/[\w-]{22}$/);
  await next(page);

  await page.getByRole('button', { name: 'Send Now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your card is on its way!' }),
  ).toBeVisible();
  await expect(page.getByText(`We're delivering it to Amara at ${recipientEmail}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('draft:create-card'))).toBeNull();

  const mail = await waitForMail({ to: recipientEmail, subject: /^Tobi sent you a card$/ });
  const link = new URL(mail.links.find((each) => each.includes('/c/')) ?? '');
  await page.goto(link.pathname);
  await page.getByRole('button', { name: 'Tap on the Box' }).click();
  await expect(page.getByText(/1 out of \d/)).toBeVisible();
  const image = page.getByTestId('card-viewer').locator(`img[src^="${draft.media.image.url}?t="]`);
  await expect(image).toHaveCount(1);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(96);
  await page.getByLabel('Say thank you to Tobi').fill('You made my day, thank you!');
  await page.getByRole('button', { name: 'Send my thanks' }).click();
  await expect(page.getByText('Your thank-you is on its way')).toBeVisible();

  // The sender sees it opened, with the reply, in the dashboard.
  await page.goto('/dashboard');
  const row = page.getByTestId('sent-card').filter({ hasText: recipientEmail });
  await expect(row.getByTestId('card-status')).toHaveText('Opened');
  await expect(row).toContainText('Amara replied: “You made my day, thank you!”');
});

test('an unverified sender is asked to verify, and the card stays', async ({ page, request }) => {
  const account = newAccount('unverified', 'Kemi');
  await registerViaApi(request, account);
  await signInViaApi(page, request, account);
  await openWizard(page, 'create');
  await fillCreateDetails(page, uniqueRecipient('Amara'));
  await next(page);
  await page.getByRole('button', { name: 'Send Now' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Verify your email to send' });
  await expect(dialog).toContainText(account.email);
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(dialog.getByText(AUTH_MESSAGES.verificationSent)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(stepHeading(page, 'Media')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('draft:create-card'))).not.toBeNull();
});

test.describe('uploads that fail', () => {
  // The one offline moment below is provoked on purpose; Chromium logs it.
  test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

  test('a damaged photo is refused with the reason; a good one goes up (after a retry when offline) and survives a reload', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await signInAsVerifiedSender(page, request);
    await openWizard(page, 'create');
    await fillCreateDetails(page, uniqueRecipient('Amara'));
    const good = await photo(page);
    await page.getByTestId('image-file-input').setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: good.subarray(0, Math.floor(good.length / 2)),
    });
    const status = page.getByTestId('upload-status');
    await expect(status).toHaveAttribute('data-status', 'failed');
    await expect(status).toContainText('This image is damaged or incomplete.');
    // Sending it again would not help: the reason is the file itself.
    await expect(status.getByRole('button', { name: 'Try again' })).toHaveCount(0);

    // Offline for a moment: this one is worth trying again, and it goes up once back online.
    await page.route('**/api/media', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('image-file-input').setInputFiles({
      name: 'good.png',
      mimeType: 'image/png',
      buffer: good,
    });
    await expect(status).toHaveAttribute('data-status', 'failed');
    await expect(status).toContainText('Network error');
    await page.unroute('**/api/media');
    await status.getByRole('button', { name: 'Try again' }).click();
    await expect(status).toHaveAttribute('data-status', 'done');
    allowHttpErrors(consoleErrors, [415]);

    // A reload brings the uploaded photo back from the server.
    await page.reload();
    await expect(stepHeading(page, 'Details')).toBeVisible();
    await expect(status).toHaveAttribute('data-status', 'done');
    const preview = page.getByRole('img', { name: 'Preview of good.png' });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    expect(await preview.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(96);
  });
});

test.describe('scheduling with a voice note', () => {
  test.use({ permissions: ['microphone'], timezoneId: 'Europe/London' });

  test('the voice note uploads, the card is scheduled, and the dashboard reschedules and cancels it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAsVerifiedSender(page, request);
    await openWizard(page, 'schedule');
    await passScheduleBasics(page);
    await fillStyle(page);
    const recorder = page.getByTestId('voice-recorder');
    await recorder.getByRole('button', { name: 'Record' }).click();
    await expect(recorder.getByRole('timer')).toHaveText('00:02');
    await recorder.getByRole('button', { name: 'Stop' }).click();
    const status = page.getByTestId('upload-status');
    await expect(status).toHaveAttribute('data-status', 'done');
    await expect(status).toHaveText('Voice note saved');
    await next(page);
    await expect(stepHeading(page, 'More info')).toBeVisible();
    await next(page);
    await expect(stepHeading(page, 'Preview')).toBeVisible();

    await page.getByRole('button', { name: 'Schedule Now' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your card is scheduled!' }),
    ).toBeVisible();
    const year = new Date().getFullYear() + 1;
    await expect(page.getByText('It will reach Amara at amara@example.com')).toBeVisible();
    const moments = page.getByTestId('arrival-moments');
    await expect(moments).toContainText(`Arrives`);
    await expect(moments).toContainText(`14 Feb ${year}, 09:00 (Africa/Lagos)`);
    await expect(moments).toContainText(`On your clock`);
    await expect(moments).toContainText(`14 Feb ${year}, 08:00 (Europe/London)`);

    await page.getByRole('link', { name: 'See it in your dashboard' }).click();
    const row = page.getByTestId('sent-card').filter({ hasText: 'To Amara' });
    await expect(row.getByTestId('card-status')).toHaveText('Scheduled');
    await expect(row).toContainText(`14 Feb ${year}, 09:00 (Africa/Lagos)`);
    await expectNoSeriousAxeViolations(page);

    // Reschedule it an hour later.
    await row.getByRole('button', { name: 'Reschedule the card to Amara' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule the card to Amara' });
    await reschedule.getByLabel('Time', { exact: true }).fill('10:00');
    await reschedule.getByRole('button', { name: 'Save new time' }).click();
    await expect(reschedule).toBeHidden();
    await expect(row).toContainText(`14 Feb ${year}, 10:00 (Africa/Lagos)`);

    // Cancelling asks first; keeping it changes nothing.
    await row.getByRole('button', { name: 'Cancel the card to Amara' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this card?' });
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(row.getByTestId('card-status')).toHaveText('Scheduled');
    await row.getByRole('button', { name: 'Cancel the card to Amara' }).click();
    await confirm.getByRole('button', { name: 'Cancel card' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByTestId('card-status')).toHaveText('Cancelled');
    await expect(row.getByRole('button', { name: /Reschedule|Cancel the card/ })).toHaveCount(0);
  });
});
