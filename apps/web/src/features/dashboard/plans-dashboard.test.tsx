import type { CardPaymentView, CreditsResponse } from '@greetly/domain/schemas/plans-api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type StubAnswer, signedInAs, stubApi } from '../../testing/render-page';

const PACK = { credits: 5, priceKobo: 320000, label: '5 card credits for the price of 4 (₦3,200)' };

const CARD_PAYMENT: CardPaymentView = {
  reference: 'CP-0123456789ab',
  purpose: 'card',
  description: 'Card to Amara',
  amountKobo: 80000,
  currency: 'NGN',
  status: 'paid',
  refundedKobo: 0,
  cardId: 'card_1',
  credits: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  paidAt: '2026-11-28T10:01:00.000Z',
};

const PACK_PAYMENT: CardPaymentView = {
  reference: 'PK-abcdef012345',
  purpose: 'pack',
  description: '5 card credits',
  amountKobo: 320000,
  currency: 'NGN',
  status: 'paid',
  refundedKobo: 0,
  cardId: null,
  credits: 5,
  createdAt: '2026-11-28T11:00:00.000Z',
  paidAt: '2026-11-28T11:01:00.000Z',
};

function credits(balance: number, history: CreditsResponse['history'] = []): StubAnswer {
  return { body: { success: true, balance, history, pack: PACK } };
}

const payments = (rows: CardPaymentView[]): StubAnswer => ({
  body: { success: true, payments: rows },
});

function openDashboard(url: string, routes: Record<string, StubAnswer | (() => StubAnswer)>) {
  const api = stubApi({
    ...signedInAs(),
    'GET /api/cards': { body: { success: true, cards: [], nextCursor: null } },
    'GET /api/orders': { body: { success: true, orders: [] } },
    'GET /api/loyalty': {
      body: { success: true, stamps: 0, needed: 4, rewardReady: false, rewardsUsed: 0 },
    },
    ...routes,
  });
  return { api, ...renderApp(url) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard’s payments and card credits', () => {
  it('lists each payment with its date, what for, amount, status and reference', async () => {
    openDashboard('/dashboard', {
      'GET /api/payments': payments([
        PACK_PAYMENT,
        { ...CARD_PAYMENT, status: 'refunded', refundedKobo: 80000 },
      ]),
      'GET /api/credits': credits(5),
    });
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows).toHaveLength(2);
    const [pack, card] = rows as [HTMLElement, HTMLElement];
    expect(pack).toHaveTextContent('5 card credits');
    expect(pack).toHaveTextContent('₦3,200');
    expect(pack).toHaveTextContent('28 Nov 2026');
    expect(within(pack).getByText('Paid')).toBeInTheDocument();
    expect(pack).toHaveTextContent('Reference PK-abcdef012345');
    expect(card).toHaveTextContent('Card to Amara');
    expect(card).toHaveTextContent('₦800');
    expect(within(card).getByText('Refunded')).toBeInTheDocument();
  });

  it('with no payments yet, says so', async () => {
    openDashboard('/dashboard', {
      'GET /api/payments': payments([]),
      'GET /api/credits': credits(0),
    });
    const section = await screen.findByTestId('payments');
    expect(await within(section).findByText(/^No payments yet\./)).toBeVisible();
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('0 credits');
  });

  it('the credits card: balance, history, and the pack bought through the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api, user } = openDashboard('/dashboard', {
      'GET /api/payments': payments([]),
      'GET /api/credits': credits(2, [
        {
          reason: 'card',
          delta: -1,
          cardId: 'card_1',
          note: null,
          createdAt: '2026-11-28T12:00:00.000Z',
        },
        {
          reason: 'referral',
          delta: 1,
          cardId: null,
          note: null,
          createdAt: '2026-11-27T12:00:00.000Z',
        },
      ]),
      'POST /api/credits/packs': {
        body: { success: true, payment: { redirectUrl: 'https://checkout.paystack.test/pk' } },
      },
    });
    const box = await screen.findByTestId('card-credits');
    expect(await within(box).findByTestId('credit-balance')).toHaveTextContent('2 credits');
    expect(box).toHaveTextContent('Paid for a card');
    expect(box).toHaveTextContent('−1');
    expect(box).toHaveTextContent('Referral reward');
    expect(box).toHaveTextContent('5 cards for the price of 4 — ₦3,200');
    await user.click(within(box).getByRole('button', { name: 'Buy 5 credits' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.test/pk'));
    expect(api.calls.filter((call) => call.path === '/api/credits/packs')).toHaveLength(1);
  });

  it('back from paying for a pack, the payment is checked once: Added 5 credits', async () => {
    const { api, router } = openDashboard('/dashboard?reference=PK-abcdef012345', {
      'POST /api/credits/packs/verify': credits(5),
      'GET /api/payments': payments([PACK_PAYMENT]),
      'GET /api/credits': credits(5),
    });
    const added = await screen.findByText('Added 5 credits');
    await waitFor(() => expect(added).toHaveFocus());
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('5 credits');
    const checks = api.calls.filter((call) => call.path === '/api/credits/packs/verify');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.body).toEqual({ reference: 'PK-abcdef012345' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.calls.filter((call) => call.path === '/api/credits/packs/verify')).toHaveLength(1);
  });

  it('a pack payment that did not go through adds nothing, and says so', async () => {
    openDashboard('/dashboard?reference=PK-abcdef012345', {
      'POST /api/credits/packs/verify': credits(0),
      'GET /api/payments': payments([{ ...PACK_PAYMENT, status: 'failed', paidAt: null }]),
      'GET /api/credits': credits(0),
    });
    expect(
      await screen.findByText('Your payment for the credits didn’t go through. Nothing was added.'),
    ).toBeVisible();
  });
});
