import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect as baseExpect,
  expectNoSeriousAxeViolationsAtEverySize,
  test,
  VIEWPORTS,
} from './fixtures';
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

// The two forms' messages and rules, and where the route guards send gifters, guests and
// vendors without a profile, are checked in apps/web/src/features/vendor-dashboard/vendor-forms.test.tsx
// and apps/web/src/features/session/route-guards.test.tsx.

test('vendor sign-up, business information, then the vendor dashboard with an editable profile', async ({
  page,
}) => {
  const account = newAccount('vendor', 'Tunde');
  await page.goto('/vendorsignup');
  await page.getByLabel('First name').fill(account.first_name);
  await page.getByLabel('Last name').fill(account.last_name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL(/\/vendorproceed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Business Information');
  await fillBusiness(page);
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

test('/vendorsignup passes axe at both sizes', async ({ page }) => {
  await page.goto('/vendorsignup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a vendor');
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shoot(page, 'vendorsignup');
});

test('/vendorproceed (with its messages shown) and /vendordashboard (also while editing) pass axe at both sizes', async ({
  page,
  request,
}) => {
  const account = newAccount('vendor-axe', 'Ife');
  await registerViaApi(request, account, 'vendor');
  const token = await signInViaApi(page, request, account);

  await page.goto('/vendorproceed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Business Information');
  await shoot(page, 'vendorproceed');
  // Checked with its messages shown: that state holds everything the empty form has.
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();
  await expect(page.getByLabel('Business name')).toBeFocused();
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shoot(page, 'vendorproceed-errors');

  await saveProfileViaApi(request, token);
  await page.goto('/vendordashboard');
  await expect(page.getByRole('region', { name: 'Business profile' })).toContainText(
    PROFILE.fullName,
  );
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shoot(page, 'vendordashboard');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Business name')).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shoot(page, 'vendordashboard-edit');
});
