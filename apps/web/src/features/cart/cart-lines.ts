// What a cart line is and the rules over lines, shared by the guest's cart (cart-store.ts), the
// account's (account-cart.ts) and the page. Loaded with the navigation bar: types only from domain.
import type { CartNotice } from '@greetly/domain/schemas/cart';

export type { CartNotice };

/** A guest's line as this browser keeps it: what the product looked like when it was added. */
export interface KeptCartItem {
  ref: string;
  /** The product's page, `/gifts/<slug>-<ref>`. */
  path: string;
  title: string;
  priceKobo: number;
  photoUrl: string | null;
  shopName: string;
  /** At least 1 (a line kept at 0 by an older version asks to be removed). */
  quantity: number;
  /** The stock when it was last added: a quantity never goes above it. */
  stock: number;
  addedAt: string;
}

/** A line as the cart shows it: a guest's, or an account's with what changed since it was chosen. */
export interface CartItem extends KeptCartItem {
  /** The price when the quantity was chosen (`priceKobo` is the price now). */
  priceWhenAddedKobo: number;
  /** Listed in the marketplace; a line that is not cannot be bought. */
  available: boolean;
  notice: CartNotice | null;
}

/** What adding a product needs to know of it (a ProductSummary or ProductDetail fits). */
export type CartProduct = Pick<
  KeptCartItem,
  'ref' | 'path' | 'title' | 'priceKobo' | 'photoUrl' | 'shopName' | 'stock'
>;

/** What an add did: how many were added, and how many of the product the cart now holds. */
export interface AddResult {
  added: number;
  quantity: number;
}

/** The quantity after adding `quantity` to `before`: never beyond the stock, never fewer than before. */
export function addedQuantity(before: number, quantity: number, stock: number): number {
  return Math.max(before, Math.min(before + Math.max(0, quantity), stock));
}

/** The one thing to say about a line, most serious first (the server's rule, cart/present.ts). */
export function noticeOf(
  line: Pick<CartItem, 'available' | 'stock' | 'quantity' | 'priceKobo' | 'priceWhenAddedKobo'>,
): CartNotice | null {
  if (!line.available) return 'unavailable';
  if (line.stock === 0) return 'out_of_stock';
  if (line.quantity > line.stock) return 'low_stock';
  if (line.priceKobo !== line.priceWhenAddedKobo) return 'price_changed';
  return null;
}

/** A guest's line as the cart shows it: nothing is known to have changed. */
export function shownLine(item: KeptCartItem): CartItem {
  return { ...item, priceWhenAddedKobo: item.priceKobo, available: true, notice: null };
}

/**
 * A guest's gift as the marketplace has it now (the server's quote of the guest's cart): listed,
 * at this price with this stock; or not listed any more (or never known).
 */
export type ProductNow =
  | { available: true; priceKobo: number; stock: number }
  | { available: false };

/**
 * A guest's line as the cart shows it once the server said how its gift is now: today's price and
 * stock, the kept price as the one it was added at, and what changed (the server's rule).
 */
export function quotedLine(item: KeptCartItem, now: ProductNow | undefined): CartItem {
  const shown = shownLine(item);
  if (!now) return shown;
  const line = now.available
    ? { ...shown, priceKobo: now.priceKobo, stock: now.stock }
    : { ...shown, available: false };
  return { ...line, notice: noticeOf(line) };
}

/**
 * The cart's item count and subtotal (kobo): only what can be bought counts (listed, each line
 * capped at its stock), at today's prices — the server's rule for an account's cart.
 */
export function cartSummary(items: readonly CartItem[]): {
  itemCount: number;
  subtotalKobo: number;
} {
  let itemCount = 0;
  let subtotalKobo = 0;
  for (const item of items) {
    if (!item.available) continue;
    const buyable = Math.min(item.quantity, item.stock);
    itemCount += buyable;
    subtotalKobo += buyable * item.priceKobo;
  }
  return { itemCount, subtotalKobo };
}

/**
 * `items` with the line of `ref` set to `quantity` at the price shown now (as the server records
 * it); 0 takes the line out.
 */
export function withQuantity(
  items: readonly CartItem[],
  ref: string,
  quantity: number,
): readonly CartItem[] {
  if (quantity === 0) return items.filter((item) => item.ref !== ref);
  return items.map((item) => {
    if (item.ref !== ref) return item;
    const line = { ...item, quantity, priceWhenAddedKobo: item.priceKobo };
    return { ...line, notice: noticeOf(line) };
  });
}

/** `items` with `quantity` more of `product` (see addedQuantity), and what the add did. */
export function withAdded(
  items: readonly CartItem[],
  product: CartProduct,
  quantity: number,
  now: string,
): { items: readonly CartItem[]; result: AddResult } {
  const existing = items.find((item) => item.ref === product.ref);
  const before = existing?.quantity ?? 0;
  const after = addedQuantity(before, quantity, product.stock);
  if (after === before) return { items, result: { added: 0, quantity: before } };
  const line = shownLine({ ...product, quantity: after, addedAt: existing?.addedAt ?? now });
  return {
    items: existing ? items.map((item) => (item === existing ? line : item)) : [...items, line],
    result: { added: after - before, quantity: after },
  };
}

const NO_KEPT_ITEMS: readonly KeptCartItem[] = Object.freeze([]);

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

/** One stored line, or null when it is not one (storage is shared with anything on this origin). */
function itemOf(value: unknown): KeptCartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const { ref, path, title, priceKobo, photoUrl, shopName, quantity, stock, addedAt } = item;
  if (!isText(ref) || !/^[a-z0-9]{10}$/.test(ref)) return null;
  if (!isText(path) || !path.startsWith('/gifts/')) return null;
  if (!isText(title) || !isText(shopName) || !isText(addedAt)) return null;
  if (!isWhole(priceKobo) || !isWhole(quantity) || !isWhole(stock)) return null;
  if (photoUrl !== null && !isText(photoUrl)) return null;
  return {
    ref,
    path,
    title,
    priceKobo,
    photoUrl,
    shopName,
    quantity: Math.min(quantity, stock),
    stock,
    addedAt,
  };
}

/** The cart in `raw` (stored JSON): lines that are not lines are dropped, anything else is empty. */
export function parseCart(raw: string | null): readonly KeptCartItem[] {
  if (!raw) return NO_KEPT_ITEMS;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return NO_KEPT_ITEMS;
  }
  if (!Array.isArray(stored)) return NO_KEPT_ITEMS;
  const seen = new Set<string>();
  const items: KeptCartItem[] = [];
  for (const value of stored) {
    const item = itemOf(value);
    if (!item || seen.has(item.ref)) continue;
    seen.add(item.ref);
    items.push(item);
  }
  return items;
}
