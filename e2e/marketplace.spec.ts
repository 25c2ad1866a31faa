import { expect, expectNoSeriousAxeViolationsAtEverySize, test, VIEWPORTS } from './fixtures';

// Searching, the category and stock filters, clearing them and Add to Cart are checked in
// apps/web/src/features/marketplace/marketplace-page.test.tsx.

test.use({ viewport: VIEWPORTS.desktop });

test('/marketplace shows the sample gifts, filters to nothing, and passes axe in both states', async ({
  page,
}) => {
  // axe walks ~850 nodes here, at two sizes; on a busy machine that takes a while.
  test.slow();
  await page.goto('/marketplace');
  await expect(page).toHaveTitle('Marketplace · Greetly');
  const cards = page.getByTestId('product-grid').getByRole('listitem');
  await expect(cards).toHaveCount(16);
  await expectNoSeriousAxeViolationsAtEverySize(page);

  await page.getByRole('searchbox', { name: 'Search gifts' }).fill('nothing like this');
  await expect(
    page.getByRole('heading', { name: 'No gifts match “nothing like this”' }),
  ).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expectNoSeriousAxeViolationsAtEverySize(page);
});
