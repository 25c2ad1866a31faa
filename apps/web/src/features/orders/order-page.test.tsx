import { addDays, localDateOf } from '@greetly/domain/rules/gift-delivery';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderPage, signedInAs, stubApi } from '../../testing/render-page';
import OrderPage, { ORDER_POLL_MS } from './order-page';
import { formatDay } from './order-text';
import {
  CAKE_SHIPMENT,
  notFoundAnswer,
  orderAnswer,
  orderOf,
  paidOrder,
  ROSES_SHIPMENT,
} from './test-fixtures';

const PATH = '/orders/:number';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the buyer’s order page', () => {
  it('checks the payment the provider sent the buyer back with, once, then confirms the order', async () => {
    const api = stubApi({
      ...signedInAs(),
      // Just paid: no shop has moved yet, so what happens next is still ahead.
      'POST /api/orders/GR-000123/verify': orderAnswer(
        paidOrder({ shipments: [CAKE_SHIPMENT, { ...ROSES_SHIPMENT, status: 'pending' }] }),
      ),
    });
    const { router } = renderPage(<OrderPage />, {
      path: PATH,
      url: '/orders/GR-000123?reference=ref_abc&trxref=ref_abc',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your payment…');
    const heading = await screen.findByRole('heading', {
      name: 'Thank you! Your order GR-000123 is confirmed',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/sent a confirmation e-mail/)).toBeInTheDocument();
    expect(screen.getByText(/What happens next/)).toBeInTheDocument();

    const verifies = api.calls.filter((call) => call.path === '/api/orders/GR-000123/verify');
    expect(verifies).toHaveLength(1);
    expect(verifies[0]?.body).toEqual({ reference: 'ref_abc' });
    // The reference has done its work: a reload only reads the order.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.calls.filter((call) => call.path === '/api/orders/GR-000123/verify')).toHaveLength(
      1,
    );
    expect(api.unexpected).toEqual([]);
  });

  it('shows every step of the timeline and each shop’s part with its lines', async () => {
    const tomorrow = addDays(localDateOf(new Date()), 1);
    stubApi({
      ...signedInAs(),
      'GET /api/orders/GR-000123': orderAnswer(paidOrder({ deliverOn: tomorrow })),
    });
    renderPage(<OrderPage />, { path: PATH, url: '/orders/GR-000123' });
    await screen.findByRole('heading', { level: 1, name: 'Order GR-000123' });

    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Waiting for payment',
      'Paid',
      'Petal & Stem: Accepted by the shop',
      'Petal & Stem: On its way',
    ]);
    expect(steps[3]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-28T12:00:00.000Z');
    expect(within(steps[3] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'https://courier.example/track/77',
    );

    const [cakes, roses] = screen.getAllByTestId('shipment') as [HTMLElement, HTMLElement];
    expect(within(cakes).getByRole('heading', { name: 'Sweet Crumbs' })).toBeInTheDocument();
    expect(within(cakes).getByText('Waiting for the shop')).toBeInTheDocument();
    expect(within(cakes).getByText('Red Velvet Cake')).toBeInTheDocument();
    expect(within(cakes).getByText('2 × ₦8,500')).toBeInTheDocument();
    expect(within(cakes).getByText('1 free with your loyalty card')).toBeInTheDocument();
    expect(within(roses).getByText('On its way')).toBeInTheDocument();
    expect(within(roses).queryByText(/free with your loyalty card/)).toBeNull();
    expect(within(roses).getByRole('link', { name: /Follow the parcel/ })).toHaveAttribute(
      'href',
      'https://courier.example/track/77',
    );

    // Due tomorrow and not delivered: it arrives then, it has not been delivered.
    expect(screen.getByTestId('deliver-on')).toHaveTextContent(
      `Arrives on ${formatDay(tomorrow)} with a card to Amara`,
    );
    expect(
      screen.getByRole('heading', { name: 'Your order GR-000123 is under way' }),
    ).toBeVisible();
    expect(screen.queryByText(/What happens next/)).toBeNull();
    const totals = screen.getByTestId('order-totals');
    expect(within(totals).getByText('Loyalty card').nextElementSibling).toHaveTextContent(
      '−₦8,500',
    );
    expect(within(totals).getByText('Coupon HELLO10').nextElementSibling).toHaveTextContent(
      '−₦1,000',
    );
    expect(within(totals).getByText('Total').nextElementSibling).toHaveTextContent('₦28,187.50');
  });

  it('a shop’s cancellation shows its reason and the refund', async () => {
    const [cakes, roses] = paidOrder().shipments as [
      ReturnType<typeof paidOrder>['shipments'][number],
      ReturnType<typeof paidOrder>['shipments'][number],
    ];
    stubApi({
      ...signedInAs(),
      'GET /api/orders/GR-000123': orderAnswer(
        paidOrder({
          shipments: [
            {
              ...cakes,
              status: 'cancelled',
              cancelReason: 'Our oven broke down today, sorry.',
              refundStatus: 'pending',
            },
            roses,
          ],
        }),
      ),
    });
    renderPage(<OrderPage />, { path: PATH, url: '/orders/GR-000123' });
    const panel = (await screen.findAllByTestId('shipment'))[0] as HTMLElement;
    expect(within(panel).getByText('Cancelled by the shop')).toBeInTheDocument();
    expect(within(panel).getByText('Our oven broke down today, sorry.')).toBeInTheDocument();
    expect(within(panel).getByText(/Refund of ₦11,137.50: on its way/)).toBeInTheDocument();
  });

  it('an unpaid order offers to pay (sending the buyer to the provider) and to cancel', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      ...signedInAs(),
      'GET /api/orders/GR-000123': orderAnswer(orderOf()),
      'POST /api/orders/GR-000123/pay': {
        body: { success: true, payment: { redirectUrl: 'https://checkout.paystack.test/abc' } },
      },
    });
    const { user } = renderPage(<OrderPage />, { path: PATH, url: '/orders/GR-000123' });
    expect(await screen.findByRole('heading', { name: 'Waiting for payment' })).toBeInTheDocument();
    expect(screen.getByText(/We are holding your gifts until/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    // No shop has been asked before payment: each part waits for the payment, not the shop.
    for (const part of screen.getAllByTestId('shipment')) {
      expect(within(part).getByText('Waiting for payment')).toBeInTheDocument();
      expect(within(part).queryByText('Waiting for the shop')).toBeNull();
    }

    await user.click(screen.getByRole('button', { name: 'Pay ₦28,187.50 now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.test/abc'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('asks before cancelling, the safe answer first', async () => {
    const api = stubApi({
      ...signedInAs(),
      'GET /api/orders/GR-000123': orderAnswer(orderOf()),
      'POST /api/orders/GR-000123/cancel': orderAnswer(
        orderOf({
          status: 'cancelled',
          cancelledAt: '2026-11-28T09:10:00.000Z',
          canPay: false,
          canCancel: false,
        }),
      ),
    });
    const { user } = renderPage(<OrderPage />, { path: PATH, url: '/orders/GR-000123' });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    const keep = within(dialog).getByRole('button', { name: 'Keep my order' });
    expect(keep).toHaveFocus();
    await user.click(keep);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const asked = await screen.findByRole('alertdialog');
    await user.click(within(asked).getByRole('button', { name: 'Cancel order' }));
    const heading = await screen.findByRole('heading', { name: 'This order was cancelled' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('once every part has arrived, says so: no "What happens next", the day "Delivered on"', async () => {
    stubApi({
      ...signedInAs(),
      'GET /api/orders/GR-000123': orderAnswer(
        paidOrder({
          shipments: paidOrder().shipments.map((one) => ({ ...one, status: 'delivered' })),
        }),
      ),
    });
    renderPage(<OrderPage />, { path: PATH, url: '/orders/GR-000123' });
    expect(
      await screen.findByRole('heading', { name: 'Your order GR-000123 has been delivered' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Thank you! Your order/)).toBeNull();
    expect(screen.queryByText(/What happens next/)).toBeNull();
    expect(screen.getByTestId('deliver-on')).toHaveTextContent(
      'Delivered on Monday 14 December 2026 with a card to Amara',
    );
  });

  it('a day gone by without the gifts reads "Due on", never "Delivered on"', async () => {
    const yesterday = addDays(localDateOf(new Date()), -1);
    stubApi({
      ...signedInAs(),
      'GET /api/orders/GR-000123': orderAnswer(paidOrder({ deliverOn: yesterday, card: null })),
    });
    renderPage(<OrderPage />, { path: PATH, url: '/orders/GR-000123' });
    expect(await screen.findByTestId('deliver-on')).toHaveTextContent(
      `Due on ${formatDay(yesterday)}`,
    );
  });

  it('an order every shop cancelled and refunded says so, not "confirmed"', async () => {
    stubApi({
      ...signedInAs(),
      'GET /api/orders/GR-000123': orderAnswer(
        paidOrder({
          shipments: paidOrder().shipments.map((one) => ({
            ...one,
            status: 'cancelled',
            cancelReason: 'We cannot deliver on that day, sorry.',
            refundStatus: 'processed',
          })),
        }),
      ),
    });
    renderPage(<OrderPage />, { path: PATH, url: '/orders/GR-000123' });
    expect(
      await screen.findByRole('heading', { name: 'The shops cancelled this order' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your payment of ₦29,262.50 has been refunded/)).toBeInTheDocument();
    expect(screen.queryByText(/What happens next/)).toBeNull();
    expect(screen.getByTestId('deliver-on')).toHaveTextContent(
      'Was to arrive on Monday 14 December 2026 with a card to Amara',
    );
  });

  it('a failed payment offers to try again', async () => {
    stubApi({
      ...signedInAs(),
      'GET /api/orders/GR-000123': orderAnswer(orderOf({ status: 'payment_failed' })),
    });
    renderPage(<OrderPage />, { path: PATH, url: '/orders/GR-000123' });
    expect(
      await screen.findByRole('heading', { name: 'Your payment did not go through' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try paying again' })).toBeInTheDocument();
  });

  it('an order that is not the buyer’s, or no order at all, is a friendly not-found', async () => {
    stubApi({ ...signedInAs(), 'GET /api/orders/GR-000999': notFoundAnswer });
    renderPage(<OrderPage />, { path: PATH, url: '/orders/GR-000999' });
    expect(
      await screen.findByRole('heading', { name: "We couldn't find this order" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/track');
  });

  it('asks again every 15 s while the order waits for payment, only while the tab is visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    let answer = orderOf();
    const api = stubApi({
      ...signedInAs(),
      'GET /api/orders/GR-000123': () => orderAnswer(answer),
    });
    renderPage(<OrderPage />, { path: PATH, url: '/orders/GR-000123' });
    await screen.findByRole('heading', { name: 'Waiting for payment' });
    const reads = () => api.calls.filter((call) => call.path === '/api/orders/GR-000123').length;
    expect(reads()).toBe(1);

    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    await waitFor(() => expect(reads()).toBe(2));

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3);
    expect(reads()).toBe(2);

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    answer = paidOrder({
      shipments: paidOrder().shipments.map((one) => ({ ...one, status: 'delivered' })),
    });
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    expect(
      await screen.findByRole('heading', { name: 'Your order GR-000123 has been delivered' }),
    ).toBeInTheDocument();
    const settled = reads();
    // Paid and every shop's part delivered: nothing moves any more, so nothing is asked.
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3);
    expect(reads()).toBe(settled);
  });

  it('when the payment cannot be checked, shows the order and says it updates by itself', async () => {
    stubApi({
      ...signedInAs(),
      'POST /api/orders/GR-000123/verify': {
        status: 502,
        body: {
          success: false,
          code: 'bad_request',
          message: 'The payment provider did not answer',
        },
      },
      'GET /api/orders/GR-000123': orderAnswer(orderOf()),
    });
    renderPage(<OrderPage />, { path: PATH, url: '/orders/GR-000123?reference=ref_abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check your payment just now (The payment provider did not answer).',
    );
    expect(screen.getByRole('heading', { name: 'Waiting for payment' })).toBeInTheDocument();
  });

  it('sends a guest to sign in and back', async () => {
    stubApi();
    const { router } = renderApp('/orders/GR-000123?reference=ref_abc');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign in');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/orders/GR-000123', search: '?reference=ref_abc', hash: '' },
    });
  });
});
