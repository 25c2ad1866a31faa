import { buyableQuantity } from '@greetly/domain';
import {
  CART_MESSAGES,
  type CartChangeResponse,
  type CartMergeResponse,
  type CartQuoteResponse,
  type CartResponse,
  type GuestCartItem,
} from '@greetly/domain/schemas/cart';
import { notFound } from '../../../platform/http/errors.ts';
import { toCart, toQuote } from './present.ts';
import type { CartLineWrite, CartRepo } from './repo.ts';

export interface CartDeps {
  repo: CartRepo;
  now?: () => Date;
}

const clock = (deps: CartDeps) => deps.now?.() ?? new Date();

/** The account's cart, each line with its product as it is now, and the totals. */
export async function getCart(deps: CartDeps, userId: string): Promise<CartResponse> {
  return toCart(await deps.repo.linesOf(userId));
}

/**
 * Sets how many of a listed gift the account's cart holds, never more than its stock, recording
 * the price the buyer sees now; 0 (asked for, or all the stock allows) takes the line out.
 * `clamped` says when fewer than asked are held. A gift that is not listed is a 404, except
 * that taking it out always works.
 */
export async function setCartQuantity(
  deps: CartDeps,
  options: { userId: string; ref: string; quantity: number },
): Promise<CartChangeResponse> {
  const { repo } = deps;
  const { userId, ref, quantity } = options;
  const [product] = await repo.productsByRef([ref]);
  if (quantity === 0) {
    if (product) await repo.removeLine(userId, product.id);
    return { ...(await getCart(deps, userId)), clamped: null };
  }
  if (product?.listed !== 1) throw notFound(CART_MESSAGES.notAvailable);

  const held = buyableQuantity({ quantity, stock: product.stock });
  if (held === 0) await repo.removeLine(userId, product.id);
  else {
    const line = { productId: product.id, quantity: held, priceWhenAddedKobo: product.price_kobo };
    await repo.setLine(userId, line, clock(deps).toISOString());
  }
  const clamped =
    held < quantity
      ? {
          ref,
          requested: quantity,
          quantity: held,
          message: held === 0 ? CART_MESSAGES.outOfStock : CART_MESSAGES.onlyLeft(held),
        }
      : null;
  return { ...(await getCart(deps, userId)), clamped };
}

/** Takes a gift out of the account's cart, listed or not; a gift that is not there is no error. */
export async function removeFromCart(
  deps: CartDeps,
  options: { userId: string; ref: string },
): Promise<CartResponse> {
  const [product] = await deps.repo.productsByRef([options.ref]);
  if (product) await deps.repo.removeLine(options.userId, product.id);
  return getCart(deps, options.userId);
}

/** A guest's items, each gift once with the larger quantity sent, in the order first sent. */
function byRef(items: readonly GuestCartItem[]): Map<string, GuestCartItem> {
  const wanted = new Map<string, GuestCartItem>();
  for (const item of items) {
    const kept = wanted.get(item.ref);
    if (!kept || item.quantity > kept.quantity) wanted.set(item.ref, item);
  }
  return wanted;
}

/**
 * A guest's cart (kept in the browser) checked against the marketplace, storing nothing: each
 * listed gift as it is now, with the quantity sent and the price the guest saw (so a new price,
 * a sell-out or fewer left say so), and the totals by the account cart's rule. Gifts not listed,
 * or unknown, are named by reference only.
 */
export async function quoteGuestCart(
  deps: CartDeps,
  items: readonly GuestCartItem[],
): Promise<CartQuoteResponse> {
  const wanted = byRef(items);
  const products = new Map(
    (await deps.repo.listedProductsByRef([...wanted.keys()])).map((product) => [
      product.ref,
      product,
    ]),
  );
  const rows = [];
  const unavailable: string[] = [];
  for (const [ref, item] of wanted) {
    const product = products.get(ref);
    if (!product) {
      unavailable.push(ref);
      continue;
    }
    rows.push({
      ...product,
      quantity: item.quantity,
      // A price of 0 was never a product's: the current one stands in (as in a merge).
      price_when_added_kobo: item.priceKobo > 0 ? item.priceKobo : product.price_kobo,
    });
  }
  return toQuote(rows, unavailable);
}

/**
 * Merges a guest's cart into the account's: each gift ends with the larger of the account's
 * quantity and the guest's (capped at the stock), so merging the same cart twice, or two tabs
 * merging it at once, holds no more than merging it once. The account's lines never shrink. New
 * lines keep the price the guest saw, so a price changed since says so. Gifts not listed (or
 * unknown) and sold-out ones are left out and named in `skipped`.
 */
export async function mergeGuestCart(
  deps: CartDeps,
  options: { userId: string; items: readonly GuestCartItem[] },
): Promise<CartMergeResponse> {
  const { repo } = deps;
  const wanted = byRef(options.items);
  const products = new Map(
    (await repo.productsByRef([...wanted.keys()])).map((product) => [product.ref, product]),
  );

  const lines: CartLineWrite[] = [];
  const skipped: CartMergeResponse['skipped'] = [];
  for (const [ref, item] of wanted) {
    const product = products.get(ref);
    if (product?.listed !== 1) {
      skipped.push({ ref, reason: 'unavailable' });
      continue;
    }
    const quantity = buyableQuantity({ quantity: item.quantity, stock: product.stock });
    if (quantity === 0) {
      skipped.push({ ref, reason: 'out_of_stock' });
      continue;
    }
    // A price of 0 was never a product's: the current one stands in.
    const priceWhenAddedKobo = item.priceKobo > 0 ? item.priceKobo : product.price_kobo;
    lines.push({ productId: product.id, quantity, priceWhenAddedKobo });
  }
  await repo.mergeLines(options.userId, lines, clock(deps));
  return { ...(await getCart(deps, options.userId)), skipped };
}
