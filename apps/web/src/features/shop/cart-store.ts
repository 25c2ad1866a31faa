// The cart a visitor keeps in this browser (guests and signed-in users alike) until the cart has
// a server of its own: the chosen gifts survive a reload and follow the visitor across tabs.
// Loaded by the navigation bar (the count on its cart link), so it imports nothing heavy: no
// zod, no contracts; what comes out of storage is checked by hand.
import { useSyncExternalStore } from 'react';

export const CART_STORAGE_KEY = 'cart:v1';

/** One line of the cart: what the product looked like when it was added, and how many. */
export interface CartItem {
  ref: string;
  /** The product's page, `/gifts/<slug>-<ref>`. */
  path: string;
  title: string;
  priceKobo: number;
  photoUrl: string | null;
  shopName: string;
  /** 0 keeps the line (the spec: quantity cannot go below 0; the delete button removes it). */
  quantity: number;
  /** The stock when it was last added: a quantity never goes above it. */
  stock: number;
  addedAt: string;
}

/** What adding a product needs to know of it (a ProductSummary or ProductDetail fits). */
export type CartProduct = Pick<
  CartItem,
  'ref' | 'path' | 'title' | 'priceKobo' | 'photoUrl' | 'shopName' | 'stock'
>;

const NO_ITEMS: readonly CartItem[] = Object.freeze([]);

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

/** One stored line, or null when it is not one (storage is shared with anything on this origin). */
function itemOf(value: unknown): CartItem | null {
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
export function parseCart(raw: string | null): readonly CartItem[] {
  if (!raw) return NO_ITEMS;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return NO_ITEMS;
  }
  if (!Array.isArray(stored)) return NO_ITEMS;
  const seen = new Set<string>();
  const items: CartItem[] = [];
  for (const value of stored) {
    const item = itemOf(value);
    if (!item || seen.has(item.ref)) continue;
    seen.add(item.ref);
    items.push(item);
  }
  return items;
}

let snapshot: { raw: string | null; items: readonly CartItem[] } = { raw: null, items: NO_ITEMS };
/** Set when storage refused the last write (full, or blocked): the cart lives in memory then. */
let inMemoryOnly = false;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  if (inMemoryOnly) return snapshot.raw;
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return snapshot.raw;
  }
}

/** The cart as stored now; the same array while the stored text is unchanged. */
export function getCart(): readonly CartItem[] {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, items: parseCart(raw) };
  return snapshot.items;
}

function saveCart(items: readonly CartItem[]): void {
  const raw = JSON.stringify(items);
  snapshot = { raw, items };
  try {
    localStorage.setItem(CART_STORAGE_KEY, raw);
    inMemoryOnly = false;
  } catch {
    // Storage full or blocked: the cart still works on this page.
    inMemoryOnly = true;
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab changed the cart (key null: it cleared all storage).
  if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
  inMemoryOnly = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** What an add did: how many were added, and how many of the product the cart now holds. */
export interface AddResult {
  added: number;
  quantity: number;
}

/**
 * Adds `quantity` of `product` (its title, price and photo refreshed), never beyond its stock:
 * an out-of-stock product, or one whose whole stock is already in the cart, adds nothing.
 */
export function addToCart(product: CartProduct, quantity = 1): AddResult {
  const items = getCart();
  const existing = items.find((item) => item.ref === product.ref);
  const before = existing?.quantity ?? 0;
  const after = Math.max(before, Math.min(before + Math.max(0, quantity), product.stock));
  if (after === before) return { added: 0, quantity: before };
  const line: CartItem = {
    ref: product.ref,
    path: product.path,
    title: product.title,
    priceKobo: product.priceKobo,
    photoUrl: product.photoUrl,
    shopName: product.shopName,
    stock: product.stock,
    quantity: after,
    addedAt: existing?.addedAt ?? new Date().toISOString(),
  };
  saveCart(existing ? items.map((item) => (item === existing ? line : item)) : [...items, line]);
  return { added: after - before, quantity: after };
}

/** Sets a line's quantity, kept between 0 and the stock it was added with. */
export function setCartQuantity(ref: string, quantity: number): void {
  const items = getCart();
  const existing = items.find((item) => item.ref === ref);
  if (!existing || !Number.isFinite(quantity)) return;
  const next = Math.min(Math.max(0, Math.trunc(quantity)), existing.stock);
  if (next === existing.quantity) return;
  saveCart(items.map((item) => (item === existing ? { ...item, quantity: next } : item)));
}

/** Takes a line out of the cart. */
export function removeFromCart(ref: string): void {
  const items = getCart();
  if (!items.some((item) => item.ref === ref)) return;
  saveCart(items.filter((item) => item.ref !== ref));
}

/** The cart's item count and subtotal (kobo), from its lines. */
export function cartSummary(items: readonly CartItem[]): {
  itemCount: number;
  subtotalKobo: number;
} {
  let itemCount = 0;
  let subtotalKobo = 0;
  for (const item of items) {
    itemCount += item.quantity;
    subtotalKobo += item.quantity * item.priceKobo;
  }
  return { itemCount, subtotalKobo };
}

// The server (and the first render over a prerendered page) has no cart: the stored one comes
// right after, so the page's HTML is the same for everyone.
const serverCart = (): readonly CartItem[] => NO_ITEMS;
const serverCount = (): number => 0;
const getCount = (): number => cartSummary(getCart()).itemCount;

/** The kept cart, re-rendering on every change, in this tab or another. */
export function useCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, getCart, serverCart);
}

/** How many gifts the cart holds (quantities added up). */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, getCount, serverCount);
}
