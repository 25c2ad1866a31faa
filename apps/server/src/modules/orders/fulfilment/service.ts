import {
  canMoveShipment,
  canShopCancelShipment,
  FULFILMENT_STATUS_LABELS,
  type FulfilmentStatus,
  type VendorOrderStatusRequest,
  type VendorOrderSummary,
  type VendorOrderView,
} from '@greetly/domain';
import type { Events } from '../../../platform/events.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { type Actor, authorize } from '../../../platform/policies/policies.ts';
import { shipmentDelivered } from '../events.ts';
import {
  shipmentMailJob,
  shipmentMailJobKey,
  shipmentRefundJob,
  shipmentRefundJobKey,
} from './job-types.ts';
import { toVendorOrderSummary, toVendorOrderView } from './present.ts';
import type { FulfilmentRepo, ShipmentWithOrder } from './repo.ts';

export interface FulfilmentDeps {
  repo: FulfilmentRepo;
  events: Events;
  now?: () => Date;
}

export const SHOP_ORDER_NOT_FOUND = 'This order does not exist.';

const conflict = (message: string) => new AppError('order_state_conflict', message);

/** Why a shop may not make this move, in words for the vendor; null when it may. */
function refusalOf(shipment: ShipmentWithOrder, to: FulfilmentStatus): string | null {
  const from = shipment.status;
  if (from === to) return `This order is already marked “${FULFILMENT_STATUS_LABELS[to]}”.`;
  if (to === 'cancelled') {
    return canShopCancelShipment(shipment.order_status, from)
      ? null
      : 'This order has already been dispatched, so it can no longer be cancelled.';
  }
  if (canMoveShipment(shipment.order_status, from, to)) return null;
  return `This order is “${FULFILMENT_STATUS_LABELS[from]}”, so it cannot be marked “${FULFILMENT_STATUS_LABELS[to]}”.`;
}

/** The paid orders' parts of every shop the actor owns, newest payment first. */
export async function listShopOrders(
  deps: FulfilmentDeps,
  actor: NonNullable<Actor>,
): Promise<VendorOrderSummary[]> {
  const rows = await deps.repo.listPaidForOwner(actor.id);
  return rows.map(toVendorOrderSummary);
}

/** A shipment the actor may see (its shop's vendor, an admin); anything else is the same 404. */
async function visibleShipment(
  deps: FulfilmentDeps,
  actor: Actor,
  id: string,
  action: 'view' | 'move',
): Promise<ShipmentWithOrder> {
  const shipment = await deps.repo.findWithOrder(id);
  authorize(actor, action, 'shipment', shipment, { notFound: SHOP_ORDER_NOT_FOUND });
  return shipment;
}

async function viewOf(deps: FulfilmentDeps, shipment: ShipmentWithOrder): Promise<VendorOrderView> {
  const [lines, history] = await Promise.all([
    deps.repo.linesOf(shipment.id),
    deps.repo.historyOf(shipment),
  ]);
  return toVendorOrderView(shipment, lines, history);
}

/** One shop's part of an order: its lines, the delivery address and its timeline. */
export async function getShopOrder(
  deps: FulfilmentDeps,
  actor: Actor,
  id: string,
): Promise<VendorOrderView> {
  return viewOf(deps, await visibleShipment(deps, actor, id, 'view'));
}

/**
 * Moves the shop's part along its states, once: two moves at the same moment change it once (the
 * other is 409). The history row, the buyer's mail and, on a cancel, the stock given back and
 * the refund job are written in the same transaction as the move.
 */
export async function moveShopOrder(
  deps: FulfilmentDeps,
  actor: NonNullable<Actor>,
  id: string,
  request: VendorOrderStatusRequest,
): Promise<VendorOrderView> {
  const shipment = await visibleShipment(deps, actor, id, 'move');
  const to = request.status;
  const refusal = refusalOf(shipment, to);
  if (refusal) throw conflict(refusal);
  const now = deps.now?.() ?? new Date();
  const at = now.toISOString();
  const note =
    request.status === 'dispatched'
      ? (request.note ?? null)
      : request.status === 'cancelled'
        ? request.reason
        : null;
  await deps.repo.transaction(async (repo) => {
    const moved = await repo.transition({
      shipmentId: shipment.id,
      from: [shipment.status],
      to,
      at,
      actor: 'vendor',
      actorId: actor.id,
      note,
      set: {
        ...(request.status === 'dispatched'
          ? { dispatch_note: request.note ?? null, tracking_url: request.trackingUrl ?? null }
          : {}),
        ...(request.status === 'cancelled'
          ? { cancel_reason: request.reason, refund_status: 'pending' as const }
          : {}),
      },
    });
    if (!moved) {
      throw conflict(
        'This order was just changed by someone else. Reload it to see where it is now.',
      );
    }
    await repo.enqueueJob(
      {
        definition: shipmentMailJob,
        payload: { shipmentId: shipment.id, status: to },
        key: shipmentMailJobKey(shipment.id, to),
      },
      now,
    );
    if (to === 'delivered') {
      const payload = {
        shipmentId: shipment.id,
        orderId: shipment.order_id,
        shopId: shipment.shop_id,
      };
      await repo.emit(deps.events, { event: shipmentDelivered, payload, key: shipment.id }, now);
    }
    if (to === 'cancelled') {
      await repo.restoreStock(shipment.id, at);
      await repo.enqueueJob(
        {
          definition: shipmentRefundJob,
          payload: { shipmentId: shipment.id },
          key: shipmentRefundJobKey(shipment.id),
        },
        now,
      );
    }
  });
  return getShopOrder(deps, actor, id);
}
