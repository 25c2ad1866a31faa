import { AUTH_MESSAGES } from '@greetly/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fill } from '../../testing/form-queries';
import { renderPage, stubApi, TEST_USER } from '../../testing/render-page';
import { rememberedPath } from '../session/remembered-path';
import SignupPage from './signup-page';
import VerifyEmailPage from './verify-email-page';

const REQUIRED = [
  'First name is required',
  'Last name is required',
  'Email is required',
  'Phone Number is required',
  AUTH_MESSAGES.passwordRequired,
  AUTH_MESSAGES.termsRequired,
];

const openSignup = () => renderPage(<SignupPage />, { path: '/signup' });
const signUp = () => screen.getByRole('button', { name: 'Sign up' });

describe('/signup', () => {
  it('shows every spec message on an empty submit and focuses the first field', async () => {
    const api = stubApi();
    const { user } = openSignup();
    await user.click(signUp());
    for (const message of REQUIRED) {
      expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
    }
    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(api.calls).toEqual([]);
  });

  it('re-checks each field as it changes, with the spec’s words', async () => {
    stubApi();
    const { user } = openSignup();
    await user.click(signUp());
    const firstName = screen.getByLabelText('First name');

    await fill(user, firstName, 'A');
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    await fill(user, firstName, 'Ada');
    await waitFor(() =>
      expect(screen.queryByText('Name must be at least 2 characters')).toBeNull(),
    );
    expect(firstName).not.toHaveAttribute('aria-invalid');

    await fill(user, screen.getByLabelText('Email'), 'ada@nowhere');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Phone number'), '1');
    expect(await screen.findByText('Number must be at least 2 characters')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Password', { exact: true }), 'short');
    expect(await screen.findByText(AUTH_MESSAGES.passwordRule)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.termsRequired)).toBeNull());
  });

  it('shows and hides the password, and links to the terms and the vendor sign-up', async () => {
    stubApi();
    const { user } = openSignup();
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Sign up as a vendor' })).toHaveAttribute(
      'href',
      '/vendorsignup',
    );
  });

  async function signUpAs(user: UserEvent, email: string) {
    await fill(user, screen.getByLabelText('First name'), 'Adaeze');
    await fill(user, screen.getByLabelText('Last name'), 'Okafor');
    await fill(user, screen.getByLabelText('Email'), email);
    await fill(user, screen.getByLabelText('Phone number'), '+2348012345678');
    await fill(user, screen.getByLabelText('Password', { exact: true }), 'Sunflower!2026');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(signUp());
  }

  it('sends the spec payload, says the account was created and is signed in with it', async () => {
    const newcomer = { ...TEST_USER, email: 'adaeze@example.com', email_verified: false };
    const api = stubApi({
      'POST /api/register': {
        status: 201,
        body: { success: true, message: AUTH_MESSAGES.signupSuccess },
      },
      'POST /api/login': {
        body: { success: true, token: 'new-token', user: newcomer, message: 'Welcome' },
      },
      'GET /api/me': { body: { success: true, user: newcomer } },
    });
    const { user, router } = openSignup();
    await signUpAs(user, 'adaeze@example.com');

    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.signupSuccess);
    expect(api.calls[0]?.body).toEqual({
      first_name: 'Adaeze',
      last_name: 'Okafor',
      email: 'adaeze@example.com',
      phone: '+2348012345678',
      password: 'Sunflower!2026',
    });
    expect(api.calls[1]?.body).toEqual({
      email: 'adaeze@example.com',
      password: 'Sunflower!2026',
    });
    expect(localStorage.getItem('token')).toBe('new-token');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/');
  });

  describe('from the checkout', () => {
    const fromCheckout = { from: { pathname: '/checkout', search: '?delivery=gift', hash: '' } };
    const server = {
      'POST /api/register': {
        status: 201,
        body: { success: true, message: AUTH_MESSAGES.signupSuccess },
      },
      'POST /api/login': {
        body: { success: true, token: 'new-token', user: TEST_USER, message: 'Welcome' },
      },
      'GET /api/me': { body: { success: true, user: TEST_USER } },
      'POST /api/verify-email': { body: { success: true, message: AUTH_MESSAGES.verified } },
    };
    const openVerifyLink = () =>
      renderPage(<VerifyEmailPage />, { path: '/verify-email', url: '/verify-email?token=good' });

    it('goes back to the checkout, and the e-mail’s link leads back there too', async () => {
      stubApi(server);
      const signup = renderPage(<SignupPage />, { path: '/signup', state: fromCheckout });
      await signUpAs(signup.user, 'adaeze@example.com');
      await signup.user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }),
      );
      expect(signup.router.state.location.pathname).toBe('/checkout');
      expect(signup.router.state.location.search).toBe('?delivery=gift');
      signup.unmount();

      // The confirmation link, opened in another tab of the same browser (signed in there).
      const verify = openVerifyLink();
      expect(await screen.findByRole('link', { name: 'Back to your checkout' })).toHaveAttribute(
        'href',
        '/checkout?delivery=gift',
      );
      verify.unmount();

      // Signed out by then: signing in from the confirmation goes back to the checkout.
      localStorage.removeItem('token');
      const { user, router } = openVerifyLink();
      await user.click(await screen.findByRole('link', { name: 'Sign in' }));
      expect(router.state.location.pathname).toBe('/signin');
      expect(rememberedPath(router.state.location.state)).toBe('/checkout?delivery=gift');
    });

    it('a taken address, told to check the e-mail, is led back to the checkout from it', async () => {
      stubApi({
        ...server,
        'POST /api/login': {
          status: 401,
          body: {
            success: false,
            code: 'invalid_credentials',
            message: AUTH_MESSAGES.invalidCredentials,
          },
        },
      });
      const signup = renderPage(<SignupPage />, { path: '/signup', state: fromCheckout });
      await signUpAs(signup.user, 'taken@example.com');
      await screen.findByText(/We sent it to/);
      signup.unmount();

      const { user, router } = openVerifyLink();
      await user.click(await screen.findByRole('link', { name: 'Sign in' }));
      expect(rememberedPath(router.state.location.state)).toBe('/checkout?delivery=gift');
    });
  });

  describe('through a friend’s referral link', () => {
    afterEach(() => sessionStorage.clear());
    const registered = {
      'POST /api/register': {
        status: 201,
        body: { success: true, message: AUTH_MESSAGES.signupSuccess },
      },
      'POST /api/login': {
        body: { success: true, token: 'new-token', user: TEST_USER, message: 'Welcome' },
      },
      'GET /api/me': { body: { success: true, user: TEST_USER } },
    };

    it('says a friend invited them and sends the code with the spec payload', async () => {
      const api = stubApi(registered);
      const { user } = renderPage(<SignupPage />, { path: '/signup', url: '/signup?ref=K3X9P2QA' });
      expect(screen.getByRole('status')).toHaveTextContent('A friend invited you to Greetly.');
      await signUpAs(user, 'adaeze@example.com');
      await screen.findByRole('alertdialog');
      expect(api.calls[0]?.body).toEqual({
        first_name: 'Adaeze',
        last_name: 'Okafor',
        email: 'adaeze@example.com',
        phone: '+2348012345678',
        password: 'Sunflower!2026',
        referralCode: 'k3x9p2qa',
      });
      // Used once: a later sign-up in this tab is not counted as the same friend's invitation.
      expect(sessionStorage.length).toBe(0);
    });

    it('keeps the code when the visitor looks elsewhere first and comes back without it', async () => {
      const api = stubApi(registered);
      const first = renderPage(<SignupPage />, { path: '/signup', url: '/signup?ref=k3x9p2qa' });
      first.unmount();
      const { user } = renderPage(<SignupPage />, { path: '/signup' });
      await signUpAs(user, 'adaeze@example.com');
      await screen.findByRole('alertdialog');
      expect(api.calls[0]?.body).toMatchObject({ referralCode: 'k3x9p2qa' });
    });

    it('ignores a ref that is not a code', async () => {
      const api = stubApi(registered);
      const { user } = renderPage(<SignupPage />, {
        path: '/signup',
        url: '/signup?ref=%3Cscript%3E',
      });
      expect(screen.queryByText(/A friend invited you/)).toBeNull();
      await signUpAs(user, 'adaeze@example.com');
      await screen.findByRole('alertdialog');
      expect(api.calls[0]?.body).not.toHaveProperty('referralCode');
    });
  });

  it('a taken address is told to check the e-mail, with a way to sign in', async () => {
    stubApi({
      'POST /api/register': {
        status: 201,
        body: { success: true, message: AUTH_MESSAGES.signupSuccess },
      },
      'POST /api/login': {
        status: 401,
        body: {
          success: false,
          code: 'invalid_credentials',
          message: AUTH_MESSAGES.invalidCredentials,
        },
      },
    });
    const { user, router } = openSignup();
    await signUpAs(user, 'taken@example.com');
    expect(await screen.findByText(/We sent it to/)).toHaveTextContent(
      `${AUTH_MESSAGES.signupSuccess} We sent it to taken@example.com.`,
    );
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('puts the server’s field issues on their fields and says why in the alert', async () => {
    stubApi({
      'POST /api/register': {
        status: 400,
        body: {
          success: false,
          code: 'validation_failed',
          message: AUTH_MESSAGES.personalPassword,
          issues: [{ path: 'password', message: AUTH_MESSAGES.personalPassword }],
        },
      },
    });
    const { user } = openSignup();
    await fill(user, screen.getByLabelText('First name'), 'Adaeze');
    await fill(user, screen.getByLabelText('Last name'), 'Okafor');
    await fill(user, screen.getByLabelText('Email'), 'adaeze@example.com');
    await fill(user, screen.getByLabelText('Phone number'), '+2348012345678');
    await fill(user, screen.getByLabelText('Password', { exact: true }), 'Adaeze-Okafor');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(signUp());

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      AUTH_MESSAGES.personalPassword,
    );
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      expect.stringContaining(AUTH_MESSAGES.personalPassword),
    );
  });
});
