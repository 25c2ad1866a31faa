import { expect, expectNoSeriousAxeViolationsAtEverySize, test, VIEWPORTS } from './fixtures';

// The wheel's rules (blank names, 720–1079° over 3 s, reduced motion, Share and Copy in every
// case) are checked in apps/web/src/features/spinwin/spinwin-page.test.tsx.

const won = (name: string) => `${name}, you spun the wheel and won a surprise gift!`;

test.use({ viewport: VIEWPORTS.desktop, permissions: ['clipboard-read', 'clipboard-write'] });

test('/spinwin: the wheel spins for a name, the result copies to the clipboard, and it passes axe', async ({
  page,
}) => {
  await page.goto('/spinwin');
  await expect(page).toHaveTitle('Spin & Win · Greetly');
  await expect(page.getByRole('heading', { level: 1, name: 'Spin the Gift Wheel' })).toBeVisible();
  await expect(page.getByText('Coming Soon...', { exact: true })).toBeVisible();
  const wheel = page.getByTestId('gift-wheel');
  await expect(wheel).toHaveAttribute('data-rotation', '0');
  await expectNoSeriousAxeViolationsAtEverySize(page);

  await page.getByLabel('Your name').fill('Ada');
  await page.getByRole('button', { name: 'Enter →' }).click();
  await expect(page.getByTestId('spin-result')).toContainText(won('Ada'));
  expect(Number(await wheel.getAttribute('data-rotation'))).toBeGreaterThanOrEqual(720);
  await expectNoSeriousAxeViolationsAtEverySize(page);

  await page.getByRole('button', { name: 'Copy Result' }).click();
  await expect(page.getByRole('alertdialog').getByTestId('alert-message')).toHaveText(
    '✅ Result copied to clipboard!',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(won('Ada'));
});
