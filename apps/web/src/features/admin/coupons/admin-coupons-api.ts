import { couponAdminEndpoints } from '@greetly/domain/contracts/checkout';
import type { CouponInput } from '@greetly/domain/schemas/checkout';
import type { AdminCoupon } from '@greetly/domain/schemas/checkout-api';
import { api } from '../../../lib/api';

export const ADMIN_COUPONS_KEY = ['admin-coupons'] as const;

/** Every coupon with its uses, newest first. */
export async function fetchCoupons(signal?: AbortSignal): Promise<AdminCoupon[]> {
  return (await api(couponAdminEndpoints.list, { signal })).coupons;
}

/** Creates a coupon; a code already in use answers 409 with a message on `code`. */
export async function createCoupon(input: CouponInput): Promise<AdminCoupon> {
  return (await api(couponAdminEndpoints.create, { body: input })).coupon;
}

/** Deactivates a coupon: buyers who enter it are told it is not valid. */
export async function deactivateCoupon(id: string): Promise<AdminCoupon> {
  return (await api(couponAdminEndpoints.deactivate, { params: { id } })).coupon;
}
