import { CARD_MESSAGES, formatInZone, NAMED_TIME_ZONES, scheduleInstant } from '@greetly/domain';
import { expect, test, VIEWPORTS } from './fixtures';
import {
  back,
  errorOf,
  field,
  fillRecipient,
  fillStyle,
  next,
  openWizard,
  passScheduleBasics,
  sendYourself,
  stepHeading,
  toggle,
} from './studio-helpers';
import { signInAsVerifiedSender } from './support/accounts';

test.use({ viewport: VIEWPORTS.desktop, timezoneId: 'Europe/London' });

const zone = (page: import('@playwright/test').Page) =>
  page.getByRole('combobox', { name: 'Time zone' });
const nextYear = new Date().getFullYear() + 1;

test.beforeEach(async ({ page }) => openWizard(page, 'schedule'));

test('Next on an empty first step: the popup and every message, with the two-space variant', async ({
  page,
}) => {
  await expect(page.getByText('Step 1 of 4 · Basic information')).toBeVisible();
  await zone(page).fill('');
  await zone(page).press('Escape');
  await next(page);
  const popup = page.getByRole('alertdialog', { name: CARD_MESSAGES.sendingOptionTitle });
  await expect(popup).toContainText(CARD_MESSAGES.sendingOptionText);
  await popup.getByRole('button', { name: 'OK' }).click();

  // Word for word, with the spec's two spaces.
  expect(await errorOf(field(page, 'Recipient name'))).toBe('Recipient name  is required');
  expect(await errorOf(field(page, 'Recipient email'))).toBe('Recipient email is required');
  expect(await errorOf(zone(page))).toBe(CARD_MESSAGES.timezoneRequired);
  expect(await errorOf(field(page, 'Date'))).toBe(CARD_MESSAGES.dateRequired);
  expect(await errorOf(field(page, 'Time'))).toBe(CARD_MESSAGES.timeRequired);

  await sendYourself(page, '', '');
  await next(page);
  await expect(popup).toBeHidden();
  expect(await errorOf(field(page, 'Sender name'))).toBe('Sender name is required');
  expect(await errorOf(field(page, 'Sender email'))).toBe('Sender email is required');
  await field(page, 'Recipient email').fill('amara@');
  expect(await errorOf(field(page, 'Recipient email'))).toBe('Enter a valid email');
  await zone(page).fill('Mars/Olympus_Mons');
  expect(await errorOf(zone(page))).toBe(CARD_MESSAGES.timezoneRequired);
});

test('the time zone starts at the browser zone, lists the named four first and is searchable', async ({
  page,
}) => {
  await expect(zone(page)).toHaveValue('Europe/London');
  await zone(page).click();
  const options = page.getByRole('listbox', { name: 'Time zones' }).getByRole('option');
  expect((await options.allTextContents()).slice(0, 4).map((text) => text.split('GMT')[0])).toEqual(
    [...NAMED_TIME_ZONES],
  );
  expect(await options.count()).toBeGreaterThan(300);

  await zone(page).fill('new york');
  await expect(options).toHaveText([/^America\/New_York/]);
  await zone(page).press('Enter');
  await expect(zone(page)).toHaveValue('America/New_York');
  await expect(zone(page)).toHaveAttribute('aria-expanded', 'false');

  await zone(page).fill('lagos');
  await zone(page).press('ArrowDown');
  await zone(page).press('Enter');
  await expect(zone(page)).toHaveValue('Africa/Lagos');
});

test('the chosen moment is shown on the sender’s clock too; a past one is refused', async ({
  page,
}) => {
  await sendYourself(page);
  await fillRecipient(page);
  await zone(page).fill('Africa/Lagos');
  await field(page, 'Date').fill(`${nextYear}-02-14`);
  await field(page, 'Time').fill('10:00');
  const instant = scheduleInstant({
    date: `${nextYear}-02-14`,
    time: '10:00',
    timezone: 'Africa/Lagos',
  });
  await expect(page.getByText(/^That is .* for you\.$/)).toHaveText(
    `That is ${formatInZone(instant, 'Europe/London')} for you.`,
  );

  await field(page, 'Date').fill('2020-01-01');
  await next(page);
  expect(await errorOf(field(page, 'Time'))).toBe('Choose a date and time in the future.');
  await expect(stepHeading(page, 'Basic information')).toBeVisible();
  // A new date settles the time's message at once.
  await field(page, 'Date').fill(`${nextYear}-02-14`);
  await expect(field(page, 'Time')).not.toHaveAttribute('aria-invalid', 'true');
});

test('every step checks itself, Back walks down, and Schedule Now schedules', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await expect(page.getByRole('button', { name: 'Back to templates' })).toBeVisible();
  await passScheduleBasics(page);

  await next(page);
  await expect(page.getByText('Please select an effect')).toBeVisible();
  expect(await errorOf(field(page, 'Message'))).toBe('Message is required');
  await expect(field(page, 'Music link')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record' })).toBeVisible();
  await fillStyle(page);
  await next(page);

  await expect(stepHeading(page, 'More info')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Browse Files' })).toBeVisible();
  await field(page, 'Sweet nickname').fill('Sunshine');
  await back(page);
  await expect(stepHeading(page, 'Media')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Confetti' })).toBeChecked();
  await next(page);
  await expect(field(page, 'Sweet nickname')).toHaveValue('Sunshine');
  await next(page);

  await expect(stepHeading(page, 'Preview')).toBeVisible();
  await expect(page.getByTestId('card-mock')).toContainText('~ Tobi');
  await page.getByRole('button', { name: 'Live Preview' }).click();
  const preview = page.getByTestId('live-preview');
  await expect(preview.getByRole('heading', { name: 'Live Preview' })).toBeVisible();
  await preview.getByRole('button', { name: 'Close preview' }).click();

  // Signing in here and coming back keeps the whole draft.
  await signInAsVerifiedSender(page, request);
  await page.goto('/schedule-card');
  await expect(stepHeading(page, 'Preview')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule Now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your card is scheduled!' }),
  ).toBeVisible();
  await expect(page.getByTestId('arrival-moments')).toContainText(
    `14 Feb ${nextYear}, 09:00 (Africa/Lagos)`,
  );
  expect(await page.evaluate(() => localStorage.getItem('draft:schedule-card'))).toBeNull();
});

test('a reload keeps the step and the values', async ({ page }) => {
  await passScheduleBasics(page);
  await fillStyle(page);
  await page.reload();
  await expect(stepHeading(page, 'Media')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Dancing Script' })).toBeChecked();
  await expect(page.getByText('30 / 60 words')).toBeVisible();
  await back(page);
  await expect(zone(page)).toHaveValue('Africa/Lagos');
  await expect(field(page, 'Time')).toHaveValue('09:00');
  await expect(toggle(page, 'Send Yourself')).toHaveAttribute('aria-checked', 'true');
});
