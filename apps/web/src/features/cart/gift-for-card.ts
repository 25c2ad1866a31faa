import { useSyncExternalStore } from 'react';

// "Add a gift" on a scheduled card (the studio's success panel, the dashboard) remembers the card
// for this tab in sessionStorage, written on click: the marketplace, a gift's page and the cart
// then need no parameter passed along every link between them (filters, pagination, "more from
// this shop", the navigation bar's cart), and the checkout chooses gift delivery with that card
// when its address names none. Placing an order, or "Stop" on the banner, forgets it. Only pages
// that use it import this module (never the home page's first load), and it is read after the
// first render (a prerendered page hydrates with nothing remembered, then shows the banner).

/** The sessionStorage key of the card a gift is being chosen for. */
export const GIFT_FOR_CARD_KEY = 'gift-for-card';

/** The card a gift is being chosen for: enough to name it and to preselect it at the checkout. */
export interface GiftForCard {
  id: string;
  recipientName: string;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; card: GiftForCard | null } = { raw: null, card: null };

function read(): string | null {
  try {
    return sessionStorage.getItem(GIFT_FOR_CARD_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): GiftForCard | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<GiftForCard> | null;
    if (typeof value?.id !== 'string' || typeof value.recipientName !== 'string') return null;
    if (!value.id || value.id.length > 64) return null;
    return { id: value.id, recipientName: value.recipientName.slice(0, 100) };
  } catch {
    return null;
  }
}

/** The remembered card, if any (the same object while the stored text is unchanged). */
export function rememberedGiftForCard(): GiftForCard | null {
  const raw = read();
  if (raw !== cached.raw) cached = { raw, card: parse(raw) };
  return cached.card;
}

function write(raw: string | null) {
  try {
    if (raw === null) sessionStorage.removeItem(GIFT_FOR_CARD_KEY);
    else sessionStorage.setItem(GIFT_FOR_CARD_KEY, raw);
  } catch {
    // Storage refused (a private window's quota): the gift is chosen without the card carried.
  }
  for (const listener of listeners) listener();
}

/** Remembers that the gifts about to be chosen travel with `card`. */
export function rememberGiftForCard(card: GiftForCard): void {
  write(JSON.stringify({ id: card.id, recipientName: card.recipientName }));
}

/** Forgets the card (an order was placed, or the buyer stopped). */
export function forgetGiftForCard(): void {
  write(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The remembered card, kept up to date; null in the server's render and while hydrating. */
export function useGiftForCard(): GiftForCard | null {
  return useSyncExternalStore(subscribe, rememberedGiftForCard, () => null);
}
