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
