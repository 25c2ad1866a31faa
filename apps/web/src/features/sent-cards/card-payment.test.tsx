import type { SenderCard } from '@greetly/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, renderPage, signedInAs, stubApi } from '../../testing/render-page';
import OwnCardPage from './own-card-page';
import { SentCardsSection } from './sent-cards-section';

const nextYear = new Date().getFullYear() + 1;

/** A ₦800 card scheduled for 14 February next year, waiting for its payment. */
function card(changes: Partial<SenderCard> = {}): SenderCard {
  return {
    id: 'card_1',
    templateId: 1,
    recipientName: 'Amara',
    recipientEmail: 'amara@example.com',
    isAnonymous: false,
    senderName: 'Tobi',
    senderEmail: 'tobi@example.com',
    fontFamily: 'Dancing Script',
    fontSize: null,
    textColor: '#000000',
    effect: 'confetti',
    message: 'Happy birthday',
    musicUrl: 'https://open.spotify.com/track/abc',
    quote: '',
    imageId: null,
    voiceNoteId: null,
    stickers: [],
    schedule: {
      timezone: 'Africa/Lagos',
      scheduleDate: `${nextYear}-02-14`,
      scheduleTime: '09:00',
    },
    sendAt: `${nextYear}-02-14T08:00:00.000Z`,
    status: 'awaiting_payment',
    failureReason: null,
    sentAt: null,
    openedAt: null,
    reply: null,
    repliedAt: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    link: null,
    gift: null,
    pricing: { priceKind: 'premium', priceKobo: 80000, paidWith: 'payment' },
    ...changes,
  };
}

const answer = (own: SenderCard) => ({ body: { success: true, card: own } });
const PAY = {
  body: { success: true, payment: { redirectUrl: 'https://checkout.paystack.test/again' } },
};

function openCardPage(url: string) {
  return renderPage(<OwnCardPage />, { path: '/cards/:id', url });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a card’s payment', () => {
  it('back from the provider, the payment is checked once and the paid card is scheduled', async () => {
    const api = stubApi({
      ...signedInAs(),
      'POST /api/cards/card_1/verify-payment': answer(card({ status: 'scheduled' })),
      'GET /api/cards/card_1': answer(card({ status: 'scheduled' })),
    });
    const { router } = openCardPage('/cards/card_1?reference=CP-0123456789ab');
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your payment…');
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Paid — your card is scheduled',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('card-payment')).toHaveTextContent(/Scheduled for/);
    const checks = api.calls.filter((call) => call.path === '/api/cards/card_1/verify-payment');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.body).toEqual({ reference: 'CP-0123456789ab' });
    // The reference has done its work: a reload only reads the card.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.calls.filter((call) => call.path.endsWith('/verify-payment'))).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it('a card sent now says it is on its way', async () => {
    stubApi({
      ...signedInAs(),
      'POST /api/cards/card_1/verify-payment': answer(card({ status: 'sending', schedule: null })),
      'GET /api/cards/card_1': answer(card({ status: 'sending', schedule: null })),
    });
    openCardPage('/cards/card_1?reference=CP-0123456789ab');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Paid — your card is on its way' }),
    ).toBeInTheDocument();
  });

  it('a payment that did not go through says so and offers to pay again', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      ...signedInAs(),
      'POST /api/cards/card_1/verify-payment': answer(card()),
      'GET /api/cards/card_1': answer(card()),
      'POST /api/cards/card_1/pay': PAY,
    });
    const { user } = openCardPage('/cards/card_1?reference=CP-0123456789ab');
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Your payment didn’t go through',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Try paying again' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.paystack.test/again'),
    );
    expect(api.calls.filter((call) => call.path.endsWith('/verify-payment'))).toHaveLength(1);
  });

  it('a card waiting for payment, opened later, shows Waiting for payment and Pay and send', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      ...signedInAs(),
      'GET /api/cards/card_1': answer(card()),
      'POST /api/cards/card_1/pay': PAY,
    });
    const { user } = openCardPage('/cards/card_1');
    const panel = await screen.findByTestId('card-payment');
    expect(within(panel).getByRole('heading', { name: 'Waiting for payment' })).toBeVisible();
    expect(panel).toHaveTextContent('This card costs ₦800. Goes out');
    await user.click(within(panel).getByRole('button', { name: 'Pay and send' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.paystack.test/again'),
    );
    expect(api.calls.some((call) => call.path.endsWith('/verify-payment'))).toBe(false);
  });

  it('in the dashboard’s list: Waiting for payment, Pay and send, and Cancel as any card', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const cancelled: ApiCall[] = [];
    stubApi({
      ...signedInAs(),
      'GET /api/cards': { body: { success: true, cards: [card()], nextCursor: null } },
      'POST /api/cards/card_1/pay': PAY,
      'POST /api/cards/card_1/cancel': (call) => {
        cancelled.push(call);
        return answer(card({ status: 'cancelled' }));
      },
    });
    const { user } = renderPage(<SentCardsSection emptyState={null} />, { path: '/dashboard' });
    const row = await screen.findByTestId('sent-card');
    expect(within(row).getByTestId('card-status')).toHaveTextContent('Waiting for payment');
    expect(within(row).getByText('Goes out', { exact: false })).toHaveTextContent(
      /once it is paid/,
    );
    expect(
      within(row).getByRole('button', { name: 'Cancel the card to Amara' }),
    ).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'Pay ₦800 and send the card to Amara' }),
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.paystack.test/again'),
    );
  });
});
