// The cart every page sees. A guest's is kept in this browser: it survives a reload and follows
// the visitor across tabs. A signed-in account's is kept on the server (account-cart.ts), and
// the guest's lines are merged into it at sign-in; after a sign-out the browser shows the guest
// cart again, empty. Loaded by the navigation bar (the count on its cart link), so it imports
// nothing heavy: no zod, no contracts (cart-lines.ts checks what comes out of storage by hand).
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useSession } from '../session/session-context';
import { type AccountCart, type CartStatus, openAccountCart } from './account-cart';
import {
  type AddResult,
  addedQuantity,
  type CartItem,
  type CartProduct,
  cartSummary,
  type KeptCartItem,
  type ProductNow,
  parseCart,
  quotedLine,
  withAdded,
  withQuantity,
} from './cart-lines';

export type { AddResult, CartItem, CartProduct, CartStatus, KeptCartItem, ProductNow };
export { cartSummary, parseCart };

export const CART_STORAGE_KEY = 'cart:v1';

const NO_ITEMS: readonly never[] = Object.freeze([]);
const NO_QUOTE: ReadonlyMap<string, ProductNow> = new Map();

/**
 * What the server last said of the guest's gifts (guest-quote.ts), by reference: their lines show
 * today's price and stock and what changed. Empty until it answers, and while signed in.
 */
let guestQuote = NO_QUOTE;
const shownOf = (items: readonly KeptCartItem[]): readonly CartItem[] =>
  items.map((item) => quotedLine(item, guestQuote.get(item.ref)));

let kept: {
  raw: string | null;
  items: readonly KeptCartItem[];
  shown: readonly CartItem[];
} = { raw: null, items: NO_ITEMS, shown: NO_ITEMS };
/** Set when storage refused the last write (full, or blocked): the cart lives in memory then. */
let inMemoryOnly = false;
/** The signed-in account's cart, while someone is signed in. */
let account: { token: string; cart: AccountCart } | null = null;
/** How many mounted components follow the session for the cart (see useCartSession). */
let binders = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function readRaw(): string | null {
  if (inMemoryOnly) return kept.raw;
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return kept.raw;
  }
}

function refreshKept(): void {
  const raw = readRaw();
  if (raw === kept.raw) return;
  const items = parseCart(raw);
  kept = { raw, items, shown: shownOf(items) };
}

/** The guest's lines kept in this browser (while signed in: those not merged yet). */
export function getKeptCart(): readonly KeptCartItem[] {
  refreshKept();
  return kept.items;
}

function saveKeptCart(items: readonly KeptCartItem[]): void {
  const raw = JSON.stringify(items);
  kept = { raw, items, shown: shownOf(items) };
  try {
    localStorage.setItem(CART_STORAGE_KEY, raw);
    inMemoryOnly = false;
  } catch {
    // Storage full or blocked: the cart still works on this page.
    inMemoryOnly = true;
  }
  notify();
}

/** This browser forgets the guest's lines the account's cart now holds. */
function forgetKept(refs: readonly string[]): void {
  const items = getKeptCart();
  const left = items.filter((item) => !refs.includes(item.ref));
  if (left.length !== items.length) saveKeptCart(left);
}

/** The cart as it is now; the same array until it changes. */
export function getCart(): readonly CartItem[] {
  if (account) return account.cart.view().items;
  refreshKept();
  return kept.shown;
}

/** Whether the cart is this browser's guest cart (not a signed-in account's). */
export function isGuestCart(): boolean {
  return account === null;
}

/**
 * Shows the server's word on the guest's gifts now (see guestQuote); kept lines are not changed
 * by it: a line takes today's price and stock only when the guest sets its quantity.
 */
export function setGuestQuote(quote: ReadonlyMap<string, ProductNow>): void {
  if (account) return;
  guestQuote = quote;
  refreshKept();
  kept = { ...kept, shown: shownOf(kept.items) };
  notify();
}

function getStatus(): CartStatus {
  return account ? account.cart.view().status : 'ready';
}

/** Whether the server holds the cart as shown (always for a guest's, whose cart is here). */
function getSettled(): boolean {
  return account ? account.cart.view().settled : true;
}

function getMessage(): string | null {
  return account ? account.cart.view().message : null;
}

/**
 * Points the cart at the signed-in account whose token this is (its cart is loaded, the guest's
 * lines merged into it), or with null at this browser's guest cart.
 */
export function bindCartToAccount(token: string | null): void {
  if ((account?.token ?? null) === token) return;
  account?.cart.close();
  // A quote was of the guest's cart as it was: the next one is asked for anew.
  guestQuote = NO_QUOTE;
  kept = { ...kept, shown: shownOf(kept.items) };
  account =
    token === null
      ? null
      : { token, cart: openAccountCart({ onChange: notify, kept: getKeptCart, forgetKept }) };
  notify();
}

function onStorage(event: StorageEvent): void {
  // Another tab changed the cart (key null: it cleared all storage).
  if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
  inMemoryOnly = false;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * Adds `quantity` of `product` (its title, price and photo refreshed), never beyond its stock:
 * an out-of-stock product, or one whose whole stock is already in the cart, adds nothing.
 */
export function addToCart(product: CartProduct, quantity = 1): AddResult {
  const now = new Date().toISOString();
  if (account) {
    const { result } = withAdded(getCart(), product, quantity, now);
    if (result.added > 0) {
      account.cart.change({
        ref: product.ref,
        title: product.title,
        apply: (items) => withAdded(items, product, quantity, now).items,
      });
    }
    return result;
  }
  const items = getKeptCart();
  const existing = items.find((item) => item.ref === product.ref);
  const before = existing?.quantity ?? 0;
  const after = addedQuantity(before, quantity, product.stock);
  if (after === before) return { added: 0, quantity: before };
  const line: KeptCartItem = {
    ref: product.ref,
    path: product.path,
    title: product.title,
    priceKobo: product.priceKobo,
    photoUrl: product.photoUrl,
    shopName: product.shopName,
    stock: product.stock,
    quantity: after,
    addedAt: existing?.addedAt ?? now,
  };
  saveKeptCart(
    existing ? items.map((item) => (item === existing ? line : item)) : [...items, line],
  );
  return { added: after - before, quantity: after };
}

/**
 * Sets a line's quantity, never above its stock; 0 takes the line out. A guest's line takes the
 * price and stock it shows now (as the server records them for an account's line).
 */
export function setCartQuantity(ref: string, quantity: number): void {
  if (!Number.isFinite(quantity)) return;
  const wanted = Math.max(0, Math.trunc(quantity));
  if (account) {
    const line = getCart().find((item) => item.ref === ref);
    if (!line || Math.min(wanted, line.stock) === line.quantity) return;
    account.cart.change({
      ref,
      title: line.title,
      apply: (items) => {
        const current = items.find((item) => item.ref === ref);
        const next = current ? Math.min(wanted, current.stock) : 0;
        return current && next !== current.quantity ? withQuantity(items, ref, next) : items;
      },
    });
    return;
  }
  const items = getKeptCart();
  const existing = items.find((item) => item.ref === ref);
  if (!existing) return;
  const now = guestQuote.get(ref);
  const shown = now?.available
    ? { priceKobo: now.priceKobo, stock: now.stock }
    : { priceKobo: existing.priceKobo, stock: existing.stock };
  const next = Math.min(wanted, shown.stock);
  if (next === 0) removeFromCart(ref);
  else if (next !== existing.quantity) {
    saveKeptCart(
      items.map((item) => (item === existing ? { ...item, ...shown, quantity: next } : item)),
    );
  }
}

/** Takes a line out of the cart. */
export function removeFromCart(ref: string): void {
  const line = getCart().find((item) => item.ref === ref);
  if (!line) return;
  if (account) {
    account.cart.change({
      ref,
      title: line.title,
      apply: (items) => items.filter((item) => item.ref !== ref),
    });
    return;
  }
  saveKeptCart(getKeptCart().filter((item) => item.ref !== ref));
}

/**
 * Loads the account's cart afresh from the server, after something else changed it there (an
 * order placed takes its gifts out of the cart).
 */
export function reloadAccountCart(): void {
  if (!account) return;
  const { token } = account;
  account.cart.close();
  account = { token, cart: openAccountCart({ onChange: notify, kept: getKeptCart, forgetKept }) };
  notify();
}

/** Loads the account's cart again after it could not be loaded. */
export function retryCart(): void {
  account?.cart.retry();
}

/** The buyer has read the cart's message. */
export function dismissCartMessage(): void {
  account?.cart.dismissMessage();
}

function readToken(): string | null {
  try {
    return localStorage.getItem('token');
  } catch {
    return null;
  }
}

/**
 * Keeps the cart on the session's side: the account's while a token is held (also while the
 * session is still asking who it belongs to), the guest's otherwise. Before the page is painted,
 * so a signed-in visitor never sees the guest's cart flash by.
 */
function useCartSession(): void {
  const { status } = useSession();
  const token = status === 'guest' ? null : readToken();
  useLayoutEffect(() => {
    binders += 1;
    bindCartToAccount(token);
    return () => {
      binders -= 1;
      // Nothing on the page shows the cart any more (it was unmounted): the account's is let go.
      if (binders === 0) bindCartToAccount(null);
    };
  }, [token]);
}

// The server (and the first render over a prerendered page) has no cart: the kept one comes
// right after, so the page's HTML is the same for everyone.
const serverCart = (): readonly CartItem[] => NO_ITEMS;
const serverCount = (): number => 0;
const serverStatus = (): CartStatus => 'ready';
const serverMessage = (): string | null => null;
const serverSettled = (): boolean => false;
const getCount = (): number => cartSummary(getCart()).itemCount;

/** The cart's lines, re-rendering on every change (in this tab or, for a guest, another). */
export function useCart(): readonly CartItem[] {
  useCartSession();
  return useSyncExternalStore(subscribe, getCart, serverCart);
}

/** How many gifts the cart holds that can be bought (see cartSummary). */
export function useCartCount(): number {
  useCartSession();
  return useSyncExternalStore(subscribe, getCount, serverCount);
}

/** Whether the lines are there yet (a guest's always are; an account's come from the server). */
export function useCartStatus(): CartStatus {
  useCartSession();
  return useSyncExternalStore(subscribe, getStatus, serverStatus);
}

/** The cart's latest word to the buyer (a change the server refused or clamped), or null. */
export function useCartMessage(): string | null {
  useCartSession();
  return useSyncExternalStore(subscribe, getMessage, serverMessage);
}

/**
 * Whether every change to an account's cart has reached the server (a guest's always has): what
 * the server prices at checkout is then what the buyer chose.
 */
export function useCartSettled(): boolean {
  useCartSession();
  return useSyncExternalStore(subscribe, getSettled, serverSettled);
}
