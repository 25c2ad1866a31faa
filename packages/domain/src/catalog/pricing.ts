import { type Kobo, naira } from '../money.ts';

export interface Plan {
  id: 'free-trial' | 'premium';
  name: string;
  summary: string;
  priceKobo: Kobo;
  priceUnit: string;
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free-trial',
    name: 'Free Trial',
    summary: '1 day free, one virtual card per week',
    priceKobo: 0,
    priceUnit: 'for 1 day',
    features: ['Effects', 'Fonts', 'Colors', 'Image'],
  },
  {
    id: 'premium',
    name: 'Premium',
    summary: 'After your 1-day trial, pay only for the cards you send',
    priceKobo: naira(800),
    priceUnit: 'per virtual card',
    features: ['Effects', 'Fonts', 'Music', 'Image', 'Colors', 'Recording', 'Stickers'],
  },
];

export const PREMIUM_CARD_PRICE: Kobo = naira(800);

/** The premium price as the spec shows it in other currencies (fixed display values). */
export const PREMIUM_PRICE_EQUIVALENTS = [
  { currency: 'USD', label: '$0.40' },
  { currency: 'ZAR', label: 'R7.20' },
  { currency: 'TRY', label: '₺12.80' },
  { currency: 'Lira', label: '₤12.50' },
] as const;

/** Loyalty card: after this many marketplace purchases, the next one is free. */
export const LOYALTY_PURCHASES_FOR_FREE = 4;

/**
 * The loyalty card's rule in plain words (decision 0030, `loyaltyReward` in rules/order-pricing.ts),
 * the same on the pricing page and the dashboard's stamp card.
 */
export const LOYALTY_RULE = `After ${LOYALTY_PURCHASES_FOR_FREE} delivered purchases, your next one has a free gift: the cheapest item in that order is free (one of it, if you order several), up to the average you spent on items in those ${LOYALTY_PURCHASES_FOR_FREE} purchases. The order that takes the gift earns no stamp, so your card starts again after it.`;
export const SAMPLE_MARKETPLACE_PRICE: Kobo = naira(8500);

export const CART_SHIPPING_FEE: Kobo = naira(5000);

export interface PricedLine {
  priceKobo: Kobo;
  qty: number;
}

export function itemsSubtotal(lines: readonly PricedLine[]): Kobo {
  return lines.reduce((sum, line) => sum + line.priceKobo * Math.max(0, line.qty), 0);
}

/** Cart total: every line's price times quantity, plus the shipping fee. */
export function cartTotal(lines: readonly PricedLine[]): Kobo {
  return itemsSubtotal(lines) + CART_SHIPPING_FEE;
}

export const CHECKOUT_CHARGES = {
  delivery: naira(2000),
  bagPack: naira(2000),
  discount: naira(200),
  tax: naira(100),
} as const;

export interface CheckoutTotals {
  items: Kobo;
  totalExcludingTax: Kobo;
  orderTotal: Kobo;
}

/** Checkout: items + delivery + bag pack − discount, then tax on top for the order total. */
export function checkoutTotals(lines: readonly PricedLine[]): CheckoutTotals {
  const items = itemsSubtotal(lines);
  const totalExcludingTax =
    items + CHECKOUT_CHARGES.delivery + CHECKOUT_CHARGES.bagPack - CHECKOUT_CHARGES.discount;
  return { items, totalExcludingTax, orderTotal: totalExcludingTax + CHECKOUT_CHARGES.tax };
}
