import { CARD_MESSAGES } from '@greetly/domain';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';
import {
  field,
  fillStyle,
  next,
  openWizard,
  passCreateDetails,
  passScheduleBasics,
  stepHeading,
} from './studio-helpers';

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility at ${size} size`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 120_000 });

    test('the template galleries', async ({ page }) => {
      await page.goto('/create-template');
      await expect(page.getByRole('link', { name: 'Birthday template 1' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.goto('/schedule-template');
      await page.getByRole('button', { name: 'Anniversary', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Anniversary template 1' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('every step of /create-card, with its messages and popups', async ({ page }) => {
      await openWizard(page, 'create');
      await expectNoSeriousAxeViolations(page);
      await next(page);
      await expect(
        page.getByRole('alertdialog', { name: CARD_MESSAGES.sendingOptionTitle }),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'OK' }).click();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('switch', { name: 'Send Anonymously' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Send anonymously?' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await passCreateDetails(page);
      await expectNoSeriousAxeViolations(page);
      await next(page);
      await expect(stepHeading(page, 'Media')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('every step of /schedule-card', async ({ page }) => {
      await openWizard(page, 'schedule');
      await next(page);
      await page.getByRole('button', { name: 'OK' }).click();
      await expect(field(page, 'Recipient name')).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousAxeViolations(page);
      const zone = page.getByRole('combobox', { name: 'Time zone' });
      await zone.fill('lon');
      await expect(page.getByRole('listbox', { name: 'Time zones' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await zone.press('Escape');

      await passScheduleBasics(page);
      await expectNoSeriousAxeViolations(page);
      await fillStyle(page);
      await next(page);
      await expect(stepHeading(page, 'More info')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await next(page);
      await expect(stepHeading(page, 'Preview')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
