import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/definition.ts';

const SHOP_MOVES = ['accepted', 'dispatched', 'delivered', 'cancelled'] as const;
export type ShopMove = (typeof SHOP_MOVES)[number];

const shipmentPayload = z.object({ shipmentId: z.string().min(1).max(64) });

/** The buyer's mail about one move of a shop's part. */
export const shipmentMailJob = defineJob(
  'shipment.status-mail',
  shipmentPayload.extend({ status: z.enum(SHOP_MOVES) }),
);

/**
 * The refund of a part its shop cancelled after payment: shipment.total_kobo back on the order's
 * paid payment. Retried on the provider's passing troubles (unreachable, 5xx, 429).
 */
export const shipmentRefundJob = defineJob('shipment.refund', shipmentPayload, {
  retryDelaysMs: [30_000, 300_000, 1_800_000, 7_200_000, 21_600_000],
});

/** Each move happens once to a shipment, so each has one mail; a second enqueue adds nothing. */
export const shipmentMailJobKey = (shipmentId: string, status: ShopMove) =>
  `shipment:${shipmentId}:mail:${status}`;
export const shipmentRefundJobKey = (shipmentId: string) => `shipment:${shipmentId}:refund`;
