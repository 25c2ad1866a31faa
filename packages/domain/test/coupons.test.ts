import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  type Coupon,
  type CouponUse,
  checkCoupon,
  couponDiscount,
  naira,
  normalizeCouponCode,
} from '../src/index.ts';

const startsAt = new Date('2026-03-01T00:00:00Z');
const endsAt = new Date('2026-04-01T00:00:00Z');

const tenPercent: Coupon = {
  code: 'SAVE10',
  kind: 'percent',
  percent: 10,
  minOrderKobo: naira(5000),
  startsAt,
  endsAt,
  maxUsesTotal: 100,
  maxUsesPerUser: 1,
};

const twoHundredOff: Coupon = {
  code: 'TAKE200',
  kind: 'fixed',
  amountKobo: naira(200),
  minOrderKobo: 0,
  startsAt,
  endsAt: null,
  maxUsesTotal: null,
  maxUsesPerUser: 2,
};

const use = (change: Partial<CouponUse> = {}): CouponUse => ({
  itemsKobo: naira(10_000),
  now: new Date('2026-03-15T12:00:00Z'),
  usesTotal: 0,
  usesByThisUser: 0,
  ...change,
});

describe('normalizeCouponCode', () => {
  it('trims and upper-cases a code of 3 to 32 letters, digits and dashes', () => {
    expect(normalizeCouponCode('  save-10 ')).toBe('SAVE-10');
    expect(normalizeCouponCode('abc')).toBe('ABC');
    expect(normalizeCouponCode('A'.repeat(32))).toBe('A'.repeat(32));
  });

  it('refuses anything else', () => {
    expect(normalizeCouponCode('ab')).toBeNull();
    expect(normalizeCouponCode('A'.repeat(33))).toBeNull();
    expect(normalizeCouponCode('SAVE 10')).toBeNull();
    expect(normalizeCouponCode('SAVE_10')).toBeNull();
    expect(normalizeCouponCode('ÉTÉ2026')).toBeNull();
    expect(normalizeCouponCode('')).toBeNull();
  });
});

describe('checkCoupon', () => {
  it('applies a valid code with its discount (the spec’s ₦200)', () => {
    expect(checkCoupon(twoHundredOff, use())).toEqual({
      ok: true,
      code: 'TAKE200',
      discountKobo: naira(200),
    });
    expect(checkCoupon(tenPercent, use())).toEqual({
      ok: true,
      code: 'SAVE10',
      discountKobo: naira(1000),
    });
  });

  it('refuses an unknown code', () => {
    expect(checkCoupon(null, use())).toEqual({ ok: false, message: 'This code is not valid' });
    expect(checkCoupon(undefined, use())).toEqual({ ok: false, message: 'This code is not valid' });
  });

  it('refuses a code before its start, and accepts it from its first instant', () => {
    expect(checkCoupon(tenPercent, use({ now: new Date(startsAt.getTime() - 1) }))).toEqual({
      ok: false,
      message: 'This code is not active yet',
    });
    expect(checkCoupon(tenPercent, use({ now: startsAt })).ok).toBe(true);
  });

  it('refuses a code from its end on', () => {
    expect(checkCoupon(tenPercent, use({ now: endsAt }))).toEqual({
      ok: false,
      message: 'This code has expired',
    });
    expect(checkCoupon(tenPercent, use({ now: new Date(endsAt.getTime() - 1) })).ok).toBe(true);
    expect(checkCoupon(twoHundredOff, use({ now: new Date('2040-01-01T00:00:00Z') })).ok).toBe(
      true,
    );
  });

  it('refuses a code whose total uses are spent; no limit when there is none', () => {
    expect(checkCoupon(tenPercent, use({ usesTotal: 100 }))).toEqual({
      ok: false,
      message: 'This code has been used up',
    });
    expect(checkCoupon(tenPercent, use({ usesTotal: 99 })).ok).toBe(true);
    expect(checkCoupon(twoHundredOff, use({ usesTotal: 1_000_000 })).ok).toBe(true);
  });

  it('refuses a code this buyer has used as often as allowed', () => {
    expect(checkCoupon(tenPercent, use({ usesByThisUser: 1 }))).toEqual({
      ok: false,
      message: 'You have already used this code',
    });
    expect(checkCoupon(twoHundredOff, use({ usesByThisUser: 1 })).ok).toBe(true);
    expect(checkCoupon(twoHundredOff, use({ usesByThisUser: 2 })).ok).toBe(false);
  });

  it('asks for the minimum order, met at exactly the minimum', () => {
    expect(checkCoupon(tenPercent, use({ itemsKobo: naira(5000) - 1 }))).toEqual({
      ok: false,
      message: 'Spend ₦5,000 or more to use this code',
    });
    expect(checkCoupon(tenPercent, use({ itemsKobo: naira(5000) })).ok).toBe(true);
    expect(COUPON_MESSAGES.minimumOrder(naira(2500.5))).toBe(
      'Spend ₦2,500.50 or more to use this code',
    );
  });

  it('gives the first reason in order: start, end, total uses, your uses, minimum', () => {
    const everything = use({
      now: new Date(endsAt.getTime() + 1),
      usesTotal: 100,
      usesByThisUser: 1,
      itemsKobo: 0,
    });
    expect(checkCoupon(tenPercent, everything)).toEqual({
      ok: false,
      message: COUPON_MESSAGES.expired,
    });
    expect(checkCoupon(tenPercent, { ...everything, now: startsAt })).toEqual({
      ok: false,
      message: COUPON_MESSAGES.usedUp,
    });
    expect(checkCoupon(tenPercent, { ...everything, now: startsAt, usesTotal: 0 })).toEqual({
      ok: false,
      message: COUPON_MESSAGES.usedByYou,
    });
  });
});

describe('couponDiscount', () => {
  it('rounds a percentage down to the kobo', () => {
    expect(couponDiscount({ ...tenPercent, percent: 10 }, 12_345)).toBe(1234); // 1,234.5
    expect(couponDiscount({ ...tenPercent, percent: 15 }, 999)).toBe(149); // 149.85
    expect(couponDiscount({ ...tenPercent, percent: 33 }, 100)).toBe(33);
    expect(couponDiscount({ ...tenPercent, percent: 100 }, 12_345)).toBe(12_345);
  });

  it('never takes off more than the items', () => {
    expect(couponDiscount(twoHundredOff, naira(150))).toBe(naira(150));
    expect(couponDiscount(twoHundredOff, 0)).toBe(0);
    expect(checkCoupon(twoHundredOff, use({ itemsKobo: naira(150) }))).toEqual({
      ok: true,
      code: 'TAKE200',
      discountKobo: naira(150),
    });
  });
});
