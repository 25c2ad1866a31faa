import { buyableQuantity, productPath } from '@greetly/domain';
import type {
  CartLine,
  CartNotice,
  CartQuoteLine,
  CartQuoteResponse,
  CartResponse,
} from '@greetly/domain/schemas/cart';
import { photoUrl } from '../../shops/index.ts';
import type { CartLineRow } from './repo.ts';

/** A line's row without when it was added: a guest's line (quote) has none on the server. */
type PricedRow = Omit<CartLineRow, 'added_at'>;

/** The one thing the buyer should know about a line, most serious first (null: nothing changed). */
export function noticeOf(row: PricedRow): CartNotice | null {
  if (row.listed !== 1) return 'unavailable';
  if (row.stock === 0) return 'out_of_stock';
  if (row.quantity > row.stock) return 'low_stock';
  if (row.price_kobo !== row.price_when_added_kobo) return 'price_changed';
  return null;
}

function toQuoteLine(row: PricedRow): CartQuoteLine {
  const available = row.listed === 1;
  return {
    ref: row.ref,
    path: productPath(row.ref, row.title),
    title: row.title,
    shopName: row.shop_name,
    shopSlug: row.shop_slug,
    // Only a listed product's photos are public (the media route): no broken image otherwise.
    photoUrl: available && row.photo_id !== null ? photoUrl(row.photo_id) : null,
    unitPriceKobo: row.price_kobo,
    priceWhenAddedKobo: row.price_when_added_kobo,
    quantity: row.quantity,
    stock: row.stock,
    available,
    notice: noticeOf(row),
  };
}

export function toCartLine(row: CartLineRow): CartLine {
  return { ...toQuoteLine(row), addedAt: row.added_at };
}

/** Only lines that can be bought count (listed, each capped at its stock), at current prices. */
function totalsOf(rows: readonly PricedRow[]): { itemCount: number; subtotalKobo: number } {
  let itemCount = 0;
  let subtotalKobo = 0;
  for (const row of rows) {
    const buyable = buyableQuantity({ ...row, isListed: row.listed === 1 });
    itemCount += buyable;
    subtotalKobo += buyable * row.price_kobo;
  }
  return { itemCount, subtotalKobo };
}

/**
 * The cart's lines and totals: only lines that can be bought count (listed, each capped at its
 * stock), at the products' current prices. The browser's cart-store.ts sums its lines the same way.
 */
export function toCart(rows: readonly CartLineRow[]): CartResponse {
  return { success: true, lines: rows.map(toCartLine), ...totalsOf(rows) };
}

/** A guest's cart checked: its listed lines with the totals (the same rule), and the rest by ref. */
export function toQuote(
  rows: readonly PricedRow[],
  unavailable: readonly string[],
): CartQuoteResponse {
  return {
    success: true,
    lines: rows.map(toQuoteLine),
    unavailable: [...unavailable],
    ...totalsOf(rows),
  };
}
