import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';

const ALL_PRODUCTS = 16;
const IN_STOCK = 11;
const OUT_OF_STOCK = 5;
const CATEGORIES = [
  'All Gifts',
  'Cakes & Pastries',
  'Bouquets',
  'Jewelry',
  'Lip Gloss',
  'Foods',
  'Perfumes',
  'Gift Packs',
];

const cards = (page: Page) => page.getByTestId('product-grid').getByRole('listitem');
const cardTitles = (page: Page) =>
  page.getByTestId('product-grid').getByRole('heading', { level: 3 });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search gifts' });
const categoryPill = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Gift categories' }).getByRole('button', { name, exact: true });
const stockPill = (page: Page, name: 'In Stock' | 'Out of Stock') =>
  page.getByRole('group', { name: 'Availability' }).getByRole('button', { name, exact: true });
const resultCount = (page: Page) => page.getByTestId('product-count');

test.describe('/marketplace', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  // Sixteen illustrated cards are re-rendered by each filter; give a loaded machine some room.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  });

  test('shows the teaser: banner, categories, stock filter and the sample gifts', async ({
    page,
  }) => {
    await expect(page).toHaveTitle('Marketplace · Greetly');
    await expect(page.getByText('Coming soon...', { exact: true })).toBeVisible();
    for (const category of CATEGORIES) await expect(categoryPill(page, category)).toBeVisible();
    await expect(categoryPill(page, 'All Gifts')).toHaveAttribute('aria-pressed', 'true');
    await expect(stockPill(page, 'In Stock')).toHaveAttribute('aria-pressed', 'false');
    await expect(stockPill(page, 'Out of Stock')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(ALL_PRODUCTS);

    const cake = cards(page).filter({ hasText: 'Red Velvet Celebration Cake' });
    await expect(cake).toContainText('Cakes & Pastries');
    await expect(cake).toContainText('₦8,500');
    await expect(cake.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('search narrows the cards as you type and on Search', async ({ page }) => {
    await search(page).fill('rose');
    await expect(cardTitles(page)).toHaveText([
      'Blush Rose Bouquet',
      'Teddy & Chocolates Love Pack',
    ]);
    await search(page).fill('CUPCAKES');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(cardTitles(page)).toHaveText(['Chocolate Truffle Cupcakes (6)']);
    await expect(resultCount(page)).toHaveText(`Showing 1 of ${ALL_PRODUCTS} gifts`);
  });

  test('category buttons filter and mark the active one', async ({ page }) => {
    await categoryPill(page, 'Perfumes').click();
    await expect(categoryPill(page, 'Perfumes')).toHaveAttribute('aria-pressed', 'true');
    await expect(categoryPill(page, 'All Gifts')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page)).toContainText(['Perfumes', 'Perfumes']);

    await categoryPill(page, 'All Gifts').click();
    await expect(cards(page)).toHaveCount(ALL_PRODUCTS);
  });

  test('the stock filter shows one kind, and pressing it again shows all', async ({ page }) => {
    await stockPill(page, 'In Stock').click();
    await expect(stockPill(page, 'In Stock')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(IN_STOCK);
    await expect(cards(page).getByRole('button', { name: 'Out of Stock' })).toHaveCount(0);

    await stockPill(page, 'Out of Stock').click();
    await expect(stockPill(page, 'In Stock')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(OUT_OF_STOCK);
    await expect(
      cards(page).getByRole('button', { name: 'Out of Stock', disabled: true }),
    ).toHaveCount(OUT_OF_STOCK);
    await expect(cards(page).getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

    await stockPill(page, 'Out of Stock').click();
    await expect(stockPill(page, 'Out of Stock')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(ALL_PRODUCTS);
  });

  test('filters combine; no match offers to clear, and clearing restores everything', async ({
    page,
  }) => {
    await categoryPill(page, 'Bouquets').click();
    await stockPill(page, 'In Stock').click();
    await expect(cardTitles(page)).toHaveText(['Blush Rose Bouquet']);

    await search(page).fill('sunflower');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No gifts match “sunflower”' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();

    await expect(cards(page)).toHaveCount(ALL_PRODUCTS);
    await expect(search(page)).toHaveValue('');
    await expect(categoryPill(page, 'All Gifts')).toHaveAttribute('aria-pressed', 'true');
    await expect(stockPill(page, 'In Stock')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  });

  test('Add to Cart says the marketplace is coming soon', async ({ page }) => {
    await cards(page)
      .filter({ hasText: 'Blush Rose Bouquet' })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByTestId('alert-message')).toHaveText(
      "The marketplace is coming soon. We'll let you know when gifts can be ordered.",
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`/marketplace has no serious axe violations on ${name}`, async ({ page }) => {
    test.setTimeout(180_000); // axe walks ~850 nodes here; on a busy CI machine that takes a while
    await page.setViewportSize(viewport);
    await page.goto('/marketplace');
    await expect(cards(page)).toHaveCount(ALL_PRODUCTS);
    await expectNoSeriousAxeViolations(page);
  });
}

test('/marketplace empty state has no serious axe violations', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/marketplace');
  await search(page).fill('nothing like this');
  await expect(page.getByText('No gifts match', { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
