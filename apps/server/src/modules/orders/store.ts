import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { type IdempotencyClaim, recordIdempotencyKey } from '../../platform/http/idempotency.ts';
import { enqueue, type JobRequest } from '../../platform/jobs/queue.ts';
import { addressesRepo } from './addresses-repo.ts';
import { type CartRepo, cartRepo } from './cart/repo.ts';
import { type CouponRepo, couponRepo } from './checkout/coupon-repo.ts';
import { type LinksRepo, linksRepo } from './links-repo.ts';
import { type OrdersRepo, ordersRepo } from './repo.ts';

export interface OrderStore {
  /** The connection or transaction the repos run on (the payments ledger is given it). */
  db: Kysely<Database>;
  orders: OrdersRepo;
  addresses: ReturnType<typeof addressesRepo>;
  links: LinksRepo;
  cart: CartRepo;
  coupons: CouponRepo;
  /** Queues a job as part of this store's transaction (when it is one). */
  enqueue<P>(request: JobRequest<P>, now: Date): Promise<void>;
  /** Records a create request's idempotency key beside the order it placed (same transaction). */
  recordIdempotencyKey(claim: IdempotencyClaim, orderId: string): Promise<void>;
  /** Runs `work` in one transaction; never call it on a store that is already one. */
  transaction<T>(work: (store: OrderStore) => Promise<T>): Promise<T>;
}

/**
 * Every repo the orders feature writes through, on one connection or one transaction: placing an
 * order, applying a payment and releasing stock each change several tables and queue their jobs
 * (mails, the release, a refund) in the same transaction, so all of it happens or none does.
 */
export function orderStore(db: Kysely<Database>): OrderStore {
  return {
    db,
    orders: ordersRepo(db),
    addresses: addressesRepo(db),
    links: linksRepo(db),
    cart: cartRepo(db),
    coupons: couponRepo(db),
    enqueue<P>(request: JobRequest<P>, now: Date): Promise<void> {
      return enqueue(db, request, now);
    },
    recordIdempotencyKey: (claim, orderId) => recordIdempotencyKey(db, claim, orderId),
    transaction<T>(work: (store: OrderStore) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(orderStore(trx)));
    },
  };
}
