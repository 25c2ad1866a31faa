import { AUTH_MESSAGES } from '@greetly/domain';
import type { Page } from '@playwright/test';
import {
  expect as baseExpect,
  expectNoSeriousAxeViolations,
  expectNoSeriousAxeViolationsAtEverySize,
  test,
  VIEWPORTS,
} from './fixtures';
import {
  allowHttpErrors,
  inThisApp,
  newAccount,
  registerViaApi,
  shoot,
  signInViaApi,
  type TestAccount,
} from './support/auth-e2e';
import { countMails, waitForMail } from './support/mail';

// Sign-up and sign-in hash passwords with scrypt on purpose, and journeys span several pages:
// give the server and the browser room on a busy machine.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: VIEWPORTS.desktop });

async function fillSignin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function fillSignup(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel('First name').fill(account.first_name);
  await page.getByLabel('Last name').fill(account.last_name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
}

test('sign up and be signed in, verify the e-mail, stay signed in after a reload, sign out and in', async ({
  page,
  baseURL,
}) => {
  const account = newAccount('journey');
  await page.goto('/signup');
  await fillSignup(page, account);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(AUTH_MESSAGES.signupSuccess);
  await alert.getByRole('button', { name: 'OK' }).click();
  // Signed in with the new account at once: no second form with empty fields.
  await expect(page).toHaveURL(/\/$/);
  const menuButton = page.getByRole('button', { name: 'Account menu for Adaeze' });
  await expect(menuButton).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeHidden();

  const mail = await waitForMail({ to: account.email, subject: /Verify your email/ });
  const link = mail.links.find((href) => href.includes('/verify-email?token='));
  expect(link, 'the verification link').toBeDefined();
  await page.goto(inThisApp(link as string, baseURL));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is verified');
  await expect(page.getByRole('main').getByRole('status')).toContainText(AUTH_MESSAGES.verified);

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Adaeze');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Please verify your email address' })).toHaveCount(
    0,
  );

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Adaeze');
  await expect(page.getByText(account.email).first()).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
  await fillSignin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Adaeze');
});

test('a guest opening /dashboard signs in and comes back to it; the banner resends the link', async ({
  page,
  request,
}) => {
  const account = newAccount('guard', 'Chidi');
  await registerViaApi(request, account);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(AUTH_MESSAGES.signInRequired);
  await fillSignin(page, account.email, account.password);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Chidi');
  await expect(page.getByText('Not verified yet')).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(
    page.getByRole('region', { name: 'Please verify your email' }).getByRole('status'),
  ).toHaveText(AUTH_MESSAGES.verificationSent);
  await expect.poll(() => countMails(account.email)).toBe(2);
});

test('forgot password: the e-mailed link resets it; the old one is refused, the new one works', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const account = newAccount('reset', 'Bisi');
  await registerViaApi(request, account);
  const newPassword = 'Marigold#2027';

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(AUTH_MESSAGES.forgotSent);

  const mail = await waitForMail({ to: account.email, subject: /Reset your/ });
  const link = inThisApp(
    mail.links.find((href) => href.includes('/reset-password?token=')) as string,
    baseURL,
  );
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password changed');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(AUTH_MESSAGES.resetDone);

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await fillSignin(page, account.email, account.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    AUTH_MESSAGES.invalidCredentials,
  );
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu for Bisi' })).toBeVisible();

  // The link works once: a second use says so and offers a new one.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Hibiscus#2029');
  await page.getByLabel('Confirm new password').fill('Hibiscus#2029');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link was already used');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(AUTH_MESSAGES.tokenUsed);
  await expect(page.getByRole('link', { name: 'Get a new reset link' })).toBeVisible();
  allowHttpErrors(consoleErrors, [401, 409]);
});

const GUEST_PAGES: { path: string; name: string; submit?: string }[] = [
  { path: '/signup', name: 'signup', submit: 'Sign up' },
  { path: '/signin', name: 'signin', submit: 'Sign In' },
  { path: '/forgot-password', name: 'forgot-password', submit: 'Send reset link' },
  { path: '/reset-password?token=abc', name: 'reset-password', submit: 'Save new password' },
  { path: '/reset-password', name: 'reset-password-no-token' },
  { path: '/verify-email?token=abc', name: 'verify-email-invalid' },
];

for (const { path, name, submit } of GUEST_PAGES) {
  test(`${path} passes axe at both sizes${submit ? ', with its messages shown' : ''}`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Waits for the page's own request (the verification) to settle.
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await shoot(page, name);
    if (submit) {
      // Checked with its messages shown: that state holds everything the empty form has.
      await page.getByRole('button', { name: submit, exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
      await shoot(page, `${name}-errors`);
    }
    await expectNoSeriousAxeViolationsAtEverySize(page);
    if (path.startsWith('/verify-email')) {
      // A broken verification link says so and leads a guest to sign in.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        AUTH_MESSAGES.tokenInvalid,
      );
      await page.getByRole('link', { name: 'Sign in' }).last().click();
      await expect(page).toHaveURL(/\/signin$/);
    }
    allowHttpErrors(consoleErrors, [400]);
  });
}

test('the dashboard and the signed-in menus pass axe at both sizes; each menu signs out', async ({
  page,
  request,
}) => {
  const account = newAccount('axe', 'Folake');
  await registerViaApi(request, account);
  const navigation = page.getByRole('banner');

  await test.step('desktop: the account menu', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInViaApi(page, request, account);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Folake');
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'dashboard');
    await page.getByRole('button', { name: 'Account menu for Folake' }).click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await page.getByRole('button', { name: 'Account menu for Folake' }).click();
    await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(navigation.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'menu');
    await navigation.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  });

  await test.step('phone: the mobile menu', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await signInViaApi(page, request, account);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Folake');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(navigation.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await navigation.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  });
});
