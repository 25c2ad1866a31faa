import type { CartLine } from '@greetly/domain/schemas/cart';
import type { CheckoutUnavailableLine } from '@greetly/domain/schemas/checkout-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, renderPage, stubApi } from '../../testing/render-page';
import {
  cartAnswer,
  checkoutServer,
  confirmButton,
  quoteOf,
  quotesSent,
  TRUFFLES,
} from './checkout-fixtures';
import CheckoutPage from './checkout-page';

/** A gift that sold out while it was in the cart. */
const CAKE: CartLine = {
  ...TRUFFLES,
  ref: 'cake000001',
  path: '/gifts/chocolate-cake-cake000001',
  title: 'Chocolate Cake',
  unitPriceKobo: 500_000,
  priceWhenAddedKobo: 500_000,
  quantity: 1,
  stock: 0,
  notice: 'out_of_stock',
};

/** Four in the cart, two left. */
const CARDS: CartLine = {
  ...TRUFFLES,
  ref: 'card000001',
  path: '/gifts/pop-up-card-card000001',
  title: 'Pop-up Card',
  unitPriceKobo: 100_000,
  priceWhenAddedKobo: 100_000,
  quantity: 4,
  stock: 2,
  notice: 'low_stock',
};

/** A gift its shop no longer sells. */
const HAMPER: CartLine = {
  ...TRUFFLES,
  ref: 'hamper0001',
  path: '/gifts/hamper-hamper0001',
  title: 'Hamper',
  quantity: 1,
  available: false,
  notice: 'unavailable',
};

/** What the quote says of a cart line it leaves out or cuts down (the server's rule). */
function unavailableOf(line: CartLine): CheckoutUnavailableLine | null {
  const available = line.available ? Math.min(line.quantity, line.stock) : 0;
  if (available === line.quantity) return null;
  return {
    ref: line.ref,
    title: line.title,
    shopName: line.shopName,
    reason: !line.available ? 'unlisted' : available === 0 ? 'sold_out' : 'short',
    quantity: line.quantity,
    available,
  };
}

/** A checkout server whose cart holds `lines`, with Remove and Take n changing it. */
function serverWith(lines: CartLine[]) {
  let cart = [...lines];
  const buyable = () =>
    cart
      .filter((line) => line.available && line.stock > 0)
      .map((line) => ({ ...line, quantity: Math.min(line.quantity, line.stock) }));
  const routes: Record<string, (call: ApiCall) => { body: unknown }> = {
    'GET /api/cart': () => cartAnswer(cart) as { body: unknown },
    'POST /api/checkout/quote': (call) => ({
      body: {
        ...quoteOf(call.body, buyable()),
        unavailable: cart.flatMap((line) => unavailableOf(line) ?? []),
      },
    }),
  };
  for (const line of lines) {
    routes[`DELETE /api/cart/items/${line.ref}`] = () => {
      cart = cart.filter((each) => each.ref !== line.ref);
      return cartAnswer(cart) as { body: unknown };
    };
    routes[`PUT /api/cart/items/${line.ref}`] = (call) => {
      const { quantity } = call.body as { quantity: number };
      cart = cart.map((each) =>
        each.ref === line.ref ? { ...each, quantity, notice: null } : each,
      );
      return { body: { ...(cartAnswer(cart).body as object), clamped: null } };
    };
  }
  return stubApi(checkoutServer(routes, { lines }));
}

const openCheckout = () => renderPage(<CheckoutPage />, { path: '/checkout' });
const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));

describe('a gift that sold out while in the cart (issue 27, defect 6)', () => {
  it('is named where the order summary is; Confirm waits until it is removed, then re-quotes', async () => {
    const api = serverWith([TRUFFLES, CAKE]);
    const { user } = openCheckout();
    const notInOrder = await screen.findByRole('list', { name: 'Not in this order' });
    expect(summary().getByRole('list', { name: 'Not in this order' })).toBe(notInOrder);
    expect(within(notInOrder).getByRole('listitem')).toHaveTextContent(
      'Chocolate Cake sold out while it was in your cart: it is not in this order. Remove it to place your order, or leave it in your cart and wait until it is back.',
    );
    // The gifts and figures are the order's: the cake is not among them.
    expect(
      within(screen.getByRole('list', { name: 'Gifts' })).queryByText('Chocolate Cake'),
    ).toBeNull();
    // Placing refuses a sold-out gift, so Confirm says what to do instead of failing.
    await waitFor(() => expect(confirmButton()).toHaveTextContent('Confirm and pay ₦6,290'));
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(
      'To place your order, remove Chocolate Cake.',
    );

    await user.click(screen.getByRole('button', { name: 'Remove Chocolate Cake from your cart' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Not in this order' })).toBeNull(),
    );
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/cart/items/${CAKE.ref}`,
    ]);
    expect(quotesSent(api.calls)).toHaveLength(2);
    expect(api.unexpected).toEqual([]);
  });

  it('a gift with fewer left offers to take what is left; one no longer sold stays behind', async () => {
    const api = serverWith([TRUFFLES, CARDS, HAMPER]);
    const { user } = openCheckout();
    const notInOrder = await screen.findByRole('list', { name: 'Not in this order' });
    expect(
      within(notInOrder)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'Only 2 of Pop-up Card are left (your cart holds 4): this order has 2. Take 2 to place your order, or remove it.',
      'Hamper is no longer sold: it is not in this order, and stays in your cart until you remove it.',
    ]);
    await waitFor(() =>
      expect(confirmButton()).toHaveAccessibleDescription(
        'To place your order, take 2 of Pop-up Card or remove it.',
      ),
    );
    expect(confirmButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Take 2 of Pop-up Card' }));
    // The gift no longer sold does not keep the order from being placed: placing leaves it behind.
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    expect(
      within(screen.getByRole('list', { name: 'Not in this order' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/api/cart/items/${CARDS.ref}`,
      body: { quantity: 2 },
    });
    expect(api.unexpected).toEqual([]);
  });
});
