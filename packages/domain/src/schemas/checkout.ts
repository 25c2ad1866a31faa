import { z } from 'zod';
import { DELIVERY_OPTIONS } from '../catalog/checkout.ts';
import { DELIVERY_COUNTRIES } from '../catalog/countries.ts';
import { PRODUCT_PRICE_MAX_KOBO } from '../catalog/products.ts';
import { formatNaira } from '../money.ts';
import {
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_MESSAGES,
  normalizeCouponCode,
} from '../rules/coupons.ts';
import { registerSchema } from './auth.ts';

/** The most a fixed coupon or a minimum order may be: a large order of the dearest gifts. */
export const COUPON_AMOUNT_MAX_KOBO = PRODUCT_PRICE_MAX_KOBO * 10;

const wholeNumber = (message: string) =>
  z.number({ error: message }).int({ error: message }).finite({ error: message });

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/** A code as an admin types it: stored trimmed and upper-case. */
export const couponCodeSchema = z
  .string({ error: 'Enter a code' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'Enter a code', abort: true })
  .min(COUPON_CODE_MIN, {
    error: `The code must be ${COUPON_CODE_MIN} to ${COUPON_CODE_MAX} characters`,
    abort: true,
  })
  .max(COUPON_CODE_MAX, {
    error: `The code must be ${COUPON_CODE_MIN} to ${COUPON_CODE_MAX} characters`,
    abort: true,
  })
  .regex(/^[A-Z0-9-]+$/, { error: 'Use only letters, digits and dashes' });

const couponFields = {
  code: couponCodeSchema,
  minOrderKobo: wholeNumber('Enter the minimum order (₦0 for none)')
    .min(0, { error: 'The minimum order cannot be below ₦0' })
    .max(COUPON_AMOUNT_MAX_KOBO, {
      error: `The minimum order can be at most ${formatNaira(COUPON_AMOUNT_MAX_KOBO)}`,
    }),
  startsAt: instant('Enter when the code starts'),
  /** Null: the code never expires. */
  endsAt: instant('Enter when the code ends, or leave it empty').nullable(),
  /** Null: no limit. */
  maxUsesTotal: wholeNumber('Enter how many times the code can be used, or leave it empty')
    .min(1, { error: 'Allow at least 1 use in total, or leave it empty for no limit' })
    .nullable(),
  maxUsesPerUser: wholeNumber('Enter how many times one buyer can use the code').min(1, {
    error: 'Allow each buyer at least 1 use',
  }),
};

/** True only when both instants are readable and the end is not after the start. */
function endsBeforeStart(startsAt: string, endsAt: string | null): boolean {
  if (endsAt === null) return false;
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  return !Number.isNaN(start) && !Number.isNaN(end) && end <= start;
}

/** Whether a coupon's end has passed at `now` (one with no end never ends). */
export function hasCouponEnded(endsAt: string | null, now: Date): boolean {
  return endsAt !== null && Date.parse(endsAt) <= now.getTime();
}

/** Why a new coupon's end is refused when it has passed already. */
export const COUPON_END_PASSED =
  'This end has already passed. Choose a later one, or leave it empty for no end.';

/** A coupon as an admin creates it: a percentage off the items, or a fixed amount in kobo. */
export const couponInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        ...couponFields,
        kind: z.literal('percent'),
        percent: wholeNumber('Enter a whole percentage')
          .min(1, { error: 'The percentage must be 1 to 100' })
          .max(100, { error: 'The percentage must be 1 to 100' }),
      }),
      z.object({
        ...couponFields,
        kind: z.literal('fixed'),
        amountKobo: wholeNumber('Enter the amount off in naira')
          .min(1, { error: 'Enter an amount above ₦0' })
          .max(COUPON_AMOUNT_MAX_KOBO, {
            error: `The amount can be at most ${formatNaira(COUPON_AMOUNT_MAX_KOBO)}`,
          }),
      }),
    ],
    { error: 'Choose a percentage or a fixed amount' },
  )
  .refine((coupon) => !endsBeforeStart(coupon.startsAt, coupon.endsAt), {
    path: ['endsAt'],
    error: 'The end must be after the start',
  });
export type CouponInput = z.infer<typeof couponInputSchema>;
export type CouponInputForm = z.input<typeof couponInputSchema>;

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong });

/** Where the gifts go. The phone follows the sign-up rule. */
export const shippingAddressSchema = z.object({
  name: text('Enter the recipient’s name', 80, 'Keep the name under 80 characters').min(2, {
    error: 'The name must be at least 2 characters',
  }),
  phone: registerSchema.shape.phone,
  street: text('Enter the street address', 200, 'Keep the street address under 200 characters'),
  city: text('Enter the city', 80, 'Keep the city under 80 characters'),
  state: text('Enter the state', 80, 'Keep the state under 80 characters'),
  country: z.enum(DELIVERY_COUNTRIES, { error: 'Choose a delivery country' }),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * The checkout form and request. Items and prices are not in it: the server reads the cart and
 * prices it itself. An empty coupon field means no code.
 */
export const checkoutRequestSchema = z.object({
  deliveryOption: z.enum(DELIVERY_OPTIONS, { error: 'Choose a delivery option' }),
  giftBag: z.boolean({ error: 'Say whether to add a gift bag' }),
  couponCode: z
    .string({ error: COUPON_MESSAGES.invalid })
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || normalizeCouponCode(code) !== null, {
      error: COUPON_MESSAGES.invalid,
    })
    .optional()
    .transform((code) => code || undefined),
  address: shippingAddressSchema,
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type CheckoutForm = z.input<typeof checkoutRequestSchema>;
