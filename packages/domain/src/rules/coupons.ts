import { formatNaira, type Kobo } from '../money.ts';

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 32;
const COUPON_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon as the rules read it (the server maps its row to this). */
export type Coupon = {
  /** Normalised: upper-case, 3–32 of A–Z, 0–9 and '-'. */
  code: string;
  /** Items this order must come to (after any loyalty reward) for the code to apply. */
  minOrderKobo: Kobo;
  startsAt: Date;
  /** Null: the code never expires. */
  endsAt: Date | null;
  /** Null: no limit on uses across all buyers. */
  maxUsesTotal: number | null;
  maxUsesPerUser: number;
} & ({ kind: 'percent'; percent: number } | { kind: 'fixed'; amountKobo: Kobo });

export interface CouponUse {
  /** The items the code applies to: items subtotal minus any loyalty reward. */
  itemsKobo: Kobo;
  now: Date;
  /** Uses so far by every buyer (orders placed with it that were not cancelled). */
  usesTotal: number;
  /** Uses so far by this buyer. */
  usesByThisUser: number;
}

export type CouponCheck =
  | { ok: true; code: string; discountKobo: Kobo }
  | { ok: false; message: string };

/** The words shown beside the coupon field, one per reason a code is refused. */
export const COUPON_MESSAGES = {
  invalid: 'This code is not valid',
  notStarted: 'This code is not active yet',
  expired: 'This code has expired',
  usedUp: 'This code has been used up',
  usedByYou: 'You have already used this code',
  minimumOrder: (minOrderKobo: Kobo) =>
    `Spend ${formatNaira(minOrderKobo)} or more to use this code`,
} as const;

/** A code as a person typed it, made comparable (trimmed, upper-case); null when it cannot be one. */
export function normalizeCouponCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return COUPON_CODE_PATTERN.test(code) ? code : null;
}

/**
 * The discount a coupon gives on the items: a percentage rounded down to the kobo (so it never
 * exceeds the stated percent), or the fixed amount; never more than the items.
 */
export function couponDiscount(coupon: Coupon, itemsKobo: Kobo): Kobo {
  const discount =
    coupon.kind === 'percent' ? Math.floor((itemsKobo * coupon.percent) / 100) : coupon.amountKobo;
  return Math.max(0, Math.min(discount, itemsKobo));
}

/**
 * Whether a coupon applies to this order now, and its discount; a refusal carries the message for
 * the buyer. Checked in this order: unknown, not started, expired, used up, used by you, minimum.
 * A code is active from its start (inclusive) to its end (exclusive).
 */
export function checkCoupon(coupon: Coupon | null | undefined, use: CouponUse): CouponCheck {
  if (!coupon) return { ok: false, message: COUPON_MESSAGES.invalid };
  const now = use.now.getTime();
  if (now < coupon.startsAt.getTime()) return { ok: false, message: COUPON_MESSAGES.notStarted };
  if (coupon.endsAt && now >= coupon.endsAt.getTime()) {
    return { ok: false, message: COUPON_MESSAGES.expired };
  }
  if (coupon.maxUsesTotal !== null && use.usesTotal >= coupon.maxUsesTotal) {
    return { ok: false, message: COUPON_MESSAGES.usedUp };
  }
  if (use.usesByThisUser >= coupon.maxUsesPerUser) {
    return { ok: false, message: COUPON_MESSAGES.usedByYou };
  }
  if (use.itemsKobo < coupon.minOrderKobo) {
    return { ok: false, message: COUPON_MESSAGES.minimumOrder(coupon.minOrderKobo) };
  }
  return { ok: true, code: coupon.code, discountKobo: couponDiscount(coupon, use.itemsKobo) };
}
