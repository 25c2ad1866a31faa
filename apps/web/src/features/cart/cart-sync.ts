// The account's cart on the server, for account-cart.ts: loaded only once someone is signed in,
// as it brings the contracts and zod. It loads the cart (merging the guest's first) and sends
// one change at a time; what to show and when is account-cart.ts's business.
import { PRODUCT_PRICE_MAX_KOBO } from '@greetly/domain/catalog/products';
import { cartEndpoints } from '@greetly/domain/contracts/cart';
import {
  CART_MERGE_ITEMS_MAX,
  CART_QUANTITY_MAX,
  type CartLine,
  type CartMergeResponse,
} from '@greetly/domain/schemas/cart';
import { ApiRequestError, api } from '../../lib/api';
import type { CartItem, KeptCartItem } from './cart-lines';

export function toCartItem(line: CartLine): CartItem {
  return {
    ref: line.ref,
    path: line.path,
    title: line.title,
    priceKobo: line.unitPriceKobo,
    photoUrl: line.photoUrl,
    shopName: line.shopName,
    quantity: line.quantity,
    stock: line.stock,
    addedAt: line.addedAt,
    priceWhenAddedKobo: line.priceWhenAddedKobo,
    available: line.available,
    notice: line.notice,
  };
}

export interface LoadedCart {
  items: CartItem[];
  /** Says which of the guest's gifts were not kept, or null. */
  message: string | null;
  /** The guest's lines now in the account's cart (or left out for good): this browser forgets them. */
  mergedRefs: string[];
}

function skippedMessage(
  skipped: CartMergeResponse['skipped'],
  kept: readonly KeptCartItem[],
): string | null {
  if (skipped.length === 0) return null;
  const named = skipped.map(({ ref, reason }) => {
    const title = kept.find((item) => item.ref === ref)?.title ?? ref;
    return `“${title}” (${reason === 'out_of_stock' ? 'out of stock' : 'no longer available'})`;
  });
  return `Not added from your cart before you signed in: ${named.join(', ')}.`;
}

/**
 * The account's cart. A guest's lines are merged into it first, a hundred at a time: the server
 * keeps the larger quantity of each gift, so a merge repeated after a failure adds nothing twice.
 */
export async function loadAccountCart(kept: readonly KeptCartItem[]): Promise<LoadedCart> {
  // A line an older version kept at 0 was on its way out: it is dropped, not merged.
  const toMerge = kept.filter((item) => item.quantity >= 1);
  if (toMerge.length === 0) {
    const cart = await api(cartEndpoints.get);
    return {
      items: cart.lines.map(toCartItem),
      message: null,
      mergedRefs: kept.map((item) => item.ref),
    };
  }
  let lines: CartLine[] = [];
  const skipped: CartMergeResponse['skipped'] = [];
  for (let start = 0; start < toMerge.length; start += CART_MERGE_ITEMS_MAX) {
    const items = toMerge.slice(start, start + CART_MERGE_ITEMS_MAX).map((item) => ({
      ref: item.ref,
      quantity: Math.min(item.quantity, CART_QUANTITY_MAX),
      priceKobo: Math.min(item.priceKobo, PRODUCT_PRICE_MAX_KOBO),
    }));
    const answer = await api(cartEndpoints.merge, { body: { items } });
    lines = answer.lines;
    skipped.push(...answer.skipped);
  }
  return {
    items: lines.map(toCartItem),
    message: skippedMessage(skipped, toMerge),
    mergedRefs: kept.map((item) => item.ref),
  };
}

/**
 * Sets a line's quantity on the server (0 takes it out) and answers the account's whole cart, with
 * a sentence when the stock allowed fewer than asked.
 */
export async function sendCartChange(
  ref: string,
  quantity: number,
  title: string,
): Promise<{ items: CartItem[]; message: string | null }> {
  if (quantity === 0) {
    const cart = await api(cartEndpoints.remove, { params: { ref } });
    return { items: cart.lines.map(toCartItem), message: null };
  }
  const cart = await api(cartEndpoints.setQuantity, { params: { ref }, body: { quantity } });
  return {
    items: cart.lines.map(toCartItem),
    message: cart.clamped ? `“${title}”: ${cart.clamped.message}` : null,
  };
}

/** What to tell the buyer about a failed call, and whether the session was refused. */
export function failureOf(
  error: unknown,
  fallback: string,
): { message: string; unauthorized: boolean } {
  if (!(error instanceof ApiRequestError)) return { message: fallback, unauthorized: false };
  if (error.status === 401) return { message: fallback, unauthorized: true };
  // The server's own words for what it refused (a gift no longer listed); our fault otherwise.
  return { message: error.status < 500 ? error.message : fallback, unauthorized: false };
}
