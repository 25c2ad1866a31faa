import {
  expect,
  expectNoSeriousAxeViolations,
  expectNoSeriousAxeViolationsAtEverySize,
  test,
  VIEWPORTS,
} from './fixtures';
import { chooseTemplate } from './studio-helpers';
import { shoot } from './support/auth-e2e';

// The wizards' rules (every message of every step, anonymity, the word counter, the live card,
// Back, reloads, the time zone box, the schedule moment, Send Now as a guest or unverified) are
// checked with Testing Library in apps/web/src/features/studio/create-card-page.test.tsx and
// schedule-card-page.test.tsx; their axe passes are in studio-a11y.spec.ts, and sending and
// scheduling for real in studio-send.spec.ts.

test.use({ viewport: VIEWPORTS.desktop });

test('/create-template filters by category and by search, previews large, and passes axe in every state', async ({
  page,
}) => {
  // Four axe passes, two of them over all 68 cards: on a busy two-core runner, over a minute.
  test.setTimeout(120_000);
  await page.goto('/create-template');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Personalize Your Perfect Card' }),
  ).toBeVisible();
  const filters = page.getByRole('group', { name: 'Template categories' }).getByRole('button');
  await expect(filters).toHaveCount(14);
  await expect(filters.first()).toHaveText('All');
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');
  const tiles = (region: string) => page.getByRole('region', { name: region }).getByRole('button');
  await expect(tiles('All templates')).toHaveCount(68);
  // The first row is on screen at once and loads with the page; the rest wait until they near it.
  await expect(tiles('All templates').first().locator('img')).toHaveAttribute('loading', 'eager');
  await expect(tiles('All templates').nth(4).locator('img')).toHaveAttribute('loading', 'lazy');
  await expectNoSeriousAxeViolationsAtEverySize(page);

  await test.step('search finds a design by what it shows, and says when nothing matches', async () => {
    const search = page.getByRole('searchbox', { name: 'Search templates' });
    await search.fill('swans');
    await expect(page.getByText('1 template matches “swans”')).toBeVisible();
    await expect(tiles('All templates')).toHaveCount(1);
    await expect(
      page.getByRole('button', { name: 'Anniversary template 3: Swans on the lake' }),
    ).toBeVisible();
    await search.fill('zebra');
    await expect(page.getByText('No templates match “zebra”.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect(tiles('All templates')).toHaveCount(68);
  });

  await page.getByRole('button', { name: 'Birthday', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Birthday', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/create-template\?category=Birthday$/);
  await expect(tiles('Birthday')).toHaveCount(6);
  for (let n = 1; n <= 6; n++) {
    await expect(page.getByRole('button', { name: `Birthday template ${n}:` })).toBeVisible();
  }

  await test.step('a tile opens a larger preview; Next and the arrow keys look through the rest', async () => {
    const tile = page.getByRole('button', { name: 'Birthday template 1: Balloon bouquet' });
    const tileHeight = (await tile.locator('img').boundingBox())?.height ?? 0;
    await tile.click();
    const preview = page.getByRole('dialog', { name: 'Balloon bouquet' });
    const picture = preview.getByRole('img', { name: 'Birthday template 1: Happy Birthday' });
    await expect(picture).toBeVisible();
    // Larger than the tile by half again, once the dialog has finished opening.
    await expect
      .poll(async () => (await picture.boundingBox())?.height ?? 0)
      .toBeGreaterThan(tileHeight * 1.5);
    await expect(preview.getByText('1 of 6')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Use this template' })).toBeFocused();
    await expectNoSeriousAxeViolations(page, 'dialog[open]');
    await shoot(page, 'gallery-preview');
    await preview.getByRole('button', { name: 'Next template' }).click();
    await expect(page.getByRole('dialog', { name: 'Layered cake with candles' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Confetti burst' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Starry night cupcake' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('a template chosen on /create-template opens /create-card, and Back returns to the same results', async ({
  page,
}) => {
  await page.goto('/create-template?category=Birthday');
  const tiles = (region: string) => page.getByRole('region', { name: region }).getByRole('button');
  await expect(tiles('Birthday')).toHaveCount(6);
  await chooseTemplate(page, 'Birthday template 3');
  await expect(page).toHaveURL(/\/create-card$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Personalize your card' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Birthday template 3' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3 · Details')).toBeVisible();

  // Back returns to the same results (a history step inside the app, no page load).
  await page.goBack({ waitUntil: 'commit' });
  await expect(tiles('Birthday')).toHaveCount(6);
});

test('/schedule-template on a phone: the category row stays in reach while the grid scrolls, and the preview fits the screen', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/schedule-template');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a Card' })).toBeVisible();
  await shoot(page, 'gallery');
  const categories = page.getByRole('group', { name: 'Template categories' });
  await page.mouse.wheel(0, 2400);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Schedule a Card' }),
  ).not.toBeInViewport();
  await expect(categories).toBeInViewport();
  expect((await categories.boundingBox())?.y).toBeLessThan(100);

  // Choosing a category from far down the page starts at its first row.
  await categories.getByRole('button', { name: 'Christmas', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Christmas' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Christmas' }).getByRole('button')).toHaveCount(5);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Christmas template 2:' }).click();
  const preview = page.getByRole('dialog', { name: 'Hanging baubles' });
  await expect(preview.getByRole('img')).toBeInViewport({ ratio: 1 });
  await expect(preview.getByRole('link', { name: 'Use this template' })).toBeInViewport({
    ratio: 1,
  });
  await expectNoSeriousAxeViolations(page, 'dialog[open]');
  await shoot(page, 'gallery-preview');
  await preview.getByRole('link', { name: 'Use this template' }).click();
  await expect(page).toHaveURL(/\/schedule-card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule your Card' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Christmas template 2' })).toBeVisible();
});
