import {
  formatOrderNumber,
  ORDER_NOT_FOUND_MESSAGE,
  parseOrderNumber,
  type TrackedOrder,
  type TrackOrderRequest,
} from '@greetly/domain';
import { notFound } from '../../../platform/http/errors.ts';
import { enforceRateLimits, type RateLimitRule } from '../../../platform/rate-limit/limiter.ts';
import type { RateLimitStore } from '../../../platform/rate-limit/store.ts';
import { toOrderLine } from '../present.ts';
import { toHistoryEntry } from './present.ts';
import type { TrackRepo } from './track-repo.ts';

const HOUR = 60 * 60_000;
const TOO_MANY = 'Too many order look-ups.';

/**
 * Order numbers are sequential, so the e-mail is what keeps an order private: look-ups are
 * limited per client, and per order number so that many clients cannot guess one order's e-mail.
 */
export const TRACKING_LIMITS = {
  perIp: { name: 'order-track-ip', limit: 20, windowMs: HOUR, message: TOO_MANY },
  perOrder: { name: 'order-track-number', limit: 30, windowMs: HOUR, message: TOO_MANY },
} satisfies Record<string, RateLimitRule>;

export interface TrackDeps {
  repo: TrackRepo;
  rateLimits: RateLimitStore;
}

/**
 * The order with this number and e-mail, as someone not signed in may see it: no address, phone
 * or payment detail. A wrong number and a wrong e-mail answer the same 404.
 */
export async function trackOrder(
  deps: TrackDeps,
  request: TrackOrderRequest & { ip: string },
): Promise<TrackedOrder> {
  const sequence = parseOrderNumber(request.orderNumber);
  await enforceRateLimits(deps.rateLimits, [
    { rule: TRACKING_LIMITS.perIp, subject: request.ip },
    ...(sequence === null ? [] : [{ rule: TRACKING_LIMITS.perOrder, subject: String(sequence) }]),
  ]);
  const order =
    sequence === null ? undefined : await deps.repo.findByNumberAndEmail(sequence, request.email);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [shipments, lines, history] = await Promise.all([
    deps.repo.shipmentsOf(order.id),
    deps.repo.linesOf(order.id),
    deps.repo.historyOf(order.id),
  ]);
  const shopNames = new Map(shipments.map((shipment) => [shipment.id, shipment.shop_name]));
  return {
    number: formatOrderNumber(order.number),
    status: order.status,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    deliveryOption: order.delivery_option,
    deliverOn: order.deliver_on,
    totalKobo: order.total_kobo,
    shipments: shipments.map((shipment) => ({
      shopName: shipment.shop_name,
      status: shipment.status,
      dispatchNote: shipment.dispatch_note,
      trackingUrl: shipment.tracking_url,
      refundStatus: shipment.refund_status,
      lines: lines.filter((line) => line.shipment_id === shipment.id).map(toOrderLine),
    })),
    history: history.map((row) => toHistoryEntry(row, shopNames)),
  };
}
