import { formatNaira, type SenderCard } from '@greetly/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '../../testing/form-queries';
import { PRICES, priced } from '../../testing/plans';
import {
  type ApiCall,
  renderPage,
  signedInAs,
  stubApi,
  TEST_USER,
} from '../../testing/render-page';
import { cardCreated, GOOD_MESSAGE } from '../../testing/studio';
import CreateCardPage from './create-card-page';
import { ScheduleWizard } from './schedule-card-page';
import { emptyCardValues, emptyScheduleValues } from './wizard/card-values';
import { writeDraft } from './wizard/draft-storage';

const READY = {
  ...emptyCardValues(),
  sendYourself: true,
  senderName: 'Tobi',
  senderEmail: 'tobi@example.com',
  recipientName: 'Amara',
  recipientEmail: 'amara@example.com',
  fontFamily: 'Dancing Script' as const,
  effect: 'confetti' as const,
  message: GOOD_MESSAGE,
};

/** A draft of the send-now wizard kept at `step` (0-based), as a reload finds it. */
function openCreate(step: number, values: Partial<typeof READY> = {}) {
  writeDraft('draft:create-card', { templateId: 1, step, values: { ...READY, ...values } });
  return renderPage(<CreateCardPage />, {
    path: '/create-card',
    routes: [{ path: '/cards/:id', element: <p>The card page</p> }],
  });
}

/** POST /api/cards answered with the card waiting for payment, and where to pay (or null). */
function awaitingPayment(redirectUrl: string | null) {
  return (call: ApiCall) => {
    const answer = cardCreated(call);
    const { card } = answer.body as { card: SenderCard };
    return {
      status: 201,
      body: {
        success: true,
        card: { ...card, status: 'awaiting_payment' },
        price: PRICES.premium,
        payment: redirectUrl ? { redirectUrl } : null,
      },
    };
  };
}

const priceBox = () => screen.getByTestId('card-price');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the studio’s premium features and the price on the last step', () => {
  it('Music and the voice note are marked Premium, in words, and stay usable', async () => {
    stubApi(signedInAs());
    openCreate(1);
    await screen.findByRole('heading', { level: 2, name: 'Details' });
    // Music and Recording here (the sticker tray marks its own heading).
    expect(screen.getAllByText('Premium', { exact: true }).length).toBeGreaterThanOrEqual(2);
    expect(
      screen.getByText(/^Music is free on your first day; after that a card with it costs ₦800/),
    ).toBeVisible();
    const voice = screen.getByRole('group', { name: 'Voice note' });
    expect(within(voice).getByText('Premium')).toBeVisible();
    expect(within(voice).getByText(/^Recording is free on your first day/)).toBeVisible();
    expect(screen.getByLabelText('Music link')).toBeEnabled();
  });

  it('the week’s free card: the server’s words and Send Now', async () => {
    const api = stubApi({ ...signedInAs(), 'POST /api/cards/price': priced(PRICES.weekly) });
    openCreate(2);
    expect(await screen.findByText('Free — your card this week')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Now' })).toBeEnabled();
    const asked = api.calls.filter((call) => call.path === '/api/cards/price');
    expect(asked.at(-1)?.body).toEqual({ hasMusic: false, hasVoiceNote: false, stickerCount: 0 });
    expect(api.unexpected).toEqual([]);
  });

  it('the first day: free, and when the trial ends', async () => {
    stubApi({ ...signedInAs(), 'POST /api/cards/price': priced(PRICES.trial) });
    openCreate(2, { musicUrl: 'https://open.spotify.com/track/abc' });
    expect(await screen.findByText('Free — your first day')).toBeVisible();
    expect(priceBox()).toHaveTextContent(/Every card and every feature is free until .*2026/);
    expect(screen.getByRole('button', { name: 'Send Now' })).toBeEnabled();
  });

  it('a card a credit pays for says so, and the button still sends', async () => {
    const withCredit = { ...PRICES.premium, paidWith: 'credit' as const, creditsBalance: 3 };
    stubApi({ ...signedInAs(), 'POST /api/cards/price': priced(withCredit) });
    openCreate(2, { musicUrl: 'https://open.spotify.com/track/abc' });
    expect(await screen.findByText('₦800')).toBeVisible();
    expect(priceBox()).toHaveTextContent('Paid with 1 of your 3 card credits.');
    expect(screen.getByRole('button', { name: 'Send Now' })).toBeEnabled();
  });

  it('₦800 with Music: why, how to make it free, and paying takes the sender to the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      ...signedInAs(),
      'POST /api/cards/price': priced(PRICES.premium),
      'POST /api/cards': awaitingPayment('https://checkout.paystack.test/cp'),
    });
    const { user } = openCreate(2, { musicUrl: 'https://open.spotify.com/track/abc' });
    expect(await screen.findByText(formatNaira(80000))).toBeVisible();
    expect(priceBox()).toHaveTextContent('Music is a premium feature.');
    expect(priceBox()).toHaveTextContent('Remove Music to make it free.');
    const asked = api.calls.find((call) => call.path === '/api/cards/price');
    expect(asked?.body).toMatchObject({ hasMusic: true });

    await user.click(screen.getByRole('button', { name: 'Pay ₦800 and send' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.test/cp'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pay ₦800 and send' })).toBeDisabled();
    expect(localStorage.getItem('draft:create-card')).toBeNull();
    expect(api.unexpected).toEqual([]);
  });

  it('a card waiting for payment without a provider link goes to its own page', async () => {
    stubApi({
      ...signedInAs(),
      'POST /api/cards/price': priced(PRICES.premium),
      'POST /api/cards': awaitingPayment(null),
    });
    const { user, router } = openCreate(2, { musicUrl: 'https://open.spotify.com/track/abc' });
    await user.click(await screen.findByRole('button', { name: 'Pay ₦800 and send' }));
    expect(await screen.findByText('The card page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cards/card_1');
  });

  it('the price is asked again when a premium feature is taken out', async () => {
    const api = stubApi({
      ...signedInAs(),
      'POST /api/cards/price': (call) =>
        priced((call.body as { hasMusic: boolean }).hasMusic ? PRICES.premium : PRICES.weekly),
    });
    const { user } = openCreate(1, { musicUrl: 'https://open.spotify.com/track/abc' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Pay ₦800 and send' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await fill(user, screen.getByLabelText('Music link'), '');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Free — your card this week')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Now' })).toBeEnabled();
    expect(api.calls.filter((call) => call.path === '/api/cards/price')).toHaveLength(2);
  });

  it('the week’s card used: Pay ₦800 and schedule, with when it is free again', async () => {
    const nextYear = new Date().getFullYear() + 1;
    writeDraft('draft:schedule-card', {
      templateId: 1,
      step: 3,
      values: {
        ...emptyScheduleValues(),
        ...READY,
        timezone: 'Africa/Lagos',
        scheduleDate: `${nextYear}-02-14`,
        scheduleTime: '09:00',
      },
    });
    stubApi({ ...signedInAs(), 'POST /api/cards/price': priced(PRICES.weekUsed) });
    renderPage(<ScheduleWizard />, { path: '/schedule-card' });
    expect(await screen.findByRole('button', { name: 'Pay ₦800 and schedule' })).toBeEnabled();
    expect(priceBox()).toHaveTextContent(
      'Your free card this week is used: the next one is free from Sat 5 Dec, 14:30 (Lagos time).',
    );
    expect(priceBox()).toHaveTextContent(
      'Wait until Sat 5 Dec, 14:30 (Lagos time) to send it free.',
    );
  });

  it('a guest who signs in to a ₦800 card sees the price first; nothing is sent unseen', async () => {
    const api = stubApi({
      'POST /api/login': () => {
        localStorage.setItem('token', 'new-token');
        return { body: { success: true, token: 'new-token', user: TEST_USER, message: 'Welcome' } };
      },
      'GET /api/me': { body: { success: true, user: TEST_USER } },
      'POST /api/cards/price': priced(PRICES.weekUsed),
    });
    const { user } = openCreate(2);
    expect(screen.queryByTestId('card-price')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Send Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to send your card' });
    await fill(user, within(dialog).getByLabelText('Email'), TEST_USER.email);
    await fill(user, within(dialog).getByLabelText('Password', { exact: true }), 'Right#Pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Pay ₦800 and send' })).toBeEnabled();
    await waitFor(() => expect(priceBox()).toHaveFocus());
    expect(api.calls.filter((call) => call.path === '/api/cards')).toHaveLength(0);
    expect(api.unexpected).toEqual([]);
  });
});
