import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';

/** Every page route of the spec plus the dashboards and the role screen, with its heading. */
const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /send/i },
  { path: '/about', heading: /about/i },
  { path: '/marketplace', heading: /marketplace/i },
  { path: '/pricing', heading: /pric/i },
  { path: '/get-started', heading: /Let's Get You Started/ },
  { path: '/spinwin', heading: /Spin the Gift Wheel/i },
  { path: '/signup', heading: /sign up|create your account/i },
  { path: '/signin', heading: /sign in/i },
  { path: '/vendorsignup', heading: /vendor/i },
  { path: '/create-template', heading: /Personalize Your Perfect Card/ },
  { path: '/schedule-template', heading: /schedule/i },
  { path: '/create-card', heading: /Personalize your card/ },
  { path: '/schedule-card', heading: /Schedule your Card/ },
  { path: '/terms', heading: /terms/i },
  { path: '/faq', heading: /question|faq/i },
  { path: '/privacy', heading: /privacy/i },
  { path: '/refund', heading: /refund/i },
  { path: '/cart', heading: /Your Cart/ },
  { path: '/checkout', heading: /checkout/i },
  { path: '/no-such-page', heading: /empty/i },
];

/** Pages that need an account send a guest to sign in. */
const GUARDED = ['/dashboard', '/vendorproceed', '/vendordashboard'];

test('pages that need an account send a guest to sign in', async ({ page }) => {
  for (const path of GUARDED) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/sign in/i);
  }
});

for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every page at ${sizeName} size`, () => {
    test.use({ viewport });
    for (const { path, heading } of PAGES) {
      test(`${path} loads with its heading and passes axe`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeAttached();
        await expectNoSeriousAxeViolations(page);
      });
    }
  });
}
