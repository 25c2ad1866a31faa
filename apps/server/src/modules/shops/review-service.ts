import type { ShopStatus } from '@greetly/domain';
import { notFound } from '../../platform/http/errors.ts';
import { type Actor, authorize } from '../../platform/policies/policies.ts';
import { shopApprovedMailJob, shopRejectedMailJob, shopReviewJobKey } from './job-types.ts';
import type { ReviewedShopRow, ShopRepo } from './shop-repo.ts';

export interface ReviewDeps {
  shops: ShopRepo;
  now?: () => Date;
}

export const SHOP_NOT_FOUND = 'This shop does not exist.';

/** Only admins review shops: 403 for anyone else, before any shop is looked up. */
function authorizeReview(actor: Actor): asserts actor is NonNullable<Actor> {
  authorize(
    actor,
    'review',
    'shopReviews',
    {},
    { notFound: 'There is nothing here.', forbidden: 'Only admins review shops.' },
  );
}

/** Shops for an admin: of one status, or all with the pending ones first; oldest first. */
export async function listShopsForReview(
  deps: ReviewDeps,
  actor: Actor,
  status: ShopStatus | undefined,
): Promise<ReviewedShopRow[]> {
  authorizeReview(actor);
  return deps.shops.listForReview(status);
}

type Decision = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * Records an admin's decision, relists the shop's products and queues the vendor's mail, in one
 * transaction. Deciding what the shop already is changes nothing and sends nothing (approving an
 * approved shop, or rejecting a rejected one again, keeps the first reason).
 */
async function decide(
  deps: ReviewDeps,
  actor: Actor,
  shopId: string,
  decision: Decision,
): Promise<ReviewedShopRow> {
  authorizeReview(actor);
  const now = deps.now?.() ?? new Date();
  const at = now.toISOString();
  return deps.shops.transaction(async (shops) => {
    const recorded = await shops.recordReview(
      shopId,
      {
        status: decision.status,
        review_reason: decision.status === 'rejected' ? decision.reason : null,
        reviewed_by: actor.id,
        reviewed_at: at,
      },
      at,
    );
    if (!recorded) throw notFound(SHOP_NOT_FOUND);
    if (recorded.changed) {
      await shops.relistProducts(shopId, decision.status);
      const key = shopReviewJobKey(shopId, at);
      const payload = { shopId, reviewedAt: at };
      if (decision.status === 'approved') {
        await shops.enqueueJob({ definition: shopApprovedMailJob, payload, key }, now);
      } else {
        await shops.enqueueJob(
          {
            definition: shopRejectedMailJob,
            payload: { ...payload, reason: decision.reason },
            key,
          },
          now,
        );
      }
    }
    const shop = await shops.findForReview(shopId);
    if (!shop) throw notFound(SHOP_NOT_FOUND);
    return shop;
  });
}

/** Approves a shop: its published products are listed and its vendor is e-mailed (admins only). */
export function approveShop(deps: ReviewDeps, actor: Actor, shopId: string) {
  return decide(deps, actor, shopId, { status: 'approved' });
}

/** Rejects a shop with a reason: its products leave the marketplace and its vendor is told why. */
export function rejectShop(deps: ReviewDeps, actor: Actor, shopId: string, reason: string) {
  return decide(deps, actor, shopId, { status: 'rejected', reason });
}
