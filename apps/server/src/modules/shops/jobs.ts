import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { handleJob, type JobHandler } from '../../platform/jobs/definition.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { type ShopReviewPayload, shopApprovedMailJob, shopRejectedMailJob } from './job-types.ts';
import { shopApprovedMail, shopRejectedMail } from './mails.ts';
import { shopRepo } from './shop-repo.ts';

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
  async function vendorOf(payload: ShopReviewPayload) {
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
