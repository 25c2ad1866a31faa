// A guest's cart checked against the marketplace (POST /api/cart/quote), for the cart page: its
// lines then say what changed since each gift was added, as an account's do. Loaded with the
// cart page, as it brings the contracts and zod. Nothing is stored on the server, and a quote
// that fails leaves the cart as this browser kept it.
import { PRODUCT_PRICE_MAX_KOBO } from '@greetly/domain/catalog/products';
import { cartEndpoints } from '@greetly/domain/contracts/cart';
import { CART_QUANTITY_MAX, CART_QUOTE_ITEMS_MAX } from '@greetly/domain/schemas/cart';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api';
import type { CartItem, KeptCartItem, ProductNow } from './cart-lines';
import { getKeptCart, isGuestCart, setGuestQuote } from './cart-store';

/** How long quantities stay still before they are checked again. */
export const GUEST_QUOTE_DELAY_MS = 400;

/** How the marketplace has the guest's gifts now, by reference (a hundred lines a call). */
export async function quoteGuestCart(
  kept: readonly KeptCartItem[],
  signal?: AbortSignal,
): Promise<Map<string, ProductNow>> {
  // A line an older version kept at 0 is on its way out: nothing to check.
  const toQuote = kept.filter((item) => item.quantity >= 1);
  const quote = new Map<string, ProductNow>();
  for (let start = 0; start < toQuote.length; start += CART_QUOTE_ITEMS_MAX) {
    const items = toQuote.slice(start, start + CART_QUOTE_ITEMS_MAX).map((item) => ({
      ref: item.ref,
      quantity: Math.min(item.quantity, CART_QUANTITY_MAX),
      priceKobo: Math.min(item.priceKobo, PRODUCT_PRICE_MAX_KOBO),
    }));
    const answer = await api(cartEndpoints.quote, { body: { items }, signal });
    for (const line of answer.lines) {
      quote.set(line.ref, { available: true, priceKobo: line.unitPriceKobo, stock: line.stock });
    }
    for (const ref of answer.unavailable) quote.set(ref, { available: false });
  }
  return quote;
}

/**
 * While the cart shown is a guest's, checks it against the marketplace: at once when the page
 * opens, then each time its quantities have stayed still for GUEST_QUOTE_DELAY_MS. A quote that
 * fails (or is overtaken by a newer one) changes nothing; leaving the page forgets the quote.
 */
export function useGuestQuote(items: readonly CartItem[]): void {
  const signature = isGuestCart()
    ? items
        .filter((item) => item.quantity >= 1)
        .map((item) => `${item.ref}×${item.quantity}`)
        .join(' ')
    : '';
  const asked = useRef(false);
  // A quote belongs to this visit of the page: the next visit asks again, and shows nothing stale.
  useEffect(() => () => setGuestQuote(new Map()), []);
  useEffect(() => {
    if (signature === '') return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        // Bound to an account since (the page's first render comes before the binding).
        if (!isGuestCart()) return;
        quoteGuestCart(getKeptCart(), controller.signal).then(
          (quote) => {
            if (!controller.signal.aborted) setGuestQuote(quote);
          },
          () => {
            // No notices then: the cart stays as this browser kept it.
          },
        );
      },
      asked.current ? GUEST_QUOTE_DELAY_MS : 0,
    );
    asked.current = true;
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [signature]);
}
