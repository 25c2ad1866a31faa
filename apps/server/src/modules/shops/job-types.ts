import { SHOP_REJECT_REASON_MAX } from '@greetly/domain';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/definition.ts';

const reviewPayload = z.object({
  shopId: z.string().min(1).max(64),
  /** The review this mail tells of: a later review makes it moot. */
  reviewedAt: z.string().min(1).max(32),
});
export type ShopReviewPayload = z.infer<typeof reviewPayload>;

/** "Your shop is approved", to its vendor. */
export const shopApprovedMailJob = defineJob('shop.approved-mail', reviewPayload);
/**
 * "Your shop was not approved", with the reason as the admin gave it (the shop's own copy is
 * cleared when the vendor sends it for review again, maybe before this mail goes).
 */
export const shopRejectedMailJob = defineJob(
  'shop.rejected-mail',
  reviewPayload.extend({ reason: z.string().min(1).max(SHOP_REJECT_REASON_MAX) }),
);

/** One mail per review: enqueueing it twice adds nothing. */
export function shopReviewJobKey(shopId: string, reviewedAt: string): string {
  return `shop:${shopId}:review:${reviewedAt}`;
}
