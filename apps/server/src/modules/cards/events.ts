import { z } from 'zod';
import { defineEvent } from '../../platform/events.ts';

/**
 * Cards were delivered to their recipients: emitted once per group of deliveries the job worker
 * records together (about a dozen at full speed), with the record itself.
 */
export const cardsDelivered = defineEvent(
  'card.delivered',
  z.object({ cardIds: z.array(z.string().min(1)).min(1) }),
);
