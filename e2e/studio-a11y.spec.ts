import { CARD_MESSAGES } from '@greetly/domain';
import { expect, expectNoSeriousAxeViolationsAtEverySize, test, VIEWPORTS } from './fixtures';
import {
  field,
  fillStyle,
  next,
  openWizard,
  passCreateDetails,
  passScheduleBasics,
  stepHeading,
} from './studio-helpers';

// Each state is checked at the desktop and the phone size in the same page load.
test.use({ viewport: VIEWPORTS.desktop });
test.describe.configure({ timeout: 120_000 });

test('every step of /create-card passes axe, with its messages and popups', async ({ page }) => {
  await openWizard(page, 'create');
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await next(page);
  await expect(
    page.getByRole('alertdialog', { name: CARD_MESSAGES.sendingOptionTitle }),
  ).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await page.getByRole('switch', { name: 'Send Anonymously' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Send anonymously?' })).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await passCreateDetails(page);
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await next(page);
  await expect(stepHeading(page, 'Media')).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(page);
});

test('every step of /schedule-card passes axe, with its messages and the time zone list', async ({
  page,
}) => {
  await openWizard(page, 'schedule');
  await next(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(field(page, 'Recipient name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolationsAtEverySize(page);
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('lon');
  await expect(page.getByRole('listbox', { name: 'Time zones' })).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await zone.press('Escape');

  await passScheduleBasics(page);
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await fillStyle(page);
  await next(page);
  await expect(stepHeading(page, 'More info')).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await next(page);
  await expect(stepHeading(page, 'Preview')).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(page);
});
