import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '../../testing/form-queries';
import { renderPage, stubApi } from '../../testing/render-page';
import { NewsletterForm } from './newsletter-form';

const THANKS = 'Thanks for subscribing! Look out for our next letter.';

describe('the footer newsletter form', () => {
  it('refuses a bad address without asking the server, then subscribes and empties the field', async () => {
    const api = stubApi({ 'POST /api/newsletter': { body: { success: true, message: THANKS } } });
    const { user } = renderPage(<NewsletterForm />);
    const input = screen.getByLabelText('Get sweet ideas in your inbox');
    await fill(user, input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please enter a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);

    await fill(user, input, 'reader@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(api.calls[0]?.body).toEqual({ email: 'reader@example.com' });
  });

  it('shows the server’s field message when it refuses the address', async () => {
    stubApi({
      'POST /api/newsletter': {
        status: 400,
        body: {
          success: false,
          code: 'validation_failed',
          message: 'Please enter a valid email address',
          issues: [{ path: 'email', message: 'Please enter a valid email address' }],
        },
      },
    });
    const { user } = renderPage(<NewsletterForm />);
    await fill(user, screen.getByLabelText('Get sweet ideas in your inbox'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('says it is subscribing while the request is out, and a new address clears a failure', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderPage(<NewsletterForm />);
    const input = screen.getByLabelText('Get sweet ideas in your inbox');
    await fill(user, input, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDisabled();

    answer(
      new Response(JSON.stringify({ success: false, code: 'rate_limited', message: 'Try later' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(input).toHaveValue('reader@example.com');
    await user.type(input, 'x');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
