import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';

const SPIN_MS = 3000;
const won = (name: string) => `${name}, you spun the wheel and won a surprise gift!`;

const wheel = (page: Page) => page.getByTestId('gift-wheel');
const nameInput = (page: Page) => page.getByLabel('Your name');
const result = (page: Page) => page.getByTestId('spin-result');
const alertMessage = (page: Page) => page.getByRole('alertdialog').getByTestId('alert-message');

async function rotationOf(page: Page): Promise<number> {
  return Number(await wheel(page).getAttribute('data-rotation'));
}

async function spinAs(page: Page, name: string): Promise<void> {
  await nameInput(page).fill(name);
  await page.getByRole('button', { name: 'Enter →' }).click();
  await expect(result(page)).toContainText(won(name.trim()));
}

async function closeAlert(page: Page): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

test.describe('/spinwin', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test.beforeEach(async ({ page }) => {
    await page.goto('/spinwin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Spin the Gift Wheel' }),
    ).toBeVisible();
  });

  test('shows the banner over the wheel and the name form', async ({ page }) => {
    await expect(page).toHaveTitle('Spin & Win · Greetly');
    await expect(page.getByText('Coming Soon...', { exact: true })).toBeVisible();
    await expect(wheel(page)).toHaveAttribute('data-rotation', '0');
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Result' })).toBeVisible();
  });

  test('a blank or whitespace-only name does nothing', async ({ page }) => {
    await page.getByRole('button', { name: 'Enter →' }).click();
    await nameInput(page).fill('   ');
    await nameInput(page).press('Enter');
    await expect(wheel(page)).toHaveAttribute('data-rotation', '0');
    await expect(result(page)).not.toContainText('won a surprise gift');
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });

  test('a name spins the wheel 720–1079° over 3 s, then shows the result', async ({ page }) => {
    // The clock stands still until the test moves it, so the 3 s spin can be checked exactly.
    await page.clock.install();
    await page.reload();
    await page.clock.pauseAt(Date.now() + 1000);
    await nameInput(page).fill('  Ada  ');
    await page.getByRole('button', { name: 'Enter →' }).click();

    await expect(nameInput(page)).toHaveValue('');
    const first = await rotationOf(page);
    expect(first).toBeGreaterThanOrEqual(720);
    expect(first).toBeLessThanOrEqual(1079);
    await expect(wheel(page)).toHaveCSS('transition-duration', '3s');
    await expect(result(page)).not.toContainText('won a surprise gift');

    await page.clock.runFor(SPIN_MS);
    await expect(result(page)).toContainText(won('Ada'));

    // A second spin, by the keyboard, adds to the current angle.
    await nameInput(page).fill('Bola');
    await nameInput(page).press('Enter');
    await expect(nameInput(page)).toHaveValue('');
    const added = (await rotationOf(page)) - first;
    expect(added).toBeGreaterThanOrEqual(720);
    expect(added).toBeLessThanOrEqual(1079);
    await page.clock.runFor(SPIN_MS);
    await expect(result(page)).toContainText(won('Bola'));
  });

  test('with reduced motion the wheel jumps without the long spin', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await nameInput(page).fill('Chidi');
    await nameInput(page).press('Enter');
    await expect(result(page)).toContainText(won('Chidi'));
    expect(await rotationOf(page)).toBeGreaterThanOrEqual(720);
    await expect(wheel(page)).not.toHaveCSS('transition-duration', '3s');
  });

  test('Copy and Share before a spin ask to spin first', async ({ page }) => {
    await page.getByRole('button', { name: 'Copy Result' }).click();
    await expect(alertMessage(page)).toHaveText('Spin the wheel first!');
    await closeAlert(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(alertMessage(page)).toHaveText('Spin the wheel first!');
    await closeAlert(page);
  });
});

test.describe('/spinwin Copy Result', () => {
  test.use({ viewport: VIEWPORTS.desktop, permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the result to the clipboard', async ({ page }) => {
    await page.goto('/spinwin');
    await spinAs(page, 'Ada');
    await page.getByRole('button', { name: 'Copy Result' }).click();
    await expect(alertMessage(page)).toHaveText('✅ Result copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(won('Ada'));
  });

  test('says so when the copy fails', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied'));
    });
    await page.goto('/spinwin');
    await spinAs(page, 'Ada');
    await page.getByRole('button', { name: 'Copy Result' }).click();
    await expect(alertMessage(page)).toHaveText('❌ Failed to copy');
  });
});

test.describe('/spinwin Share', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('without native share it says sharing is not supported', async ({ page }) => {
    await page.addInitScript(() => {
      // Headless Chromium may or may not offer Web Share; take it away to be sure.
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await page.goto('/spinwin');
    await spinAs(page, 'Ada');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(alertMessage(page)).toHaveText('Sharing is not supported on this browser.');
  });

  test('with native share it shares the title, result and page address', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Navigator.prototype.share = async (data?: ShareData) => {
        if (data) shared.push(data);
      };
    });
    await page.goto('/spinwin');
    await spinAs(page, 'Ada');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: 'My Spin Result', text: won('Ada'), url: page.url() }]);
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });

  test('cancelling the share sheet shows nothing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { shareCalls: 0 });
      Navigator.prototype.share = async () => {
        (window as unknown as { shareCalls: number }).shareCalls += 1;
        throw new DOMException('Share canceled', 'AbortError');
      };
    });
    await page.goto('/spinwin');
    await spinAs(page, 'Ada');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: number }).shareCalls))
      .toBe(1);
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`/spinwin has no serious axe violations on ${name}`, async ({ page }) => {
    test.slow(); // two axe runs take a while on a busy machine
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/spinwin');
    await expect(wheel(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await spinAs(page, 'Ada');
    await expectNoSeriousAxeViolations(page);
  });
}
