import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';

test.describe('Get Started modal', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  const open = async (page: import('@playwright/test').Page) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Continue as' });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test('offers User and Vendor with their texts and passes axe', async ({ page }) => {
    const dialog = await open(page);
    await expect(dialog.getByRole('button', { name: /^User/ })).toContainText('heartfelt cards');
    await expect(dialog.getByRole('button', { name: /^Vendor/ })).toContainText('marketplace');
    await expectNoSeriousAxeViolations(page);
  });

  test('User goes to /create-template and closes the modal', async ({ page }) => {
    const dialog = await open(page);
    await dialog.getByRole('button', { name: /^User/ }).click();
    await expect(page).toHaveURL(/\/create-template$/);
    await expect(dialog).toBeHidden();
  });

  test('Vendor goes to /vendorsignup and closes the modal', async ({ page }) => {
    const dialog = await open(page);
    await dialog.getByRole('button', { name: /^Vendor/ }).click();
    await expect(page).toHaveURL(/\/vendorsignup$/);
    await expect(dialog).toBeHidden();
  });

  test('closes with the Close button and gives focus back', async ({ page }) => {
    const dialog = await open(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('closes on Escape and gives focus back', async ({ page }) => {
    const dialog = await open(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeFocused();
  });

  test('closes on a click on the backdrop', async ({ page }) => {
    const dialog = await open(page);
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    const dialog = await open(page);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      const onPage = await page.evaluate(() => document.activeElement !== document.body);
      // Focus is either inside the dialog or has left the document for the browser UI; never the page behind.
      expect(inside || !onPage).toBe(true);
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('opens, lists the links, and a link closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'About', 'Marketplace', 'Pricing', 'Spin & Win', 'Cart']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoSeriousAxeViolations(page);
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });

  test('Get Started closes the menu and opens the modal', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Get Started' }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Continue as' })).toBeVisible();
  });

  test('closes on Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test.describe('navigation bar and footer', () => {
  test('the bar links go where they say', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['About', '/about'],
      ['Marketplace', '/marketplace'],
      ['Pricing', '/pricing'],
      ['Spin & Win', '/spinwin'],
      ['Cart', '/cart'],
      ['Home', '/'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
    }
    await nav.getByRole('link', { name: 'Greetly home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer links reach the legal pages, FAQ and support', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      /^mailto:support@/,
    );
    for (const [name, path] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Refund Policy', '/refund'],
      ['Help Center', '/faq'],
      ['FAQs', '/faq'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('the newsletter subscribes for real and refuses a bad address', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByLabel('Get sweet ideas in your inbox');
    await input.fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Please enter a valid email address');

    const address = `reader-${Date.now()}@example.com`;
    await input.fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(
      'Thanks for subscribing! Look out for our next letter.',
    );
    await expect(input).toHaveValue('');
    const again = await page.request.post('/api/newsletter', { data: { email: address } });
    expect(again.status()).toBe(200);
  });
});
