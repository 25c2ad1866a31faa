import type { VendorOrderView } from '@greetly/domain/schemas/orders-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, field, fill } from '../../../testing/form-queries';
import {
  type ApiCall,
  renderApp,
  signedInAs,
  stubApi,
  TEST_USER,
} from '../../../testing/render-page';
import { orderSummaryOf, orderViewOf, shopOf, vendorServer } from '../vendor-test-fixtures';
import { ORDER_CONFLICT_MESSAGE } from './vendor-order-text';

const ORDER_PATH = '/api/vendor/orders/shp_1';
const STATUS_PATH = '/api/vendor/orders/shp_1/status';

const approved = shopOf({ status: 'approved', reviewedAt: '2026-03-03T09:00:00Z' });

/** The shop's server holding one order part; each move answers the part as the body makes it. */
function orderServer(
  start: Partial<VendorOrderView> = {},
  moveAnswer?: (call: ApiCall) => unknown,
) {
  let order = orderViewOf(start);
  const api = stubApi({
    ...vendorServer([], approved, []),
    [`GET ${ORDER_PATH}`]: () => ({ body: { success: true, order } }),
    [`POST ${STATUS_PATH}`]: (call) => {
      if (moveAnswer) return moveAnswer(call) as { status?: number; body?: unknown };
      const body = call.body as {
        status: VendorOrderView['status'];
        note?: string;
        reason?: string;
        trackingUrl?: string;
      };
      order = {
        ...order,
        status: body.status,
        dispatchNote: body.note ?? order.dispatchNote,
        trackingUrl: body.trackingUrl ?? order.trackingUrl,
        cancelReason: body.reason ?? order.cancelReason,
        refundStatus: body.status === 'cancelled' ? 'pending' : order.refundStatus,
        history: [
          ...order.history,
          {
            at: '2026-12-02T10:00:00.000Z',
            status: body.status,
            shopName: order.shopName,
            note: body.note ?? body.reason ?? null,
          },
        ],
      };
      return { body: { success: true, order } };
    },
  });
  return {
    api,
    setOrder: (changes: Partial<VendorOrderView>) => {
      order = { ...order, ...changes };
    },
  };
}

async function openOrder() {
  const view = renderApp('/vendordashboard/orders/shp_1');
  await screen.findByRole('heading', { level: 1, name: 'Order GR-000123' });
  return view;
}

const moves = (calls: ApiCall[]) => calls.filter((call) => call.path === STATUS_PATH);
const button = (name: string) => screen.queryByRole('button', { name });

describe("the shop's orders on the vendor dashboard", () => {
  it('lists new orders first, newest first, with their state and the deliver-on tag', async () => {
    stubApi(
      vendorServer([], approved, [
        orderSummaryOf({ id: 'shp_old', orderNumber: 'GR-000101', paidAt: '2026-11-20T09:00:00Z' }),
        orderSummaryOf({
          id: 'shp_sent',
          orderNumber: 'GR-000110',
          status: 'dispatched',
          withCard: false,
          deliverOn: null,
        }),
        orderSummaryOf({ id: 'shp_new', orderNumber: 'GR-000123', itemCount: 1 }),
      ]),
    );
    const { user } = renderApp('/vendordashboard');
    const list = await screen.findByRole('list', { name: 'New orders' });
    const rows = within(list).getAllByTestId('vendor-order');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/vendordashboard/orders/shp_new',
      '/vendordashboard/orders/shp_old',
    ]);
    const newest = rows[0] as HTMLElement;
    expect(newest).toHaveTextContent('Order GR-000123');
    expect(newest).toHaveTextContent('New: waiting for you');
    expect(newest).toHaveTextContent('For Amaka Obi · 1 item');
    expect(newest).toHaveTextContent('₦26,125');
    expect(within(newest).getByTestId('deliver-on')).toHaveTextContent(
      'Deliver on Mon 14 Dec 2026 with a card',
    );
    expect(screen.getByRole('button', { name: 'New : 2' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'In progress : 1' }));
    const moving = screen.getByRole('list', { name: 'In progress orders' });
    expect(within(moving).getByTestId('vendor-order')).toHaveTextContent('On its way');
    expect(within(moving).queryByTestId('deliver-on')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancelled : 0' }));
    expect(screen.getByText('No orders have been cancelled.')).toBeVisible();
  });

  it('says when the shop has no orders yet', async () => {
    stubApi(vendorServer([], approved, []));
    renderApp('/vendordashboard');
    expect(await screen.findByText('No orders yet')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Show orders' })).toBeNull();
  });
});

describe("an order's page", () => {
  it('shows what to send, where to, the card day and the timeline', async () => {
    orderServer();
    await openOrder();
    expect(screen.getByTestId('deliver-on')).toHaveTextContent(
      'Deliver on Mon 14 Dec 2026 with a card',
    );
    const lines = screen.getAllByTestId('order-line');
    expect(lines[0]).toHaveTextContent('Red velvet cake × 2 at ₦8,500');
    expect(lines[0]).toHaveTextContent('₦17,000');
    expect(lines[1]).toHaveTextContent('Cupcake box of six × 1 at ₦4,000');
    expect(screen.getByText('Gift delivery with a card')).toBeVisible();
    expect(screen.getByText('Yes: pack the gifts in a gift bag')).toBeVisible();
    const address = screen.getByTestId('order-address');
    for (const part of ['Amaka Obi', '12 Admiralty Way, Lekki Phase 1', 'Lagos, Lagos', 'Nigeria'])
      expect(address).toHaveTextContent(part);
    expect(within(address).getByRole('link', { name: '+2348031234567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );
    expect(screen.getAllByTestId('history-entry')[0]).toHaveTextContent('Paid: a new order');
  });

  it('offers a new order only Accept and Cancel, and accepting sends just that', async () => {
    const { api } = orderServer();
    const { user } = await openOrder();
    expect(button('Accept order')).toBeVisible();
    expect(button('Cancel order')).toBeVisible();
    expect(button('Mark as dispatched')).toBeNull();
    expect(button('Mark as delivered')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Accept order' }));
    expect(await screen.findByText(/You accepted the order/)).toBeVisible();
    expect(moves(api.calls).map((call) => call.body)).toEqual([{ status: 'accepted' }]);
    // The view is the answer's: the next move is dispatching.
    expect(screen.getByTestId('order-status')).toHaveTextContent('Accepted');
    expect(button('Accept order')).toBeNull();
    expect(button('Mark as dispatched')).toBeVisible();
  });

  it('checks the dispatch form, then sends the note and tracking link', async () => {
    const { api } = orderServer({ status: 'accepted' });
    const { user } = await openOrder();
    expect(button('Cancel order')).toBeVisible();
    expect(button('Mark as delivered')).toBeNull();
    await fill(user, field('Tracking link (optional)'), 'track me please');
    await user.click(screen.getByRole('button', { name: 'Mark as dispatched' }));
    await waitFor(() =>
      expect(errorOf(field('Tracking link (optional)'))).toBe(
        'Enter a tracking link starting with https://',
      ),
    );
    expect(moves(api.calls)).toHaveLength(0);

    await fill(user, field('Tracking link (optional)'), 'https://track.example.com/GIG123');
    await fill(user, field('Note for the buyer (optional)'), 'GIG Logistics, rider Musa');
    await user.click(screen.getByRole('button', { name: 'Mark as dispatched' }));
    expect(await screen.findByText(/marked as dispatched/)).toBeVisible();
    expect(moves(api.calls).map((call) => call.body)).toEqual([
      {
        status: 'dispatched',
        note: 'GIG Logistics, rider Musa',
        trackingUrl: 'https://track.example.com/GIG123',
      },
    ]);
    expect(screen.getByTestId('order-status')).toHaveTextContent('On its way');
    expect(button('Cancel order')).toBeNull();
    const steps = screen.getAllByTestId('history-entry');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Paid: a new order',
      'Dispatched',
    ]);
    expect(steps[1]).toHaveTextContent('GIG Logistics, rider Musa');
    expect(screen.getByRole('link', { name: /track\.example\.com/ })).toHaveAttribute(
      'href',
      'https://track.example.com/GIG123',
    );
  });

  it('dispatches with neither note nor link', async () => {
    const { api } = orderServer({ status: 'accepted' });
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Mark as dispatched' }));
    await waitFor(() => expect(moves(api.calls)).toHaveLength(1));
    expect(moves(api.calls)[0]?.body).toEqual({ status: 'dispatched' });
  });

  it('offers a dispatched order only Mark as delivered', async () => {
    const { api } = orderServer({ status: 'dispatched' });
    const { user } = await openOrder();
    expect(button('Accept order')).toBeNull();
    expect(button('Cancel order')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    expect(await screen.findByText('The order is marked as delivered.')).toBeVisible();
    expect(moves(api.calls).map((call) => call.body)).toEqual([{ status: 'delivered' }]);
    expect(screen.getByText(/There is nothing more to do/)).toBeVisible();
    expect(button('Mark as delivered')).toBeNull();
  });

  it('shows a cancelled order with its reason and refund, and no moves', async () => {
    orderServer({
      status: 'cancelled',
      cancelReason: 'The cake tin broke and we cannot bake in time.',
      refundStatus: 'processed',
    });
    await openOrder();
    expect(screen.getByText('The cake tin broke and we cannot bake in time.')).toBeVisible();
    expect(screen.getByText('The buyer has been refunded this part.')).toBeVisible();
    for (const name of ['Accept order', 'Mark as dispatched', 'Mark as delivered', 'Cancel order'])
      expect(button(name)).toBeNull();
  });

  it('asks before cancelling, needs a reason, and keeps the order when told to', async () => {
    const { api } = orderServer({ status: 'accepted' });
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel order GR-000123?' });
    expect(dialog).toHaveTextContent('The buyer is refunded this part of the order (₦26,125)');
    const answers = within(dialog)
      .getAllByRole('button')
      .filter((candidate) => candidate.textContent);
    expect(answers.map((candidate) => candidate.textContent)).toEqual([
      'Keep the order',
      'Cancel order',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel order GR-000123?' });
    const reason = within(dialog).getByLabelText('Why are you cancelling?');
    await fill(user, reason, 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(errorOf(reason)).toBe('Say why in at least 10 characters'));
    expect(moves(api.calls)).toHaveLength(0);

    await fill(user, reason, '  We ran out of red velvet this week.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(/The order is cancelled/)).toBeVisible();
    expect(moves(api.calls).map((call) => call.body)).toEqual([
      { status: 'cancelled', reason: 'We ran out of red velvet this week.' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(screen.getByText('The buyer’s refund of this part is being processed.')).toBeVisible();
  });

  it('says the order changed meanwhile on a 409, and shows it as it is now', async () => {
    const conflict = {
      status: 409,
      body: { success: false, code: 'order_state_conflict', message: 'This order has moved on' },
    };
    const server = orderServer({ status: 'pending' }, () => conflict);
    const { user } = await openOrder();
    // Someone else in the shop cancelled it meanwhile.
    server.setOrder({ status: 'cancelled', cancelReason: 'Closed for the holidays, sorry.' });
    await user.click(screen.getByRole('button', { name: 'Accept order' }));
    expect(await screen.findByText(ORDER_CONFLICT_MESSAGE)).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(screen.getByText('Closed for the holidays, sorry.')).toBeVisible();
    expect(button('Accept order')).toBeNull();
    expect(server.api.calls.filter((call) => call.path === ORDER_PATH)).toHaveLength(2);
  });

  it('keeps an account without the vendor role out', async () => {
    const api = stubApi({ ...signedInAs(TEST_USER) });
    const { router } = renderApp('/vendordashboard/orders/shp_1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendorproceed'));
    expect(api.calls.some((call) => call.path.startsWith('/api/vendor/orders'))).toBe(false);
  });
});
