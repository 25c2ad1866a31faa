import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkoutRequestSchema,
  couponInputSchema,
  naira,
  shippingAddressSchema,
} from '../src/index.ts';

function messagesFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const percentCoupon = {
  code: ' spring-10 ',
  kind: 'percent',
  percent: 10,
  minOrderKobo: naira(5000),
  startsAt: '2026-03-01T00:00:00+01:00',
  endsAt: '2026-04-01T00:00:00Z',
  maxUsesTotal: 100,
  maxUsesPerUser: 1,
};

const fixedCoupon = {
  code: 'TAKE200',
  kind: 'fixed',
  amountKobo: naira(200),
  minOrderKobo: 0,
  startsAt: '2026-03-01T00:00:00Z',
  endsAt: null,
  maxUsesTotal: null,
  maxUsesPerUser: 1,
};

const address = {
  name: 'Ada Obi',
  phone: '+234 803 000 0000',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  country: 'Nigeria',
};

describe('couponInputSchema', () => {
  it('accepts a percent coupon (code trimmed and upper-cased) and a fixed one', () => {
    const percent = couponInputSchema.parse(percentCoupon);
    expect(percent.code).toBe('SPRING-10');
    expect(percent.kind === 'percent' && percent.percent).toBe(10);
    const fixed = couponInputSchema.parse(fixedCoupon);
    expect(fixed.kind === 'fixed' && fixed.amountKobo).toBe(naira(200));
    expect(fixed.endsAt).toBeNull();
    expect(fixed.maxUsesTotal).toBeNull();
  });

  it('keeps a percentage between 1 and 100, whole', () => {
    expect(messagesFor(couponInputSchema, { ...percentCoupon, percent: 0 })).toEqual({
      percent: 'The percentage must be 1 to 100',
    });
    expect(messagesFor(couponInputSchema, { ...percentCoupon, percent: 101 })).toEqual({
      percent: 'The percentage must be 1 to 100',
    });
    expect(messagesFor(couponInputSchema, { ...percentCoupon, percent: 12.5 })).toEqual({
      percent: 'Enter a whole percentage',
    });
    expect(couponInputSchema.safeParse({ ...percentCoupon, percent: 100 }).success).toBe(true);
  });

  it('wants a fixed amount above ₦0 in whole kobo', () => {
    expect(messagesFor(couponInputSchema, { ...fixedCoupon, amountKobo: 0 })).toEqual({
      amountKobo: 'Enter an amount above ₦0',
    });
    expect(messagesFor(couponInputSchema, { ...fixedCoupon, amountKobo: 10.5 })).toEqual({
      amountKobo: 'Enter the amount off in naira',
    });
    expect(couponInputSchema.safeParse({ ...fixedCoupon, amountKobo: 1 }).success).toBe(true);
  });

  it('asks for a kind', () => {
    expect(messagesFor(couponInputSchema, { ...fixedCoupon, kind: 'bogof' })).toEqual({
      kind: 'Choose a percentage or a fixed amount',
    });
  });

  it('keeps the minimum order at ₦0 or more', () => {
    expect(messagesFor(couponInputSchema, { ...fixedCoupon, minOrderKobo: -1 })).toEqual({
      minOrderKobo: 'The minimum order cannot be below ₦0',
    });
  });

  it('wants the end after the start, or no end', () => {
    expect(
      messagesFor(couponInputSchema, { ...percentCoupon, endsAt: '2026-02-01T00:00:00Z' }),
    ).toEqual({ endsAt: 'The end must be after the start' });
    // 00:00 at +01:00 is 23:00 the day before in UTC: the same instant is not after it.
    expect(
      messagesFor(couponInputSchema, { ...percentCoupon, endsAt: '2026-02-28T23:00:00Z' }),
    ).toEqual({ endsAt: 'The end must be after the start' });
    expect(
      couponInputSchema.safeParse({ ...percentCoupon, endsAt: '2026-02-28T23:00:01Z' }).success,
    ).toBe(true);
    expect(messagesFor(couponInputSchema, { ...percentCoupon, startsAt: 'tomorrow' })).toEqual({
      startsAt: 'Enter when the code starts',
    });
  });

  it('allows at least 1 use in total (or no limit) and at least 1 per buyer', () => {
    expect(messagesFor(couponInputSchema, { ...fixedCoupon, maxUsesTotal: 0 })).toEqual({
      maxUsesTotal: 'Allow at least 1 use in total, or leave it empty for no limit',
    });
    expect(messagesFor(couponInputSchema, { ...fixedCoupon, maxUsesPerUser: 0 })).toEqual({
      maxUsesPerUser: 'Allow each buyer at least 1 use',
    });
  });

  it('explains a code of the wrong shape', () => {
    expect(messagesFor(couponInputSchema, { ...fixedCoupon, code: '   ' })).toEqual({
      code: 'Enter a code',
    });
    expect(messagesFor(couponInputSchema, { ...fixedCoupon, code: 'AB' })).toEqual({
      code: 'The code must be 3 to 32 characters',
    });
    expect(messagesFor(couponInputSchema, { ...fixedCoupon, code: 'A'.repeat(33) })).toEqual({
      code: 'The code must be 3 to 32 characters',
    });
    expect(messagesFor(couponInputSchema, { ...fixedCoupon, code: 'SAVE 10' })).toEqual({
      code: 'Use only letters, digits and dashes',
    });
  });
});

describe('shippingAddressSchema', () => {
  it('accepts an address in a delivery country', () => {
    expect(shippingAddressSchema.parse({ ...address, city: '  Lekki ' }).city).toBe('Lekki');
  });

  it('names every missing field in plain words', () => {
    expect(
      messagesFor(shippingAddressSchema, {
        name: '',
        phone: '',
        street: '',
        city: ' ',
        state: '',
        country: '',
      }),
    ).toEqual({
      name: 'Enter the recipient’s name',
      phone: 'Phone Number is required',
      street: 'Enter the street address',
      city: 'Enter the city',
      state: 'Enter the state',
      country: 'Choose a delivery country',
    });
  });

  it('uses the sign-up phone rule and the delivery countries', () => {
    expect(messagesFor(shippingAddressSchema, { ...address, phone: '1' })).toEqual({
      phone: 'Number must be at least 2 characters',
    });
    expect(messagesFor(shippingAddressSchema, { ...address, name: 'A' })).toEqual({
      name: 'The name must be at least 2 characters',
    });
    expect(messagesFor(shippingAddressSchema, { ...address, country: 'Atlantis' })).toEqual({
      country: 'Choose a delivery country',
    });
    expect(messagesFor(shippingAddressSchema, { ...address, street: 'x'.repeat(201) })).toEqual({
      street: 'Keep the street address under 200 characters',
    });
  });
});

describe('checkoutRequestSchema', () => {
  const request = { deliveryOption: 'gift', giftBag: true, couponCode: ' take200 ', address };

  it('reads a request, the code normalised', () => {
    const parsed = checkoutRequestSchema.parse(request);
    expect(parsed.couponCode).toBe('TAKE200');
    expect(parsed.deliveryOption).toBe('gift');
    expect(parsed.giftBag).toBe(true);
  });

  it('takes an empty or absent coupon field as no code', () => {
    expect(
      checkoutRequestSchema.parse({ ...request, couponCode: '  ' }).couponCode,
    ).toBeUndefined();
    const { couponCode: _, ...withoutCode } = request;
    expect(checkoutRequestSchema.parse(withoutCode).couponCode).toBeUndefined();
  });

  it('explains each wrong field', () => {
    expect(
      messagesFor(checkoutRequestSchema, {
        deliveryOption: 'drone',
        giftBag: 'yes',
        couponCode: 'no!',
        address: { ...address, city: '' },
      }),
    ).toEqual({
      deliveryOption: 'Choose a delivery option',
      giftBag: 'Say whether to add a gift bag',
      couponCode: 'This code is not valid',
      'address.city': 'Enter the city',
    });
  });
});
