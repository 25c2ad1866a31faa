import { formatOrderNumber } from '@greetly/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import {
  handleJob,
  type JobHandler,
  PermanentJobError,
} from '../../../platform/jobs/definition.ts';
import type { Mailer, OutgoingMail } from '../../../platform/mail/mailer.ts';
import type { PaymentProvider } from '../../billing/index.ts';
import { refundInJob } from '../../billing/index.ts';
import { type ShopMove, shipmentMailJob, shipmentRefundJob } from './job-types.ts';
import {
  orderUrl,
  type ShipmentMailFacts,
  shipmentAcceptedMail,
  shipmentCancelledMail,
  shipmentDeliveredMail,
  shipmentDispatchedMail,
} from './mails.ts';
import { fulfilmentRepo, type ShipmentWithOrder } from './repo.ts';

export interface FulfilmentJobDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  /** Without one (no provider configured here), refunds wait for a worker that has one. */
  paymentProvider?: PaymentProvider | null;
  now?: () => Date;
}

async function mailFor(
  shipment: ShipmentWithOrder,
  status: ShopMove,
  facts: ShipmentMailFacts,
): Promise<OutgoingMail> {
  switch (status) {
    case 'accepted':
      return shipmentAcceptedMail(facts);
    case 'dispatched':
      return shipmentDispatchedMail(facts, {
        note: shipment.dispatch_note,
        trackingUrl: shipment.tracking_url,
      });
    case 'delivered':
      return shipmentDeliveredMail(facts);
    case 'cancelled':
      return shipmentCancelledMail(facts, {
        reason: shipment.cancel_reason ?? '',
        refundKobo: shipment.total_kobo,
      });
  }
}

/** The buyer's mails about shops' moves, and the refunds of parts shops cancelled. */
export function fulfilmentJobHandlers(deps: FulfilmentJobDeps): JobHandler[] {
  const repo = fulfilmentRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const mailHandler = handleJob({
    definition: shipmentMailJob,
    async run({ payload }) {
      const shipment = await repo.findWithOrder(payload.shipmentId);
      if (!shipment) return { status: 'skipped', reason: 'no such shipment' };
      const orderNumber = formatOrderNumber(shipment.order_number);
      const facts: ShipmentMailFacts = {
        to: shipment.buyer_email,
        firstName: (await repo.buyerFirstName(shipment.order_id)) ?? 'there',
        orderNumber,
        shopName: shipment.shop_name,
        orderUrl: orderUrl(deps.publicUrl, orderNumber),
      };
      const sent = await deps.mailer.send(await mailFor(shipment, payload.status, facts));
      return { status: 'done', result: sent.messageId };
    },
  });
  const provider = deps.paymentProvider;
  if (!provider) return [mailHandler] as JobHandler[];

  const refundHandler = handleJob({
    definition: shipmentRefundJob,
    async run({ payload }) {
      const shipment = await repo.findWithOrder(payload.shipmentId);
      if (!shipment) return { status: 'skipped', reason: 'no such shipment' };
      // Checked first: a job run again after its refund was recorded refunds nothing more.
      if (shipment.refund_status !== 'pending') {
        return { status: 'skipped', reason: 'the refund was already made' };
      }
      const payment = await repo.paidPaymentOf(shipment.order_id);
      if (!payment) throw new PermanentJobError('the order has no paid payment to refund');
      if (shipment.total_kobo > 0) {
        await refundInJob(provider, {
          reference: payment.reference,
          amountKobo: shipment.total_kobo,
        });
      }
      const recorded = await repo.transaction((trx) =>
        trx.recordRefund({
          shipmentId: shipment.id,
          paymentId: payment.id,
          amountKobo: shipment.total_kobo,
          now: now().toISOString(),
        }),
      );
      return recorded
        ? { status: 'done', result: `refunded ${shipment.total_kobo} kobo` }
        : { status: 'skipped', reason: 'the refund was already recorded' };
    },
  });
  return [mailHandler, refundHandler] as JobHandler[];
}
