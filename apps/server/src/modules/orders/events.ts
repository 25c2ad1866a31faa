import { z } from 'zod';
import { defineEvent } from '../../platform/events.ts';

/**
 * An order was paid (covered by its payments): emitted once, in the transaction that moves it to
 * paid. Its confirmation and the shops' new-order mails are queued in the same transaction.
 */
export const orderPaid = defineEvent(
  'order.paid',
  z.object({ orderId: z.string().min(1).max(64), totalKobo: z.number().int() }),
);

/**
 * A shop's part of an order reached its recipient: emitted once, in the transaction that moves
 * the part to delivered (what a shop earns is counted from here).
 */
export const shipmentDelivered = defineEvent(
  'shipment.delivered',
  z.object({
    shipmentId: z.string().min(1).max(64),
    orderId: z.string().min(1).max(64),
    shopId: z.string().min(1).max(64),
  }),
);
