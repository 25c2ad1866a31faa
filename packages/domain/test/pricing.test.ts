import { describe, expect, it } from 'vitest';
import {
  CART_SHIPPING_FEE,
  cartTotal,
  checkoutTotals,
  formatNaira,
  naira,
  PLANS,
  PREMIUM_CARD_PRICE,
  PREMIUM_PRICE_EQUIVALENTS,
} from '../src/index.ts';

describe('plans', () => {
  it('has the free trial and premium with their features', () => {
    const [trial, premium] = PLANS;
    expect(trial?.name).toBe('Free Trial');
    expect(trial?.features).toEqual(['Effects', 'Fonts', 'Colors', 'Image']);
    expect(premium?.name).toBe('Premium');
    expect(premium?.features).toEqual([
      'Effects',
      'Fonts',
      'Music',
      'Image',
      'Colors',
      'Recording',
      'Stickers',
    ]);
  });

  it('charges ₦800 per premium card and shows the equivalents', () => {
    expect(formatNaira(PREMIUM_CARD_PRICE)).toBe('₦800');
    expect(PREMIUM_PRICE_EQUIVALENTS.map((e) => e.label)).toEqual([
      '$0.40',
      'R7.20',
      '₺12.80',
      '₤12.50 (lira)',
    ]);
  });
});

describe('cart', () => {
  it('adds price times quantity plus ₦5,000 shipping', () => {
    const lines = [
      { priceKobo: naira(8500), qty: 2 },
      { priceKobo: naira(1000), qty: 1 },
    ];
    expect(CART_SHIPPING_FEE).toBe(naira(5000));
    expect(cartTotal(lines)).toBe(naira(8500 * 2 + 1000 + 5000));
  });

  it('counts a quantity below zero as zero', () => {
    expect(cartTotal([{ priceKobo: naira(100), qty: -3 }])).toBe(naira(5000));
  });
});

describe('checkout', () => {
  it('adds delivery and bag pack, subtracts the discount, then adds tax', () => {
    const totals = checkoutTotals([{ priceKobo: naira(10000), qty: 1 }]);
    expect(totals.items).toBe(naira(10000));
    expect(totals.totalExcludingTax).toBe(naira(10000 + 2000 + 2000 - 200));
    expect(totals.orderTotal).toBe(naira(10000 + 2000 + 2000 - 200 + 100));
  });
});
