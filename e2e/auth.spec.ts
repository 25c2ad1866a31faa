import { AUTH_MESSAGES } from '@greetly/domain';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';
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

test('sign up, verify the e-mail, sign in, stay signed in after a reload, sign out', async ({
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
  await expect(page).toHaveURL(/\/signin$/);

  const mail = await waitForMail({ to: account.email, subject: /Verify your email/ });
  const link = mail.links.find((href) => href.includes('/verify-email?token='));
  expect(link, 'the verification link').toBeDefined();
  await page.goto(inThisApp(link as string, baseURL));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is verified');
  await expect(page.getByRole('main').getByRole('status')).toContainText(AUTH_MESSAGES.verified);

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await fillSignin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);

  const menuButton = page.getByRole('button', { name: 'Account menu for Adaeze' });
  await expect(menuButton).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeHidden();
  await menuButton.click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
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
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    AUTH_MESSAGES.verificationSent,
  );
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
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
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
  await page.getByLabel('Confirm new password').fill('Marigold#2028');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await expect(page.getByText('The two passwords do not match')).toBeHidden();
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

test('the sign-up form shows the spec messages, focuses the first and re-checks on change', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
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
  const firstName = page.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('First name is required');

  await firstName.fill('A');
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await firstName.fill('Ada');
  await expect(page.getByText('Name must be at least 2 characters')).toBeHidden();
  await expect(firstName).not.toHaveAttribute('aria-invalid');

  await page.getByLabel('Email').fill('ada@nowhere');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Phone number').fill('1');
  await expect(page.getByText('Number must be at least 2 characters')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('short');
  await expect(page.getByText(AUTH_MESSAGES.passwordRule)).toBeVisible();

  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Terms of Service' }),
  ).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Sign up as a vendor' })).toHaveAttribute(
    'href',
    '/vendorsignup',
  );
});

test('sign-up with a taken address answers like a new one, and its owner gets an e-mail', async ({
  page,
  request,
}) => {
  const account = newAccount('taken');
  await registerViaApi(request, account);
  await page.goto('/signup');
  await fillSignup(page, { ...account, first_name: 'Someone', password: 'Another#Garden2031' });
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  // The page cannot tell who has an account: the same success as for a new address.
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(AUTH_MESSAGES.signupSuccess);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const notice = await waitForMail({
    to: account.email,
    subject: /already have a Greetly account/,
  });
  expect(notice.links.some((href) => href.endsWith('/forgot-password'))).toBe(true);
});

test('the sign-in form shows the spec messages', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.passwordRequired)).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
});

test('a broken verification link says so and leads a guest to sign in', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(AUTH_MESSAGES.tokenInvalid);
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/signin$/);
  allowHttpErrors(consoleErrors, [400]);
});

test('the dashboard changes the password and refuses a wrong current one', async ({
  page,
  request,
  consoleErrors,
}) => {
  const account = newAccount('change', 'Emeka');
  await registerViaApi(request, account);
  await signInViaApi(page, request, account);
  await page.goto('/dashboard');
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Wrong#Password1');
  await form.getByLabel('New password').fill('Jasmine#Harbour2030');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(AUTH_MESSAGES.wrongCurrentPassword)).toBeVisible();
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(AUTH_MESSAGES.passwordChanged);
  allowHttpErrors(consoleErrors, [400]);
});

for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`account pages at ${sizeName} size`, () => {
    test.use({ viewport });

    const guestPages: { path: string; name: string; submit?: string }[] = [
      { path: '/signup', name: 'signup', submit: 'Sign up' },
      { path: '/signin', name: 'signin', submit: 'Sign In' },
      { path: '/forgot-password', name: 'forgot-password', submit: 'Send reset link' },
      { path: '/reset-password?token=abc', name: 'reset-password', submit: 'Save new password' },
      { path: '/reset-password', name: 'reset-password-no-token' },
      { path: '/verify-email?token=abc', name: 'verify-email-invalid' },
    ];
    for (const { path, name, submit } of guestPages) {
      test(`${path} passes axe${submit ? ', also with its messages shown' : ''}`, async ({
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
        await expectNoSeriousAxeViolations(page);
        allowHttpErrors(consoleErrors, [400]);
      });
    }

    test('the dashboard and the signed-in menu pass axe', async ({ page, request }) => {
      const account = newAccount(`axe-${sizeName}`, 'Folake');
      await registerViaApi(request, account);
      await signInViaApi(page, request, account);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Folake');
      await expectNoSeriousAxeViolations(page);
      await shoot(page, 'dashboard');

      if (sizeName === 'desktop') {
        await page.getByRole('button', { name: 'Account menu for Folake' }).click();
        await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden();
        await page.getByRole('button', { name: 'Account menu for Folake' }).click();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
      }
      const navigation = page.getByRole('banner');
      await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(navigation.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `.tmp/shots-auth/e2e/menu-${viewport.width}.png` });

      await navigation.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/$/);
      if (sizeName === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
    });
  });
}
