import { AUTH_MESSAGES } from '@greetly/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/form-queries';
import { renderPage, stubApi } from '../../testing/render-page';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';
import VerifyEmailPage from './verify-email-page';

const heading = () => screen.getByRole('heading', { level: 1 });

describe('/forgot-password', () => {
  it('needs an address, then says a link is on its way whoever owns it', async () => {
    const api = stubApi({
      'POST /api/password/forgot': { body: { success: true, message: AUTH_MESSAGES.forgotSent } },
    });
    const { user } = renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await fill(user, screen.getByLabelText('Email'), 'Bisi@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.forgotSent);
    expect(heading()).toHaveTextContent('Check your inbox');
    expect(api.calls[0]?.body).toEqual({ email: 'bisi@example.com' });
  });
});

describe('/reset-password', () => {
  const openReset = (url = '/reset-password?token=reset-token') =>
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url });

  it('asks for the same new password twice, then says it changed', async () => {
    const api = stubApi({
      'POST /api/password/reset': { body: { success: true, message: AUTH_MESSAGES.resetDone } },
    });
    const { user } = openReset();
    await fill(user, screen.getByLabelText('New password', { exact: true }), 'Marigold#2027');
    await fill(user, screen.getByLabelText('Confirm new password'), 'Marigold#2028');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Confirm new password'), 'Marigold#2027');
    await waitFor(() => expect(screen.queryByText('The two passwords do not match')).toBeNull());
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.resetDone);
    expect(heading()).toHaveTextContent('Password changed');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(api.calls[0]?.body).toEqual({ token: 'reset-token', password: 'Marigold#2027' });
  });

  it('a used link says so and offers a new one', async () => {
    stubApi({
      'POST /api/password/reset': {
        status: 409,
        body: { success: false, code: 'token_used', message: AUTH_MESSAGES.tokenUsed },
      },
    });
    const { user } = openReset();
    await fill(user, screen.getByLabelText('New password', { exact: true }), 'Hibiscus#2029');
    await fill(user, screen.getByLabelText('Confirm new password'), 'Hibiscus#2029');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tokenUsed);
    expect(heading()).toHaveTextContent('This link was already used');
    expect(screen.getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('a link without its token does not work', () => {
    stubApi();
    openReset('/reset-password');
    expect(heading()).toHaveTextContent('This link does not work');
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tokenInvalid);
  });
});

describe('/verify-email', () => {
  it('a good link verifies once and leads a guest to sign in', async () => {
    const api = stubApi({
      'POST /api/verify-email': { body: { success: true, message: AUTH_MESSAGES.verified } },
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', url: '/verify-email?token=good' });
    expect(await screen.findByText(AUTH_MESSAGES.verified)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Your email is verified');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(api.calls.filter((call) => call.path === '/api/verify-email')).toHaveLength(1);
  });

  it('leads only to one of our own pages, whatever this browser kept', async () => {
    stubApi({
      'POST /api/verify-email': { body: { success: true, message: AUTH_MESSAGES.verified } },
    });
    for (const path of ['//evil.example/checkout', '/\\evil.example', 'https://evil.example/']) {
      localStorage.setItem('greetly:return-to', JSON.stringify({ path, at: Date.now() }));
      const { user, router, unmount } = renderPage(<VerifyEmailPage />, {
        path: '/verify-email',
        url: '/verify-email?token=good',
      });
      await user.click(await screen.findByRole('link', { name: 'Sign in' }));
      expect(router.state.location.pathname).toBe('/signin');
      expect(router.state.location.state).toBeNull();
      unmount();
    }
  });

  it('a broken link says so and leads a guest to sign in', async () => {
    stubApi({
      'POST /api/verify-email': {
        status: 400,
        body: { success: false, code: 'token_invalid', message: AUTH_MESSAGES.tokenInvalid },
      },
    });
    const { user, router } = renderPage(<VerifyEmailPage />, {
      path: '/verify-email',
      url: '/verify-email?token=not-a-real-token',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tokenInvalid);
    expect(heading()).toHaveTextContent('This link does not work');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/signin');
  });
});
