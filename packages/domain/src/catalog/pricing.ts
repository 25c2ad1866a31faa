import { type Kobo, naira } from '../money.ts';

export interface Plan {
  id: 'free-trial' | 'premium';
  name: string;
  summary: string;
  priceKobo: Kobo;
  priceUnit: string;
  features: readonly string[];
}

/** The paid card features (decision 0034): a card with any of them costs ₦800 after the trial day. */
export const PREMIUM_FEATURES = ['Music', 'Recording', 'Stickers'] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

/** Features every card may use for free. */
export const FREE_FEATURES = ['Effects', 'Fonts', 'Colors', 'Image'] as const;

/** The trial: an account's first 24 hours (from its creation), every card free with every feature. */
export const TRIAL_DURATION_MS = 24 * 60 * 60 * 1000;

/** After the trial: one free card (free features only) per rolling window of 7 days. */
export const FREE_CARD_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const FREE_CARDS_PER_WINDOW = 1;

export const PLANS: readonly Plan[] = [
  {
    id: 'free-trial',
    name: 'Free Trial',
    summary:
      '1 day free: every card you make in your first 24 hours is free, with every feature. After that, one virtual card per week stays free (Effects, Fonts, Colors, Image).',
    priceKobo: 0,
    priceUnit: 'for 1 day',
    features: FREE_FEATURES,
  },
  {
    id: 'premium',
    name: 'Premium',
    summary:
      'After your 1-day trial: #800 per virtual card for a card with Music, Recording or Stickers, or for your second card within 7 days. All features. Card credits pay for it first.',
    priceKobo: naira(800),
    priceUnit: 'per virtual card',
    features: ['Effects', 'Fonts', 'Music', 'Image', 'Colors', 'Recording', 'Stickers'],
  },
];

export const PREMIUM_CARD_PRICE: Kobo = naira(800);

/** A pack of card credits: 5 for the price of 4 (₦3,200). One credit pays for one ₦800 card. */
export const CREDIT_PACK = {
  credits: 5,
  priceKobo: naira(3200),
  label: '5 card credits for the price of 4 (₦3,200)',
} as const;

/** The premium price as the spec shows it in other currencies (fixed display values). */
export const PREMIUM_PRICE_EQUIVALENTS = [
  { currency: 'USD', label: '$0.40' },
  { currency: 'ZAR', label: 'R7.20' },
  { currency: 'TRY', label: '₺12.80' },
  { currency: 'Lira', label: '₤12.50 (lira)' },
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
