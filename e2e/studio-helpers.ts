import { expect, type Locator, type Page } from '@playwright/test';

export type Wizard = 'create' | 'schedule';

export const WIZARD_TITLES: Record<Wizard, string> = {
  create: 'Personalize your card',
  schedule: 'Schedule your Card',
};

/** A message of `count` distinct words. */
export function words(count: number, stem = 'word'): string {
  return Array.from({ length: count }, (_, index) => `${stem}${index + 1}`).join(' ');
}

export const GOOD_MESSAGE = words(30, 'love');

/** Chooses a template in the gallery on screen: its tile, then 'Use this template' in the preview. */
export async function chooseTemplate(page: Page, template: string) {
  await page.getByRole('button', { name: `${template}:` }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Use this template' }).click();
}

/** Opens a wizard the way a visitor does: through its template gallery. */
export async function openWizard(page: Page, wizard: Wizard, template = 'Birthday template 1') {
  await page.goto(`/${wizard}-template`);
  await chooseTemplate(page, template);
  await expect(page.getByRole('heading', { level: 1, name: WIZARD_TITLES[wizard] })).toBeVisible();
}

export const field = (page: Page, label: string): Locator =>
  page.getByLabel(label, { exact: true });
export const toggle = (page: Page, name: 'Send Anonymously' | 'Send Yourself'): Locator =>
  page.getByRole('switch', { name });
export const stepHeading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 2, name, exact: true });
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Radio tiles hide the real input (sr-only); a visitor clicks the tile, which is its label. */
export async function choose(page: Page, name: string) {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
}

export async function sendYourself(page: Page, name = 'Tobi', email = 'tobi@example.com') {
  await toggle(page, 'Send Yourself').click();
  await field(page, 'Sender name').fill(name);
  await field(page, 'Sender email').fill(email);
}

export async function fillRecipient(page: Page, name = 'Amara', email = 'amara@example.com') {
  await field(page, 'Recipient name').fill(name);
  await field(page, 'Recipient email').fill(email);
}

/** Font, effect and a message long enough to pass. */
export async function fillStyle(page: Page) {
  await choose(page, 'Dancing Script');
  await choose(page, 'Confetti');
  await field(page, 'Message').fill(GOOD_MESSAGE);
}

/** Step 1 of /create-card, valid, then Next. */
export async function passCreateDetails(page: Page) {
  await sendYourself(page);
  await fillRecipient(page);
  await fillStyle(page);
  await next(page);
  await expect(stepHeading(page, 'Details')).toBeVisible();
}

/**
 * Step 1 of /schedule-card, valid (a date a year ahead), then Next; `filled` when the sender
 * and the recipient are in already.
 */
export async function passScheduleBasics(page: Page, { filled = false } = {}) {
  if (!filled) {
    await sendYourself(page);
    await fillRecipient(page);
  }
  await page.getByRole('combobox', { name: 'Time zone' }).fill('Africa/Lagos');
  await field(page, 'Date').fill(`${new Date().getFullYear() + 1}-02-14`);
  await field(page, 'Time').fill('09:00');
  await next(page);
  await expect(stepHeading(page, 'Media')).toBeVisible();
}

/** Presses Tab until `target` has focus, as a keyboard user would (fails after `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}
