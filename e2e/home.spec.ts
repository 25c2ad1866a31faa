import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousAxeViolationsAtEverySize, test, VIEWPORTS } from './fixtures';

// The hero's typing (and its reduced-motion variant) is checked with a fake clock in
// apps/web/src/features/home/hero-section.test.tsx.

/** Waits until the finite animations inside `scope` (pop-ins, fades) are over, for stable axe colours. */
async function settleAnimations(scope: Locator) {
  await scope.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter(
          (animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished),
    ),
  );
}

test.use({ viewport: VIEWPORTS.desktop });

test('the home page leads on, its demo opens the box and resets, and it passes axe', async ({
  page,
}) => {
  // Six axe passes over the longest page: more than a minute on a busy two-core machine.
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
    'Send love, cards and gifts to the people you love',
  );
  for (const [name, path] of [
    ['Create Your Card', '/create-template'],
    ['Schedule A Card', '/schedule-template'],
    ['Explore the marketplace', '/marketplace'],
  ] as const) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  // 'Refer Now' opens the referral dialog (e2e/referral.spec.ts follows it).
  await expect(page.getByRole('button', { name: 'Refer Now' })).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(page);

  await page.getByRole('button', { name: 'Open the demo' }).click();
  const dialog = page.getByRole('dialog', { name: "You've got a card!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('demo-card')).toHaveCount(0);
  await settleAnimations(dialog);
  await expectNoSeriousAxeViolationsAtEverySize(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Tap the box' }).click();
  const card = dialog.getByTestId('demo-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Amara');
  await expect(card.getByTestId('card-viewer')).toBeFocused();
  await expect(card.getByText('1 out of 2')).toBeVisible();
  await settleAnimations(dialog);
  await expectNoSeriousAxeViolationsAtEverySize(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open the demo' })).toBeFocused();
  await page.getByRole('button', { name: 'Open the demo' }).click();
  await expect(dialog.getByRole('button', { name: 'Tap the box' })).toBeVisible();
  await expect(dialog.getByTestId('demo-card')).toHaveCount(0);

  // The links really lead somewhere: one of them, followed.
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Explore the marketplace' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
});
