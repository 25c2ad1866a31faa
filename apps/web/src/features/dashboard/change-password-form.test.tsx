import { AUTH_MESSAGES } from '@greetly/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/form-queries';
import { renderPage, stubApi } from '../../testing/render-page';
import { ChangePasswordForm } from './change-password-form';

describe('the dashboard’s change-password form', () => {
  it('puts a wrong current password on its field, then says the password changed', async () => {
    let attempts = 0;
    const api = stubApi({
      'POST /api/password': () =>
        ++attempts === 1
          ? {
              status: 400,
              body: {
                success: false,
                code: 'wrong_password',
                message: AUTH_MESSAGES.wrongCurrentPassword,
              },
            }
          : { body: { success: true, message: AUTH_MESSAGES.passwordChanged } },
    });
    const { user } = renderPage(<ChangePasswordForm />);
    const current = screen.getByLabelText('Current password');
    await fill(user, current, 'Wrong#Password1');
    await fill(user, screen.getByLabelText('New password'), 'Jasmine#Harbour2030');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(AUTH_MESSAGES.wrongCurrentPassword)).toBeInTheDocument();
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAttribute('aria-invalid', 'true');

    await fill(user, current, 'Sunflower!2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.passwordChanged);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(api.calls[1]?.body).toEqual({
      current_password: 'Sunflower!2026',
      new_password: 'Jasmine#Harbour2030',
    });
  });

  it('checks the new password with the spec rule before asking the server', async () => {
    const api = stubApi();
    const { user } = renderPage(<ChangePasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    await fill(user, screen.getByLabelText('New password'), 'short');
    expect(await screen.findByText(AUTH_MESSAGES.passwordRule)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
