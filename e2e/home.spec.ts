import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';

/** Every text the typed hero part shows, in order, as a word is typed and deleted letter by letter. */
function typingSequence(word: string): string[] {
  const typing = Array.from({ length: word.length }, (_, index) => word.slice(0, index + 1));
  return [...typing, ...typing.slice(0, -1).reverse()];
}

/** Records each distinct text of the typed hero part, so no state is missed however busy the machine is. */
async function recordHeroTexts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { heroTexts: seen });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="hero-typed"]')?.textContent;
      if (text != null && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

function heroTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { heroTexts: string[] }).heroTexts);
}

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

test.describe('home page', () => {
  test('the hero types, pauses on and deletes each word in turn under a stable heading', async ({
    page,
  }) => {
    // A full cycle of real typing takes about eight seconds; the recorder misses no step of it.
    test.setTimeout(60_000);
    await recordHeroTexts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Send love, cards and gifts to the people you love',
    );

    const expected = [
      '',
      ...typingSequence('Send love'),
      '',
      ...typingSequence('Send Cards'),
      '',
      ...typingSequence('Send Gifts'),
      '',
      'S',
    ];
    await expect
      .poll(async () => (await heroTexts(page)).length, { timeout: 45_000 })
      .toBeGreaterThanOrEqual(expected.length);
    expect((await heroTexts(page)).slice(0, expected.length)).toEqual(expected);
  });

  test('with reduced motion the hero switches whole words', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const typed = page.getByTestId('hero-typed');
    await expect(typed).toHaveText('Send love');
    await page.clock.runFor(2000);
    await expect(typed).toHaveText('Send Cards');
    await page.clock.runFor(2000);
    await expect(typed).toHaveText('Send Gifts');
  });

  test('the hero, marketplace and referral links lead to their pages', async ({ page }) => {
    const links = [
      ['Create Your Card', '/create-template'],
      ['Schedule A Card', '/schedule-template'],
      ['Explore the marketplace', '/marketplace'],
      ['Refer Now', '/create-template'],
    ] as const;
    await page.goto('/');
    for (const [name, path] of links) {
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.goBack();
      await expect(page.getByTestId('hero-typed')).toBeAttached();
    }
  });

  test('the real-time demo opens the box, shows the card and resets on close', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the demo' }).click();
    const dialog = page.getByRole('dialog', { name: "You've got a card!" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('demo-card')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Tap the box' }).click();
    const card = dialog.getByTestId('demo-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText('Amara');
    await expect(card.getByTestId('card-viewer')).toBeFocused();
    await expect(card.getByText('1 out of 2')).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Open the demo' }).click();
    await expect(dialog.getByRole('button', { name: 'Tap the box' })).toBeVisible();
    await expect(dialog.getByTestId('demo-card')).toHaveCount(0);
  });

  test('has no serious accessibility violations on a phone', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('has no serious accessibility violations on a desktop', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the open demo has no serious accessibility violations', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the demo' }).click();
    const dialog = page.getByRole('dialog', { name: "You've got a card!" });
    await expect(dialog).toBeVisible();
    await settleAnimations(dialog);
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole('button', { name: 'Tap the box' }).click();
    await expect(dialog.getByTestId('demo-card')).toBeVisible();
    await settleAnimations(dialog);
    await expectNoSeriousAxeViolations(page);
  });
});
