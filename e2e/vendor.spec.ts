import { AUTH_MESSAGES } from '@greetly/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';
import { newAccount, registerViaApi, shoot, signInViaApi } from './support/auth-e2e';

// Sign-up and sign-in hash passwords with scrypt on purpose, and journeys span several pages:
// give the server and the browser room on a busy machine.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: VIEWPORTS.desktop });

const PROFILE = {
  fullName: 'Sweet Crumbs Bakery',
  businessType: 'Bakery',
  businessDescription: 'Celebration cakes and cupcake boxes baked fresh every morning in Lagos.',
  countryCity: 'Nigeria, Lagos',
  deliveryCountries: 'Nigeria',
};

async function saveProfileViaApi(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.put('/api/vendor/profile', {
    data: PROFILE,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
}

async function fillBusiness(page: Page): Promise<void> {
  await page.getByLabel('Business name').fill(PROFILE.fullName);
  await page.getByLabel('Business type').fill(PROFILE.businessType);
  await page.getByLabel('Business description').fill(PROFILE.businessDescription);
  await page.getByLabel('Country and city of operation').fill(PROFILE.countryCity);
  await page.getByLabel('Delivery country').selectOption(PROFILE.deliveryCountries);
}

test('vendor sign-up, business information, then the vendor dashboard with an editable profile', async ({
  page,
}) => {
  const account = newAccount('vendor', 'Tunde');
  await page.goto('/vendorsignup');
  await page.getByRole('button', { name: 'Proceed' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Phone Number is required',
    AUTH_MESSAGES.passwordRequired,
    AUTH_MESSAGES.termsRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('First name').fill(account.first_name);
  await page.getByLabel('Last name').fill(account.last_name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill('short1');
  await expect(page.getByText(AUTH_MESSAGES.passwordRule)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL(/\/vendorproceed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Business Information');
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();
  for (const message of [
    'Business name is required',
    'Business type is required',
    'Description is required',
    'Country and city are required',
    'Please select a delivery country',
    AUTH_MESSAGES.termsRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Business name')).toBeFocused();
  await fillBusiness(page);
  await page.getByLabel('Business type').fill('Cakes 4 U');
  await expect(page.getByText('Business type should only contain letters')).toBeVisible();
  await page.getByLabel('Business type').fill(PROFILE.businessType);
  await page.getByLabel('Business description').fill('Tasty cakes');
  await expect(page.getByText('Description should be at least 20 characters')).toBeVisible();
  await page.getByLabel('Business description').fill(PROFILE.businessDescription);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();

  await expect(page).toHaveURL(/\/vendordashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor dashboard');
  const profile = page.getByRole('region', { name: 'Business profile' });
  await expect(profile).toContainText(PROFILE.fullName);
  await expect(profile).toContainText(PROFILE.businessDescription);

  await profile.getByRole('button', { name: 'Edit profile' }).click();
  const newDescription =
    'Celebration cakes, cupcake boxes and cookie hampers, delivered across Lagos.';
  await profile.getByLabel('Business description').fill(newDescription);
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your business profile is saved.');
  await expect(profile).toContainText(newDescription);
  await expect(profile.getByRole('button', { name: 'Edit profile' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Business profile' })).toContainText(
    newDescription,
  );
  await page.getByRole('button', { name: 'Account menu for Tunde' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Vendor dashboard' }),
  ).toBeVisible();
});

test('a gifter opening the vendor pages lands on their own dashboard', async ({
  page,
  request,
}) => {
  const account = newAccount('gifter-at-vendor', 'Ngozi');
  await registerViaApi(request, account);
  await signInViaApi(page, request, account);
  await page.goto('/vendordashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Ngozi');
  await page.goto('/vendorproceed');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a vendor without business information is sent to complete it', async ({ page, request }) => {
  const account = newAccount('vendor-no-profile', 'Kemi');
  await registerViaApi(request, account, 'vendor');
  await signInViaApi(page, request, account);
  await page.goto('/vendordashboard');
  await expect(page).toHaveURL(/\/vendorproceed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Business Information');
});

test('a guest opening /vendorproceed signs in first and comes back', async ({ page, request }) => {
  const account = newAccount('vendor-guest', 'Sade');
  await registerViaApi(request, account, 'vendor');
  await page.goto('/vendorproceed');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/vendorproceed$/);
});

for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`vendor pages at ${sizeName} size`, () => {
    test.use({ viewport });

    test('/vendorsignup passes axe', async ({ page }) => {
      await page.goto('/vendorsignup');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a vendor');
      await expectNoSeriousAxeViolations(page);
      await shoot(page, 'vendorsignup');
    });

    test('/vendorproceed passes axe, also with its messages shown', async ({ page, request }) => {
      const account = newAccount(`vendor-axe-${sizeName}`, 'Ife');
      await registerViaApi(request, account, 'vendor');
      await signInViaApi(page, request, account);
      await page.goto('/vendorproceed');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Business Information');
      await shoot(page, 'vendorproceed');
      // Checked with its messages shown: that state holds everything the empty form has.
      await page.getByRole('button', { name: 'Complete Sign Up' }).click();
      await expect(page.getByLabel('Business name')).toBeFocused();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, 'vendorproceed-errors');
    });

    test('/vendordashboard passes axe, also while editing', async ({ page, request }) => {
      const account = newAccount(`vendor-dash-${sizeName}`, 'Ife');
      await registerViaApi(request, account, 'vendor');
      await saveProfileViaApi(request, await signInViaApi(page, request, account));
      await page.goto('/vendordashboard');
      await expect(page.getByRole('region', { name: 'Business profile' })).toContainText(
        PROFILE.fullName,
      );
      await expectNoSeriousAxeViolations(page);
      await shoot(page, 'vendordashboard');
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, 'vendordashboard-edit');
    });
  });
}
