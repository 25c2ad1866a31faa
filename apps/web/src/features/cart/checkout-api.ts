// The checkout's calls: the server's quote of the account's cart, the saved addresses, the
// scheduled cards a gift could go with, and placing the order. Loaded with the checkout page
// only (it brings the contracts and zod).
import type { DeliveryOption } from '@greetly/domain/catalog/checkout';
import { checkoutEndpoints } from '@greetly/domain/contracts/checkout';
import { orderEndpoints } from '@greetly/domain/contracts/orders';
import type { PlaceOrderForm } from '@greetly/domain/schemas/orders-api';
import { api } from '../../lib/api';
import { ApiRequestError } from '../../lib/api-errors';
import { submitOnce } from '../../lib/idempotency';

/** The choices a quote is priced for: never an item or a price. */
export interface QuoteChoices {
  deliveryOption: DeliveryOption;
  giftBag: boolean;
  /** The code the buyer applied, or undefined. */
  couponCode: string | undefined;
}

/** The checkout's cached answers; a quote also names the cart it priced (its lines' signature). */
export const checkoutKeys = {
  quote: (choices: QuoteChoices, cart: string) => ['checkout', 'quote', choices, cart] as const,
  addresses: ['checkout', 'addresses'] as const,
  giftCards: (cart: string) => ['checkout', 'gift-cards', cart] as const,
};

/** The server's priced quote of the account's cart for these choices. */
export function fetchQuote(choices: QuoteChoices, signal?: AbortSignal) {
  return api(checkoutEndpoints.quote, {
    body: {
      deliveryOption: choices.deliveryOption,
      giftBag: choices.giftBag,
      ...(choices.couponCode ? { couponCode: choices.couponCode } : {}),
    },
    signal,
  });
}

/** The account's saved shipping addresses, most recently used first. */
export async function fetchAddresses(signal?: AbortSignal) {
  return (await api(orderEndpoints.addresses, { signal })).addresses;
}

/** The account's scheduled cards, each saying whether the cart's gifts can travel with it. */
export async function fetchGiftCards(signal?: AbortSignal) {
  return (await api(orderEndpoints.giftCards, { signal })).cards;
}

/**
 * Places the order from the account's cart: the choices only, the server prices it. A retry of
 * the same submit after a lost answer places nothing twice (lib/idempotency.ts).
 */
export const placeOrder = submitOnce((request: PlaceOrderForm, idempotencyKey: string) =>
  api(orderEndpoints.place, { body: request, idempotencyKey }),
);

/** Whether a failed call was refused with this error code. */
export function isRefusal(error: unknown, code: string): boolean {
  return error instanceof ApiRequestError && error.body?.code === code;
}
