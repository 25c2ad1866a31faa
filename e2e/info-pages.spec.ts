import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';

const INFO_PAGES = [
  { path: '/about', heading: 'About us' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/refund', heading: 'Refund Policy' },
  { path: '/get-started', heading: "Let's Get You Started" },
] as const;

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`info pages at ${viewportName} size`, () => {
    test.use({ viewport });

    for (const { path, heading } of INFO_PAGES) {
      test(`${path} shows its one heading and passes axe`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoSeriousAxeViolations(page);
      });
    }
  });
}

test.describe('legal pages', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('/terms lists the seven sections, the date and a support mailto', async ({ page }) => {
    await page.goto('/terms');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveCount(7);
    for (const name of [
      'Acceptance',
      'Updates',
      'Limitation of liability',
      'Prohibited use',
      'Account responsibility',
      'Orders and delivery',
      'Contact',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(name, 'i') }),
      ).toBeVisible();
    }
    await expect(page.getByText('Last updated: 22 November 2026')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'support@greetly.app' }).first(),
    ).toHaveAttribute('href', 'mailto:support@greetly.app');
  });

  test('a table-of-contents link jumps to its section', async ({ page }) => {
    await page.goto('/refund');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: /How to request a refund/ })
      .click();
    await expect(page).toHaveURL(/\/refund#how-to-request$/);
    await expect(page.getByRole('heading', { name: /How to request a refund/ })).toBeInViewport();
  });
});

test.describe('FAQ accordion', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('opens and closes by click', async ({ page }) => {
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'Can I record a voice note?' });
    const answer = page.getByRole('region', { name: 'Can I record a voice note?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('120 seconds');
    await expectNoSeriousAxeViolations(page);

    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  test('opens and closes by keyboard', async ({ page }) => {
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'Can I send a card anonymously?' });
    const answer = page.getByRole('region', { name: 'Can I send a card anonymously?' });
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  test('has real questions and a Contact Support mailto', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('main').getByRole('button', { expanded: false })).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:support@greetly.app',
    );
  });
});

test.describe('get started', () => {
  test.use({ viewport: VIEWPORTS.phone });

  const choices = [
    { name: 'Sign up as a Gifter', url: /\/signup$/ },
    { name: 'Sign up as a vendor', url: /\/vendorsignup$/ },
    { name: 'Sign in', url: /\/signin$/ },
  ];

  for (const choice of choices) {
    test(`'${choice.name}' goes to the right page`, async ({ page }) => {
      await page.goto('/get-started');
      await page.getByRole('link', { name: choice.name, exact: true }).click();
      await expect(page).toHaveURL(choice.url);
    });
  }

  test('lists each role’s perks and the sign-in line', async ({ page }) => {
    await page.goto('/get-started');
    for (const perk of [
      'Find unique gifts',
      'Browse gifts',
      'Easy checkouts',
      'Track orders',
      'Grow business',
    ]) {
      await expect(page.getByText(perk, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Already have an account?')).toBeVisible();
  });
});

test.describe('pricing', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('shows both plans, ₦800 and the four equivalents', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();
    await expect(page.getByText('₦800', { exact: true })).toBeVisible();
    const equivalents = page.getByRole('list', { name: 'Price in other currencies' });
    for (const label of ['$0.40', 'R7.20', '₺12.80', '₤12.50']) {
      await expect(equivalents.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: /After 4 marketplace purchases, 1 is free/ }),
    ).toBeVisible();
  });

  test('plan buttons lead to sign-up and card creation', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Create a card' }).click();
    await expect(page).toHaveURL(/\/create-template$/);
  });
});

test.describe('team carousel', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('moves with the buttons and the arrow keys, and wraps around', async ({ page }) => {
    await page.goto('/about');
    const carousel = page.getByRole('region', { name: 'Meet the team' });
    const member = (name: string) => carousel.getByRole('heading', { name });
    await expect(member('Adaeze Okafor')).toBeVisible();
    await expect(member('Ibrahim Musa')).toHaveCount(0);

    const next = carousel.getByRole('button', { name: 'Next team member' });
    const previous = carousel.getByRole('button', { name: 'Previous team member' });
    await next.click();
    await expect(carousel.getByText('Showing team members 2 to 4 of 6')).toBeAttached();
    await expect(member('Ibrahim Musa')).toBeVisible();
    await expect(member('Adaeze Okafor')).toHaveCount(0);

    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByText('Showing team members 3 to 5 of 6')).toBeAttached();
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByText('Showing team members 2 to 4 of 6')).toBeAttached();

    await previous.click();
    await expect(member('Adaeze Okafor')).toBeVisible();
    await previous.click();
    await expect(carousel.getByText('Showing team members 4 to 6 of 6')).toBeAttached();
    await expect(member('Kelechi Nwosu')).toBeVisible();
  });

  test('shows one card at a time on a phone', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/about');
    const carousel = page.getByRole('region', { name: 'Meet the team' });
    await expect(carousel.getByText('Showing team member 1 of 6')).toBeAttached();
    await carousel.getByRole('button', { name: 'Show Chiamaka Eze' }).click();
    await expect(carousel.getByRole('heading', { name: 'Chiamaka Eze' })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: 'Adaeze Okafor' })).toHaveCount(0);
  });
});
