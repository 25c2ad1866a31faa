import { naira } from '@greetly/domain/money';
import type { CartLine } from '@greetly/domain/schemas/cart';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, renderApp, signedInAs, stubApi } from '../../testing/render-page';
import { CART_STORAGE_KEY } from '../cart/cart-store';
import { cartAnswer, quoteOf } from '../cart/checkout-fixtures';
import { detail } from '../marketplace/test-fixtures';

const CAKE = detail({ stock: 3 });
const PRODUCT_API = `GET /api/marketplace/products/${CAKE.ref}`;

/** The whole app at the gift's page: its navigation bar keeps the cart bound to the session. */
function openProduct() {
  return renderApp(CAKE.path);
}

describe('Send with a card (product page)', () => {
  it('a guest’s gift goes into this browser’s cart, and the checkout opens with gift delivery', async () => {
    stubApi({ [PRODUCT_API]: { body: { success: true, product: CAKE, moreFromShop: [] } } });
    const { user, router } = openProduct();
    await user.click(await screen.findByRole('button', { name: 'One more: Red Velvet Cake' }));
    await user.click(screen.getByRole('button', { name: 'Send with a card' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?delivery=gift');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ ref: CAKE.ref, quantity: 2, priceKobo: naira(8500) }),
    ]);
    // The checkout asks a guest to sign in first.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sign in to check out' }),
    ).toBeVisible();
  });

  it('a signed-in buyer’s gift reaches the account’s cart before the checkout is priced', async () => {
    const lines: CartLine[] = [];
    const cakeLine = (quantity: number): CartLine => ({
      ref: CAKE.ref,
      path: CAKE.path,
      title: CAKE.title,
      shopName: 'Sweet Crumbs',
      shopSlug: 'sweet-crumbs',
      photoUrl: null,
      unitPriceKobo: CAKE.priceKobo,
      priceWhenAddedKobo: CAKE.priceKobo,
      quantity,
      stock: CAKE.stock,
      available: true,
      notice: null,
      addedAt: '2026-11-28T21:00:00.000Z',
    });
    const api = stubApi({
      ...signedInAs(),
      [PRODUCT_API]: { body: { success: true, product: CAKE, moreFromShop: [] } },
      'GET /api/cart': () => cartAnswer(lines),
      [`PUT /api/cart/items/${CAKE.ref}`]: (call: ApiCall) => {
        lines.splice(0, lines.length, cakeLine((call.body as { quantity: number }).quantity));
        return { body: { ...(cartAnswer(lines).body as object), clamped: null } };
      },
      'POST /api/checkout/quote': (call: ApiCall) => ({ body: quoteOf(call.body, lines) }),
      'GET /api/addresses': { body: { success: true, addresses: [] } },
      'GET /api/checkout/gift-cards': { body: { success: true, cards: [] } },
    });
    const { user, router } = openProduct();
    await user.click(await screen.findByRole('button', { name: 'Send with a card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));

    // ₦8,500 + gift delivery ₦2,000 + VAT 7.5% of ₦8,500 (₦637.50).
    expect(await screen.findByRole('button', { name: 'Confirm and pay ₦11,137.50' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^Gift delivery with a card/ })).toBeChecked();
    const paths = api.calls.map((call) => `${call.method} ${call.path}`);
    const put = paths.indexOf(`PUT /api/cart/items/${CAKE.ref}`);
    expect(put).toBeGreaterThan(-1);
    expect(paths.indexOf('POST /api/checkout/quote')).toBeGreaterThan(put);
    expect(api.calls.find((call) => call.path === '/api/checkout/quote')?.body).toEqual({
      deliveryOption: 'gift',
      giftBag: false,
    });
  });
});
