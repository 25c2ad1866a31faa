import { LOYALTY_RULE } from '@greetly/domain/catalog/pricing';
import type { OrderSummary } from '@greetly/domain/schemas/orders-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type StubAnswer, signedInAs, stubApi } from '../../testing/render-page';

const PAID: OrderSummary = {
  number: 'GR-000124',
  status: 'paid',
  createdAt: '2026-11-28T09:00:00.000Z',
  totalKobo: 2_818_750,
  itemCount: 3,
  deliverOn: '2026-12-14',
  shipments: [
    { shopName: 'Sweet Crumbs', status: 'accepted', refundStatus: null },
    { shopName: 'Petal & Stem', status: 'dispatched', refundStatus: null },
  ],
};
const UNPAID: OrderSummary = {
  ...PAID,
  number: 'GR-000123',
  status: 'pending_payment',
  createdAt: '2026-11-20T09:00:00.000Z',
  itemCount: 1,
  totalKobo: 1_000_000,
  shipments: [{ shopName: 'Sweet Crumbs', status: 'pending', refundStatus: null }],
};

const loyalty = (stamps: number, rewardReady = false): StubAnswer => ({
  body: { success: true, stamps, needed: 4, rewardReady, rewardsUsed: 0 },
});

function openDashboard(orders: OrderSummary[], card: StubAnswer = loyalty(0)) {
  const api = stubApi({
    ...signedInAs(),
    'GET /api/cards': { body: { success: true, cards: [], nextCursor: null } },
    'GET /api/orders': { body: { success: true, orders } },
    'GET /api/loyalty': card,
  });
  const { user } = renderApp('/dashboard');
  return { api, user };
}

describe('the dashboard’s orders', () => {
  it('lists each order with its date, items, total, status and its shops’ statuses', async () => {
    const { api } = openDashboard([PAID, UNPAID]);
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const [paid, unpaid] = rows as [HTMLElement, HTMLElement];
    expect(within(paid).getByRole('link', { name: 'Order GR-000124' })).toHaveAttribute(
      'href',
      '/orders/GR-000124',
    );
    expect(paid).toHaveTextContent('28 Nov 2026 · 3 items · ₦28,187.50');
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('Sweet Crumbs')).toBeInTheDocument();
    expect(within(paid).getByText('Accepted by the shop')).toBeInTheDocument();
    expect(within(paid).getByText('On its way')).toBeInTheDocument();
    expect(unpaid).toHaveTextContent('1 item · ₦10,000');
    expect(within(unpaid).getByText('Waiting for payment')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/orders')).toHaveLength(1);
  });

  it('lists an order whose every part was cancelled and refunded as refunded, not "Paid"', async () => {
    const refunded: OrderSummary = {
      ...PAID,
      shipments: PAID.shipments.map((part) => ({
        ...part,
        status: 'cancelled',
        refundStatus: 'processed',
      })),
    };
    const refunding: OrderSummary = {
      ...refunded,
      number: 'GR-000125',
      shipments: [{ shopName: 'Sweet Crumbs', status: 'cancelled', refundStatus: 'pending' }],
    };
    const delivered: OrderSummary = {
      ...PAID,
      number: 'GR-000126',
      shipments: [{ shopName: 'Sweet Crumbs', status: 'delivered', refundStatus: null }],
    };
    openDashboard([refunded, refunding, delivered]);
    const [first, second, third] = (await screen.findAllByTestId('order-row')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText('Cancelled — refunded')).toBeInTheDocument();
    expect(within(first).queryByText('Paid')).toBeNull();
    expect(within(second).getByText('Cancelled — refund on its way')).toBeInTheDocument();
    expect(within(second).queryByText('Paid')).toBeNull();
    expect(within(third).getAllByText('Delivered')).toHaveLength(2);
  });

  it('shows the first five, then all on request', async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      ...PAID,
      number: `GR-00020${index}`,
    }));
    const { user } = openDashboard(many);
    expect(await screen.findAllByTestId('order-row')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show all 7 orders' }));
    expect(screen.getAllByTestId('order-row')).toHaveLength(7);
  });

  it('before the first order, leads to the marketplace', async () => {
    openDashboard([]);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Your orders' });
    expect(within(section).getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });
});

describe('the loyalty stamp card', () => {
  it('fills a stamp per delivered purchase and says the rule', async () => {
    openDashboard([], loyalty(2));
    expect(await screen.findByTestId('stamp-count')).toHaveTextContent('2 of 4 stamps');
    const stamps = within(screen.getByRole('list', { name: 'Stamps' })).getAllByRole('listitem');
    expect(stamps.map((stamp) => stamp.textContent)).toEqual([
      'Stamp 1: stamped',
      'Stamp 2: stamped',
      'Stamp 3: not yet',
      'Stamp 4: not yet',
    ]);
    const card = screen.getByTestId('loyalty-card');
    expect(within(card).getByText(LOYALTY_RULE)).toBeInTheDocument();
    expect(LOYALTY_RULE).toMatch(/^After 4 delivered purchases, your next one has a free gift/);
    expect(within(card).queryByText('Your next order has a free gift!')).toBeNull();
  });

  it('says when the next order has its free gift', async () => {
    openDashboard([], loyalty(4, true));
    expect(await screen.findByText('Your next order has a free gift!')).toBeInTheDocument();
    expect(screen.getByTestId('stamp-count')).toHaveTextContent('4 of 4 stamps');
  });
});
