import { expect, expectNoSeriousAxeViolationsAtEverySize, test, VIEWPORTS } from './fixtures';

/** Every page route of the spec, with its one heading. */
const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /send/i },
  { path: '/about', heading: /^About us$/ },
  { path: '/marketplace', heading: /marketplace/i },
  { path: '/pricing', heading: /^Pricing$/ },
  { path: '/get-started', heading: /^Let's Get You Started$/ },
  { path: '/spinwin', heading: /Spin the Gift Wheel/i },
  { path: '/signup', heading: /sign up|create your account/i },
  { path: '/signin', heading: /sign in/i },
  { path: '/vendorsignup', heading: /vendor/i },
  { path: '/create-template', heading: /Personalize Your Perfect Card/ },
  { path: '/schedule-template', heading: /schedule/i },
  { path: '/create-card', heading: /Personalize your card/ },
  { path: '/schedule-card', heading: /Schedule your Card/ },
  { path: '/terms', heading: /^Terms of Service$/ },
  { path: '/faq', heading: /^Frequently asked questions$/ },
  { path: '/privacy', heading: /^Privacy Policy$/ },
  { path: '/refund', heading: /^Refund Policy$/ },
  { path: '/cart', heading: /Your Cart/ },
  { path: '/checkout', heading: /checkout/i },
  { path: '/no-such-page', heading: /empty/i },
];

/**
 * Pages whose axe check lives with their own journey, in a richer state than a bare visit:
 * home.spec.ts (with the demo open), marketplace.spec.ts (also filtered to nothing),
 * spinwin.spec.ts (also after a spin), auth.spec.ts (with the form's messages),
 * vendor.spec.ts, studio.spec.ts (the galleries, filtered).
 */
const CHECKED_ELSEWHERE = new Set([
  '/',
  '/marketplace',
  '/spinwin',
  '/signup',
  '/signin',
  '/vendorsignup',
  '/create-template',
  '/schedule-template',
]);

/** Pages that need an account send a guest to sign in. */
const GUARDED = ['/dashboard', '/vendorproceed', '/vendordashboard'];

test.use({ viewport: VIEWPORTS.desktop });

for (const { path, heading } of PAGES) {
  const axe = !CHECKED_ELSEWHERE.has(path);
  test(`${path} loads with its one heading, the navigation bar and the footer${axe ? ', and passes axe at both sizes' : ''}`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    if (!axe) return;
    if (path === '/faq') {
      // An open answer shows everything the closed list does, and the answer too.
      const question = page.getByRole('button', { name: 'Can I record a voice note?' });
      await question.click();
      await expect(page.getByRole('region', { name: 'Can I record a voice note?' })).toBeVisible();
    }
    await expectNoSeriousAxeViolationsAtEverySize(page);
  });
}

test('pages that need an account send a guest to sign in', async ({ page }) => {
  for (const path of GUARDED) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/signin$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/sign in/i);
    });
  }
});
