import { type CheckoutFees, DEFAULT_CHECKOUT_FEES } from '@greetly/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Events } from '../../platform/events.ts';
import { handleJob, type JobHandler } from '../../platform/jobs/definition.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PaymentProvider } from '../billing/index.ts';
import type { OrderDeps, OrderLog } from './deps.ts';
import { newShopOrderMailJob, orderConfirmedMailJob, releaseStockJob } from './job-types.ts';
import { newShopOrderMail, orderConfirmedMail } from './mails.ts';
import { releaseOrder } from './release.ts';
import { orderStore } from './store.ts';

export interface OrderJobDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  /** Null or absent: no provider configured (releases then cancel without asking one). */
  paymentProvider?: PaymentProvider | null;
  events: Events;
  log?: OrderLog;
  now?: () => Date;
  /** The operator's checkout fees (config): the mails name the VAT rate; the spec's when left out. */
  fees?: CheckoutFees;
}

const quiet: OrderLog = { warn: () => {}, info: () => {} };

/** The order jobs: releasing unpaid stock, the order mails. */
export function orderJobHandlers(deps: OrderJobDeps): JobHandler[] {
  const store = orderStore(deps.db);
  const orderDeps: OrderDeps = {
    store,
    provider: deps.paymentProvider ?? null,
    events: deps.events,
    publicUrl: deps.publicUrl,
    log: deps.log ?? quiet,
    ...(deps.now ? { now: deps.now } : {}),
  };
  const skipped = (reason: string) => ({ status: 'skipped' as const, reason });
  const done = (result: string) => ({ status: 'done' as const, result });
  return [
    handleJob({
      definition: releaseStockJob,
      run: async ({ payload }) => done(await releaseOrder(orderDeps, payload.orderId)),
    }),
    handleJob({
      definition: orderConfirmedMailJob,
      async run({ payload }) {
        const order = await store.orders.findById(payload.orderId);
        // Only a paid order is confirmed (the mail is queued as it is paid; this is a safeguard).
        if (order?.status !== 'paid') return skipped('the order is not paid');
        const lines = await store.orders.linesOf([order.id]);
        const taxRate = (deps.fees ?? DEFAULT_CHECKOUT_FEES).taxRateBasisPoints;
        const mail = await orderConfirmedMail(order, lines, deps.publicUrl, taxRate);
        const sent = await deps.mailer.send(mail);
        return done(sent.messageId);
      },
    }),
    handleJob({
      definition: newShopOrderMailJob,
      async run({ payload }) {
        const shipment = await store.orders.shipmentWithOwner(payload.shipmentId);
        const order = shipment && (await store.orders.findById(shipment.order_id));
        if (!shipment || !order || order.status !== 'paid') return skipped('the order is not paid');
        const lines = await store.orders.linesOf([order.id]);
        const mail = await newShopOrderMail(
          order,
          shipment,
          lines,
          shipment.owner_email,
          deps.publicUrl,
        );
        return done((await deps.mailer.send(mail)).messageId);
      },
    }),
  ] as JobHandler[];
}
