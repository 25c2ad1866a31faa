import {
  CART_MESSAGES,
  type CartChangeResponse,
  type CartMergeResponse,
  type CartResponse,
  type GuestCartItem,
} from '@greetly/domain/schemas/cart';
import { notFound } from '../../http/errors.ts';
import { toCart } from './present.ts';
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

  const held = Math.min(quantity, product.stock);
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
  const wanted = new Map<string, GuestCartItem>();
  for (const item of options.items) {
    const kept = wanted.get(item.ref);
    if (!kept || item.quantity > kept.quantity) wanted.set(item.ref, item);
  }
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
    const quantity = Math.min(item.quantity, product.stock);
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
