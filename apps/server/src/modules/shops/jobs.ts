import { SHOP_REJECT_REASON_MAX } from '@greetly/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../platform/db/schema.ts';
import { defineJob, handleJob, type JobHandler } from '../../platform/jobs/definition.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { shopApprovedMail, shopRejectedMail } from './mails.ts';
import { shopRepo } from './shop-repo.ts';

const reviewPayload = z.object({
  shopId: z.string().min(1).max(64),
  /** The review this mail tells of: a later review makes it moot. */
  reviewedAt: z.string().min(1).max(32),
});

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

export interface VendorJobDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
}

/** The shop review mails, sent from the queue in the transaction's wake. */
export function vendorJobHandlers(deps: VendorJobDeps): JobHandler[] {
  const shops = shopRepo(deps.db);
  const skipped = (reason: string) => ({ status: 'skipped' as const, reason });
  const sent = ({ messageId }: { messageId: string }) => ({
    status: 'done' as const,
    result: messageId,
  });
  /** The shop's vendor, or why there is no mail to send (gone, or reviewed again since). */
  async function vendorOf(payload: z.infer<typeof reviewPayload>) {
    const shop = await shops.findWithOwner(payload.shopId);
    if (!shop) return 'no such shop';
    if (shop.reviewed_at !== payload.reviewedAt) return 'a later review replaced this one';
    return {
      shopName: shop.business_name,
      email: shop.owner_email,
      firstName: shop.owner_first_name,
    };
  }
  return [
    handleJob({
      definition: shopApprovedMailJob,
      async run({ payload }) {
        const vendor = await vendorOf(payload);
        if (typeof vendor === 'string') return skipped(vendor);
        return sent(await deps.mailer.send(await shopApprovedMail(vendor, deps.publicUrl)));
      },
    }),
    handleJob({
      definition: shopRejectedMailJob,
      async run({ payload }) {
        const vendor = await vendorOf(payload);
        if (typeof vendor === 'string') return skipped(vendor);
        return sent(
          await deps.mailer.send(await shopRejectedMail(vendor, payload.reason, deps.publicUrl)),
        );
      },
    }),
  ] as JobHandler[];
}
