import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '../../testing/form-queries';
import { renderApp, signedInAs, stubApi, TEST_USER } from '../../testing/render-page';

const LINK = 'http://localhost:3000/signup?ref=k3x9p2qa';
const referrals = {
  body: { success: true, code: 'k3x9p2qa', link: LINK, invited: [], creditsEarned: 0 },
};

// Pages and the dialog's content load lazily: on a busy machine their first load takes a while.
const LAZY = { timeout: 15_000 };
const referNow = () => screen.findByRole('button', { name: 'Refer Now' }, LAZY);
const dialog = () => screen.findByRole('dialog', { name: 'Invite a friend to Greetly' }, LAZY);

describe("home 'Refer Now'", () => {
  afterEach(() => sessionStorage.clear());

  it('gives a signed-in user their link, copied with one press', async () => {
    stubApi({ ...signedInAs(), 'GET /api/referrals': referrals });
    const { user } = renderApp('/');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await referNow());
    const open = await dialog();
    const box = await within(open).findByRole('textbox', { name: 'Your invite link' }, LAZY);
    expect(box).toHaveValue(LINK);
    expect(box).toHaveAttribute('readonly');

    await user.click(within(open).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    await waitFor(() =>
      expect(within(open).getByRole('status')).toHaveTextContent(
        'Link copied. Paste it in a message to a friend.',
      ),
    );
    expect(within(open).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // No native share in this browser: no Share button that would fail.
    expect(within(open).queryByRole('button', { name: 'Share' })).toBeNull();
    expect(within(open).getByRole('link', { name: 'your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shares the link through the device where it can, and says so when copying is refused', async () => {
    stubApi({ ...signedInAs(), 'GET /api/referrals': referrals });
    const share = vi.fn(async (_data?: ShareData) => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const { user } = renderApp('/');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied'));
    await user.click(await referNow());
    const open = await dialog();
    await user.click(await within(open).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));

    await user.click(within(open).getByRole('button', { name: 'Copy link' }));
    // The clipboard answers asynchronously.
    await waitFor(() =>
      expect(within(open).getByRole('status')).toHaveTextContent(
        'Copying is not allowed here: the link is selected, copy it from the box.',
      ),
    );
  });

  it('invites a guest to sign in first, and brings them back to their link', async () => {
    const api = stubApi({
      'POST /api/login': {
        body: { success: true, token: 'new-token', user: TEST_USER, message: 'Welcome' },
      },
      'GET /api/referrals': referrals,
    });
    const { user, router } = renderApp('/');
    await user.click(await referNow());
    const open = await dialog();
    expect(
      await within(open).findByText(/Your invite link belongs to your account/, {}, LAZY),
    ).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await user.click(within(open).getByRole('link', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    await fill(user, await screen.findByLabelText('Email', {}, LAZY), TEST_USER.email);
    await fill(user, screen.getByLabelText('Password', { exact: true }), 'Right#Password1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.hash).toBe('#refer'), LAZY);
    expect(router.state.location.pathname).toBe('/');
    const back = await dialog();
    expect(await within(back).findByRole('textbox', { name: 'Your invite link' })).toHaveValue(
      LINK,
    );
    expect(api.calls.filter((call) => call.path === '/api/referrals')).toHaveLength(1);
  });
});
