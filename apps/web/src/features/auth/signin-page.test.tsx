import { AUTH_MESSAGES } from '@greetly/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/form-queries';
import { renderPage, stubApi, TEST_USER } from '../../testing/render-page';
import SigninPage from './signin-page';

const signIn = () => screen.getByRole('button', { name: 'Sign In' });

describe('/signin', () => {
  it('shows the spec messages and focuses the first wrong field', async () => {
    const api = stubApi();
    const { user } = renderPage(<SigninPage />, { path: '/signin' });
    await user.click(signIn());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await fill(user, screen.getByLabelText('Password', { exact: true }), '12345');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(api.calls).toEqual([]);
  });

  it('shows the server’s refusal in the form, and a second try signs in and goes home', async () => {
    let attempts = 0;
    stubApi({
      'POST /api/login': () =>
        ++attempts === 1
          ? {
              status: 401,
              body: {
                success: false,
                code: 'invalid_credentials',
                message: AUTH_MESSAGES.invalidCredentials,
              },
            }
          : { body: { success: true, token: 'new-token', user: TEST_USER, message: 'Welcome' } },
    });
    const { user, router } = renderPage(<SigninPage />, { path: '/signin' });
    await fill(user, screen.getByLabelText('Email'), TEST_USER.email);
    await fill(user, screen.getByLabelText('Password', { exact: true }), 'Wrong#Password1');
    await user.click(signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);

    await fill(user, screen.getByLabelText('Password', { exact: true }), 'Right#Password1');
    await user.click(signIn());
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/');
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('a guest sent here from a page says why, and goes back there once signed in', async () => {
    stubApi({
      'POST /api/login': {
        body: { success: true, token: 'new-token', user: TEST_USER, message: 'Welcome' },
      },
    });
    const { user, router } = renderPage(<SigninPage />, {
      path: '/signin',
      state: { from: { pathname: '/dashboard', search: '', hash: '' } },
    });
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.signInRequired);
    await fill(user, screen.getByLabelText('Email'), TEST_USER.email);
    await fill(user, screen.getByLabelText('Password', { exact: true }), 'Right#Password1');
    await user.click(signIn());
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
