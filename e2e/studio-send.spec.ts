import { NOT_AN_IMAGE_MESSAGE } from '@greetly/domain';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';
import {
  field,
  fillRecipient,
  fillStyle,
  GOOD_MESSAGE,
  next,
  openWizard,
  passScheduleBasics,
  sendYourself,
  stepHeading,
} from './studio-helpers';
import { uniqueRecipient } from './support/accounts';
import { waitForMail } from './support/mail';

// An unverified sender's prompt is checked in apps/web/src/features/studio/create-card-page.test.tsx
// and the server's refusal in apps/server/test/cards.test.ts.

test.use({ viewport: VIEWPORTS.desktop });

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
  sender: senderAccount,
}) => {
  test.setTimeout(120_000);
  const sender = await senderAccount();
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
  // Signing in happens on top of the studio: the card stays on screen behind the dialog.
  const signIn = page.getByRole('dialog', { name: 'Sign in to send your card' });
  await expect(signIn).toBeVisible();
  await expect(stepHeading(page, 'Media')).toBeAttached();
  await expect(page).toHaveURL(/\/create-card\?step=3$/);
  await signIn.getByLabel('Email').fill(sender.email);
  await signIn.getByLabel('Password', { exact: true }).fill(sender.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();

  // Once in, the photo uploads and the card goes; the news is on screen and holds the focus.
  const sentHeading = page.getByRole('heading', { level: 1, name: 'Your card is on its way!' });
  await expect(sentHeading).toBeInViewport();
  await expect(sentHeading).toBeFocused();
  await expect(page.getByText(`We're delivering it to Amara at ${recipientEmail}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('draft:create-card'))).toBeNull();

  const mail = await waitForMail({ to: recipientEmail, subject: /^Tobi sent you a card$/ });
  const link = new URL(mail.links.find((each) => each.includes('/c/')) ?? '');
  await page.goto(link.pathname);
  await page.getByRole('button', { name: 'Tap on the Box' }).click();
  await expect(page.getByText(/1 out of \d/)).toBeVisible();
  const image = page.getByTestId('card-viewer').locator('img[src^="/media/"][src*="?t="]');
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

test.describe('uploads that fail', () => {
  // The one offline moment below is provoked on purpose; Chromium logs it.
  test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/], signedIn: true });

  test('a damaged photo is refused with the reason; a good one goes up (after a retry when offline) and survives a reload', async ({
    page,
  }) => {
    await openWizard(page, 'create');
    await fillCreateDetails(page, uniqueRecipient('Amara'));
    const good = await photo(page);
    await page.getByTestId('image-file-input').setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: good.subarray(0, Math.floor(good.length / 2)),
    });
    // Half a picture is refused before it leaves a broken preview: no photo, no upload.
    await expect(page.getByRole('alert')).toHaveText(NOT_AN_IMAGE_MESSAGE);
    await expect(page.getByTestId('image-drop-zone').getByRole('img')).toHaveCount(0);
    const status = page.getByTestId('upload-status');
    await expect(status).toHaveCount(0);

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
  test.use({ permissions: ['microphone'], timezoneId: 'Europe/London', signedIn: true });

  test('the voice note uploads, the card is scheduled, and the dashboard reschedules and cancels it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The worker's sender has other cards to other Amaras: this one has its own address.
    const recipientEmail = uniqueRecipient('Amara');
    await openWizard(page, 'schedule');
    await sendYourself(page);
    await fillRecipient(page, 'Amara', recipientEmail);
    await passScheduleBasics(page, { filled: true });
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
    await expect(page.getByText(`It will reach Amara at ${recipientEmail}`)).toBeVisible();
    const moments = page.getByTestId('arrival-moments');
    await expect(moments).toContainText(`Arrives`);
    await expect(moments).toContainText(`14 Feb ${year}, 09:00 WAT`);
    await expect(moments).toContainText(`On your clock`);
    await expect(moments).toContainText(`14 Feb ${year}, 08:00 GMT`);

    await page.getByRole('link', { name: 'See it in your dashboard' }).click();
    const row = page.getByTestId('sent-card').filter({ hasText: recipientEmail });
    await expect(row.getByTestId('card-status')).toHaveText('Scheduled');
    // On the sender's own clock, with the time where it arrives.
    await expect(row).toContainText(`14 Feb ${year}, 08:00 GMT (09:00 WAT in Lagos)`);
    await expectNoSeriousAxeViolations(page);

    // Reschedule it an hour later.
    await row.getByRole('button', { name: 'Reschedule the card to Amara' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule the card to Amara' });
    await reschedule.getByLabel('Time', { exact: true }).fill('10:00');
    await reschedule.getByRole('button', { name: 'Save new time' }).click();
    await expect(reschedule).toBeHidden();
    await expect(row).toContainText(`14 Feb ${year}, 09:00 GMT (10:00 WAT in Lagos)`);
    // Only the moment changed: the message (which the list does not carry) and the voice note stay.
    const saved = await page.evaluate(async (to) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('token')}` };
      const list = await (await fetch('/api/cards', { headers })).json();
      const listed = list.cards.find(
        (card: { recipientEmail: string }) => card.recipientEmail === to,
      );
      return (await (await fetch(`/api/cards/${listed.id}`, { headers })).json()).card;
    }, recipientEmail);
    expect(saved).toMatchObject({ message: GOOD_MESSAGE, voiceNoteId: expect.any(String) });

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
