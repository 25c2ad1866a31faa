import { expect, expectNoSeriousAxeViolationsAtEverySize, test, VIEWPORTS } from './fixtures';

// The wizards' rules (every message of every step, anonymity, the word counter, the live card,
// Back, reloads, the time zone box, the schedule moment, Send Now as a guest or unverified) are
// checked with Testing Library in apps/web/src/features/studio/create-card-page.test.tsx and
// schedule-card-page.test.tsx; their axe passes are in studio-a11y.spec.ts, and sending and
// scheduling for real in studio-send.spec.ts.

test.use({ viewport: VIEWPORTS.desktop });

test('/create-template filters by category, passes axe and hands the template to /create-card', async ({
  page,
}) => {
  await page.goto('/create-template');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Personalize Your Perfect Card' }),
  ).toBeVisible();
  const filters = page.getByRole('group', { name: 'Template categories' }).getByRole('button');
  await expect(filters).toHaveCount(14);
  await expect(filters.first()).toHaveText('All');
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');
  const grid = page.getByRole('region', { name: 'All templates' }).getByRole('link');
  await expect(grid).toHaveCount(68);
  await expect(grid.first().getByRole('img')).toHaveAttribute('loading', 'lazy');
  await expectNoSeriousAxeViolationsAtEverySize(page);

  await page.getByRole('button', { name: 'Birthday', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Birthday', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'false');
  const birthday = page.getByRole('region', { name: 'Birthday' }).getByRole('link');
  await expect(birthday).toHaveCount(6);
  for (let n = 1; n <= 6; n++) {
    await expect(page.getByRole('img', { name: `Birthday template ${n}` })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Birthday template 3' }).click();
  await expect(page).toHaveURL(/\/create-card$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Personalize your card' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Birthday template 3' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3 · Details')).toBeVisible();
});

test('/schedule-template, filtered, passes axe and leads to /schedule-card with the chosen template', async ({
  page,
}) => {
  await page.goto('/schedule-template');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a Card' })).toBeVisible();
  await page.getByRole('button', { name: 'Anniversary', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Anniversary template 1' })).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(page);

  await page.getByRole('button', { name: 'Christmas', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Christmas' }).getByRole('link')).toHaveCount(5);
  await page.getByRole('link', { name: 'Christmas template 2' }).click();
  await expect(page).toHaveURL(/\/schedule-card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule your Card' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Christmas template 2' })).toBeVisible();
});
