import {
  COUPON_CODE_TAKEN,
  COUPON_END_PASSED,
  type Coupon,
  type CouponInput,
  hasCouponEnded,
} from '@greetly/domain';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { newId } from '../../../platform/lib/ids.ts';
import { type Actor, authorize } from '../../../platform/policies/policies.ts';
import { isUniqueViolation } from '../../accounts/index.ts';
import type { CouponRepo, CouponRow, CouponWithUsesRow } from './coupon-repo.ts';

export interface CouponDeps {
  coupons: CouponRepo;
  now?: () => Date;
}

export const COUPON_NOT_FOUND = 'This coupon does not exist.';

/** Only admins manage coupons: 403 for anyone else, before any coupon is read. */
function authorizeManage(actor: Actor): asserts actor is NonNullable<Actor> {
  authorize(
    actor,
    'manage',
    'coupons',
    {},
    { notFound: 'There is nothing here.', forbidden: 'Only admins manage coupons.' },
  );
}

/** Every coupon, newest first, with its uses. */
export async function listCoupons(deps: CouponDeps, actor: Actor): Promise<CouponWithUsesRow[]> {
  authorizeManage(actor);
  return deps.coupons.list();
}

/**
 * Creates a coupon (its code already trimmed and upper-case by the schema). A code in use, even
 * by a deactivated coupon, is a 409 with the message on `code`; the unique index decides, so two
 * admins creating one code at once get one coupon.
 */
export async function createCoupon(
  deps: CouponDeps,
  actor: Actor,
  input: CouponInput,
): Promise<CouponWithUsesRow> {
  authorizeManage(actor);
  const clock = deps.now?.() ?? new Date();
  // A coupon that ended before it was made would be listed and never apply.
  if (hasCouponEnded(input.endsAt, clock)) {
    throw new AppError('validation_failed', COUPON_END_PASSED, [
      { path: 'endsAt', message: COUPON_END_PASSED },
    ]);
  }
  const now = clock.toISOString();
  const id = newId();
  try {
    await deps.coupons.insert({
      id,
      code: input.code,
      kind: input.kind,
      percent: input.kind === 'percent' ? input.percent : null,
      amount_kobo: input.kind === 'fixed' ? input.amountKobo : null,
      min_order_kobo: input.minOrderKobo,
      starts_at: new Date(input.startsAt).toISOString(),
      ends_at: input.endsAt === null ? null : new Date(input.endsAt).toISOString(),
      max_uses_total: input.maxUsesTotal,
      max_uses_per_user: input.maxUsesPerUser,
      active: 1,
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('coupon_code_taken', COUPON_CODE_TAKEN, [
      { path: 'code', message: COUPON_CODE_TAKEN },
    ]);
  }
  const created = await deps.coupons.findById(id);
  if (!created) throw notFound(COUPON_NOT_FOUND);
  return created;
}

/** Deactivates a coupon (again: nothing changes); buyers are then told it is not valid. */
export async function deactivateCoupon(
  deps: CouponDeps,
  actor: Actor,
  id: string,
): Promise<CouponWithUsesRow> {
  authorizeManage(actor);
  const now = (deps.now?.() ?? new Date()).toISOString();
  await deps.coupons.deactivate(id, now);
  const coupon = await deps.coupons.findById(id);
  if (!coupon) throw notFound(COUPON_NOT_FOUND);
  return coupon;
}

/** A coupon row as the pricing rules read it; a deactivated one is no coupon at all. */
export function couponOf(row: CouponRow | undefined): Coupon | null {
  if (row?.active !== 1) return null;
  const common = {
    code: row.code,
    minOrderKobo: row.min_order_kobo,
    startsAt: new Date(row.starts_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    maxUsesTotal: row.max_uses_total,
    maxUsesPerUser: row.max_uses_per_user,
  };
  if (row.kind === 'percent' && row.percent !== null) {
    return { ...common, kind: 'percent', percent: row.percent };
  }
  if (row.kind === 'fixed' && row.amount_kobo !== null) {
    return { ...common, kind: 'fixed', amountKobo: row.amount_kobo };
  }
  return null;
}
