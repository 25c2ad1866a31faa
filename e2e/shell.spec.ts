import { appStarted, expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';
import { holdRequests, layoutShiftTotal, observeLayoutShifts } from './support/page-load';

/**
 * The app's scripts: every script but the wizard pages' check for a draft to resume, which is
 * part of their HTML (it runs before the first paint).
 */
const APP_SCRIPTS = /\/assets\/(?!resume-check-)[^/]*\.js$/;

// The newsletter form's rules are checked in apps/web/src/components/layout/newsletter-form.test.tsx
// and the subscription itself in apps/server/test/newsletter.test.ts.

test.describe('the Get Started modal', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('offers User and Vendor, closes every way with focus back, keeps focus inside, and leads on', async ({
    page,
  }) => {
    await page.goto('/about');
    const getStarted = page.getByRole('button', { name: 'Get Started' });
    const dialog = page.getByRole('dialog', { name: 'Continue as' });
    const open = async () => {
      await getStarted.click();
      await expect(dialog).toBeVisible();
    };

    await open();
    await expect(dialog.getByRole('button', { name: /^User/ })).toContainText('heartfelt cards');
    await expect(dialog.getByRole('button', { name: /^Vendor/ })).toContainText('marketplace');
    await expectNoSeriousAxeViolations(page);

    await test.step('closes with the Close button, on Escape and on the backdrop', async () => {
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(getStarted).toBeFocused();
      await open();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(getStarted).toBeFocused();
      await open();
      await page.mouse.click(10, 10);
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/about$/);
    });

    await test.step('keeps keyboard focus inside while open', async () => {
      await open();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
        const onPage = await page.evaluate(() => document.activeElement !== document.body);
        // Focus is either inside the dialog or has left the document for the browser UI; never the page behind.
        expect(inside || !onPage).toBe(true);
      }
    });

    await test.step('User goes to /create-template, Vendor to /vendorsignup', async () => {
      await dialog.getByRole('button', { name: /^User/ }).click();
      await expect(page).toHaveURL(/\/create-template$/);
      await expect(dialog).toBeHidden();
      await open();
      await dialog.getByRole('button', { name: /^Vendor/ }).click();
      await expect(page).toHaveURL(/\/vendorsignup$/);
      await expect(dialog).toBeHidden();
    });
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('opens, lists the links, passes axe, closes on Escape, hands over to Get Started, and a link closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'About', 'Marketplace', 'Pricing', 'Spin & Win', 'Cart']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Get Started' }).click();
    await expect(menu).toBeHidden();
    const dialog = page.getByRole('dialog', { name: 'Continue as' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });

  test('opened while the page’s code is still on its way, it stays open when the page arrives', async ({
    page,
  }) => {
    // A slow phone: the sign-in page's own chunk arrives after the visitor has opened the menu.
    // (A prerendered page such as the home page shows the page itself until its code is here.)
    const release = await holdRequests(page, /\/assets\/signin-page-[^/]*\.js$/);
    await page.goto('/signin');
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test.describe('while a page’s code arrives', () => {
  test.use({ viewport: VIEWPORTS.phone });

  // A page taller than the screen and a short one (the empty cart).
  for (const [path, chunk] of [
    ['/signin', 'signin-page'],
    ['/cart', 'cart-page'],
  ] as const) {
    test(`nothing on screen moves when the page appears (${path})`, async ({ page }) => {
      await observeLayoutShifts(page);
      const release = await holdRequests(page, new RegExp(`/assets/${chunk}-[^/]*\\.js$`));
      await page.goto(path);
      // The frame is drawn (navigation bar and the page's placeholder) while its code is held.
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      release();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      // Lighthouse's "good" is under 0.1; the footer pushed down a phone's screen scored 0.42.
      expect(await layoutShiftTotal(page)).toBeLessThan(0.1);
    });
  }
});

test.describe('while a signed-in visitor’s account is checked', () => {
  test.use({ viewport: VIEWPORTS.phone, signedIn: true });

  test('nothing on screen moves when the dashboard appears', async ({ page }) => {
    await observeLayoutShifts(page);
    const release = await holdRequests(page, /\/api\/me$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Checking your account…');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(await layoutShiftTotal(page)).toBeLessThan(0.1);
  });
});

test('the navigation bar and the footer links go where they say', async ({ page }) => {
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
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await nav.getByRole('link', { name: 'Greetly home' }).click();
  await expect(page).toHaveURL(/\/$/);

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

test.describe('before the app’s code has arrived', () => {
  for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
    test(`the shell shows at once, then the page, with no warning (${sizeName})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      // Hold the app's scripts, as a slow phone connection would, until the shell is checked.
      const release = await holdRequests(page, /\/assets\/.*\.js$/);
      await page.goto('/signin', { waitUntil: 'commit' });
      await expect(page.getByText('Greetly', { exact: true })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading Greetly…');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBe(viewport.width);

      release();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
      expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    });
  }
});

test.describe('a public page rendered at build time', () => {
  for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
    test(`shows the page itself before any script, then works, with nothing moving (${sizeName})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await observeLayoutShifts(page);
      const release = await holdRequests(page, /\/assets\/.*\.js$/);
      await page.goto('/create-template', { waitUntil: 'commit' });
      // No script has run: the gallery is already there, as a guest sees it.
      await expect(
        page.getByRole('heading', { level: 1, name: 'Personalize Your Perfect Card' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
      const tiles = (region: string) =>
        page.getByRole('region', { name: region }).getByRole('button');
      await expect(tiles('All templates')).toHaveCount(68);
      await expect(page).toHaveTitle('Choose a template · Greetly');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);

      release();
      // Once the app has taken the page over (React's root is there; a tap during hydration is
      // replayed), the page answers: choosing a category filters the designs.
      await appStarted(page);
      await page.getByRole('button', { name: 'Birthday', exact: true }).click();
      await expect(page).toHaveURL(/\/create-template\?category=Birthday$/);
      await expect(tiles('Birthday')).toHaveCount(6);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.1);
    });
  }
});

test.describe('every public page rendered at build time', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('shows its own heading with every script held back', async ({ page }) => {
    const release = await holdRequests(page, APP_SCRIPTS);
    for (const [path, heading] of [
      ['/', /to the people you love/],
      ['/about', 'About us'],
      ['/pricing', 'Pricing'],
      ['/faq', 'Frequently asked questions'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/refund', 'Refund Policy'],
      ['/marketplace', /marketplace/i],
      ['/create-template', 'Personalize Your Perfect Card'],
      // A first visit to a wizard: the prompt to choose a design.
      ['/create-card', 'Personalize your card'],
      ['/schedule-card', 'Schedule your Card'],
    ] as const) {
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
    release();
  });
});

test.describe('a wizard page, prerendered as its prompt to choose a design', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('a visitor with a draft never sees the prompt: their wizard comes instead', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'draft:create-card',
        JSON.stringify({ templateId: 1, step: 0, values: { recipientName: 'Ada' } }),
      ),
    );
    const release = await holdRequests(page, APP_SCRIPTS);
    await page.goto('/create-card', { waitUntil: 'commit' });
    // The prerendered prompt is in the page, kept out of sight before the first paint.
    await expect(page.locator('[data-no-template-prompt]')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Choose a template' })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose a template' })).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-resuming-draft')),
    ).toBe(false);
  });

  test('a first visit gets the prompt at once, and it works', async ({ page }) => {
    const release = await holdRequests(page, APP_SCRIPTS);
    await page.goto('/schedule-card', { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: 'Choose a template' })).toBeVisible();
    release();
    await appStarted(page);
    await page.getByRole('link', { name: 'Choose a template' }).click();
    await expect(page).toHaveURL(/\/schedule-template$/);
  });
});

test.describe('moving between pages', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('a new page starts at its top; Back returns to the place left, and so does a reload', async ({
    page,
  }) => {
    await page.goto('/faq');
    const pricing = page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' });
    await pricing.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => Math.round(window.scrollY));
    expect(left).toBeGreaterThan(500);
    await pricing.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeAttached();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    // The place is noted as the page is left (pagehide), whatever the scroll events did.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400);
  });
});
