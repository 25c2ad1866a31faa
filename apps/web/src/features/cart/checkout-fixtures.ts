// The server's side of the checkout for the web tests (imported by tests only): the account's
// cart, the quote (priced as apps/server prices it: fees per shop, coupon on the items, 7.5% VAT
// on the items after discounts), saved addresses, scheduled cards and placing an order.
import { DEFAULT_CHECKOUT_FEES } from '@greetly/domain/catalog/checkout';
import type { CartLine } from '@greetly/domain/schemas/cart';
import type { CheckoutQuoteResponse } from '@greetly/domain/schemas/checkout-api';
import type { GiftCardOption, OrderView, SavedAddress } from '@greetly/domain/schemas/orders-api';
import { screen } from '@testing-library/react';
import { type ApiCall, type StubAnswer, signedInAs } from '../../testing/render-page';

/** The spec's checkout sample: ₦1,200 of items (two truffle boxes at ₦600) from one shop. */
export const TRUFFLES: CartLine = {
  ref: 'truffle001',
  path: '/gifts/truffle-box-truffle001',
  title: 'Truffle Box',
  shopName: 'Sweet Crumbs',
  shopSlug: 'sweet-crumbs',
  photoUrl: null,
  unitPriceKobo: 60_000,
  priceWhenAddedKobo: 60_000,
  quantity: 2,
  stock: 5,
  available: true,
  notice: null,
  addedAt: '2026-11-01T00:00:00.000Z',
};

export const cartAnswer = (lines: CartLine[] = [TRUFFLES]): StubAnswer => ({
  body: {
    success: true,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalKobo: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceKobo, 0),
  },
});

/** Codes the stub server knows: a fixed ₦200 off, and one that has expired. */
const COUPONS: Record<string, { amountKobo: number } | { message: string }> = {
  WELCOME200: { amountKobo: 20_000 },
  OLDCODE: { message: 'This code has expired' },
};

/** POST /api/checkout/quote as the server answers it, for the sample cart. */
export function quoteOf(
  body: unknown,
  lines: CartLine[] = [TRUFFLES],
  loyalty: CheckoutQuoteResponse['discounts']['loyalty'] = null,
): CheckoutQuoteResponse {
  const { deliveryOption, giftBag, couponCode } = body as {
    deliveryOption: 'fast' | 'gift';
    giftBag: boolean;
    couponCode?: string;
  };
  const itemsKobo = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceKobo, 0);
  const deliveryKobo = deliveryOption === 'fast' ? 500_000 : 200_000;
  const giftBagKobo = giftBag ? 200_000 : 0;
  const code = couponCode?.trim().toUpperCase();
  const known = code ? COUPONS[code] : undefined;
  const couponKobo = known && 'amountKobo' in known ? known.amountKobo : 0;
  const discountKobo = couponKobo + (loyalty?.amountKobo ?? 0);
  const taxableKobo = itemsKobo - discountKobo;
  const taxKobo = Math.round((taxableKobo * 750) / 10_000);
  const totalExcludingTaxKobo = itemsKobo + deliveryKobo + giftBagKobo - discountKobo;
  return {
    success: true,
    deliveryOption,
    giftBag,
    lines: lines.map((line) => ({
      ref: line.ref,
      title: line.title,
      shopName: line.shopName,
      shopSlug: line.shopSlug,
      unitPriceKobo: line.unitPriceKobo,
      quantity: line.quantity,
      lineTotalKobo: line.quantity * line.unitPriceKobo,
    })),
    unavailable: [],
    shops: [
      {
        shopName: 'Sweet Crumbs',
        shopSlug: 'sweet-crumbs',
        itemsKobo,
        deliveryKobo,
        giftBagKobo,
        discountKobo,
        taxKobo,
        totalKobo: totalExcludingTaxKobo + taxKobo,
      },
    ],
    itemsKobo,
    deliveryKobo,
    giftBagKobo,
    discounts: {
      coupon: couponKobo > 0 && code ? { code, amountKobo: couponKobo } : null,
      loyalty,
    },
    discountKobo,
    taxRateBasisPoints: 750,
    taxableKobo,
    taxKobo,
    totalExcludingTaxKobo,
    totalKobo: totalExcludingTaxKobo + taxKobo,
    fees: DEFAULT_CHECKOUT_FEES,
    coupon: code
      ? {
          code,
          ok: couponKobo > 0,
          ...(known && 'message' in known
            ? { message: known.message }
            : couponKobo > 0
              ? {}
              : { message: 'This code is not valid' }),
        }
      : null,
  };
}

export const HOME: SavedAddress = {
  id: 'address_home',
  name: 'Ada Obi',
  phone: '+2348031234567',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  country: 'Nigeria',
};

export const OFFICE: SavedAddress = {
  id: 'address_office',
  name: 'Ada Obi',
  phone: '+2348031234567',
  street: '3 Independence Avenue',
  city: 'Accra',
  state: 'Greater Accra',
  country: 'Ghana',
};

export const CARD_ADA: GiftCardOption = {
  id: 'card_ada',
  recipientName: 'Ada',
  sendAt: '2026-12-04T09:00:00.000Z',
  deliverOn: '2026-12-04',
  fitsCart: true,
  message: null,
};

export const CARD_BOLA: GiftCardOption = {
  id: 'card_bola',
  recipientName: 'Bola',
  sendAt: '2026-11-29T09:00:00.000Z',
  deliverOn: '2026-11-29',
  fitsCart: false,
  message: 'Too soon: “Truffle Box” needs 2 days’ notice.',
};

/** An order as POST /api/orders answers it (its figures are not what the tests look at). */
export function placedOrder(number = 'GR-000123'): OrderView {
  return {
    number,
    status: 'pending_payment',
    createdAt: '2026-11-28T21:00:00.000Z',
    paidAt: null,
    cancelledAt: null,
    reservedUntil: '2026-11-28T21:30:00.000Z',
    deliveryOption: 'fast',
    giftBag: false,
    paymentMethod: 'card',
    couponCode: null,
    deliverOn: null,
    card: null,
    address: {
      name: HOME.name,
      phone: HOME.phone,
      street: HOME.street,
      city: HOME.city,
      state: HOME.state,
      country: HOME.country,
    },
    itemsKobo: 120_000,
    deliveryKobo: 500_000,
    giftBagKobo: 0,
    couponDiscountKobo: 0,
    loyaltyDiscountKobo: 0,
    discountKobo: 0,
    taxKobo: 9_000,
    totalExcludingTaxKobo: 620_000,
    totalKobo: 629_000,
    shipments: [],
    history: [],
    canPay: true,
    canCancel: true,
  };
}

/** A signed-in buyer's checkout server: the cart, its quote, addresses and cards (override any). */
export function checkoutServer(
  more: Record<string, StubAnswer | ((call: ApiCall) => StubAnswer | Promise<StubAnswer>)> = {},
  options: { addresses?: SavedAddress[]; cards?: GiftCardOption[]; lines?: CartLine[] } = {},
) {
  const lines = options.lines ?? [TRUFFLES];
  return {
    ...signedInAs(),
    'GET /api/cart': cartAnswer(lines),
    'POST /api/checkout/quote': (call: ApiCall) => ({ body: quoteOf(call.body, lines) }),
    'GET /api/addresses': { body: { success: true, addresses: options.addresses ?? [HOME] } },
    'GET /api/checkout/gift-cards': {
      body: { success: true, cards: options.cards ?? [CARD_ADA, CARD_BOLA] },
    },
    ...more,
  };
}

/** The quotes the page asked for, as sent. */
export const quotesSent = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/api/checkout/quote').map((call) => call.body);

/** The summary's figure beside `label` (a row of the order summary). */
export function figure(label: string): string {
  const term = screen.getAllByRole('term').find((each) => each.textContent === label) as
    | HTMLElement
    | undefined;
  if (!term) throw new Error(`No summary row “${label}”`);
  return term.nextElementSibling?.textContent ?? '';
}

/** The Confirm button, whatever its total. */
export const confirmButton = () =>
  screen.getByRole('button', { name: /^Confirm and pay|^Placing/ });
