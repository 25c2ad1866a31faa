import {
  formatOrderNumber,
  type OrderHistoryEntry,
  type VendorOrderSummary,
  type VendorOrderView,
} from '@greetly/domain';
import { shipmentFiguresOf, shippingAddressOf, toOrderLine } from '../present.ts';
import type { FulfilmentRepo, HistoryRow, OrderLineRow, ShipmentWithOrder } from './repo.ts';

type SummaryRow = Awaited<ReturnType<FulfilmentRepo['listPaidForOwner']>>[number];

/** A paid order always has its paid_at; a row without one is a server bug, never shown. */
function paidAtOf(row: { id: string; paid_at: string | null }): string {
  if (!row.paid_at) throw new Error(`Shipment ${row.id} belongs to a paid order without paid_at.`);
  return row.paid_at;
}

/**
 * A history row as a shop or a tracker sees it: a shop's row with the shop's name and its note
 * (dispatch note, cancel reason); the order's own rows without their note, which may speak of
 * the payment.
 */
export function toHistoryEntry(
  row: HistoryRow,
  shopNames: ReadonlyMap<string, string>,
): OrderHistoryEntry {
  return {
    at: row.at,
    status: row.to_status,
    shopName: row.shipment_id ? (shopNames.get(row.shipment_id) ?? null) : null,
    note: row.shipment_id ? row.note : null,
  };
}

/** A shop's part of an order in its list. */
export function toVendorOrderSummary(row: SummaryRow): VendorOrderSummary {
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.order_number),
    status: row.status,
    paidAt: paidAtOf(row),
    totalKobo: row.total_kobo,
    // PostgreSQL's sum is a bigint, which its driver hands over as a string.
    itemCount: Number(row.item_count ?? 0),
    deliverOn: row.deliver_on,
    withCard: row.card_id !== null,
    recipientName: row.ship_name,
  };
}

/** A shop's part of an order as that shop sees it: its own lines only. */
export function toVendorOrderView(
  shipment: ShipmentWithOrder,
  lines: OrderLineRow[],
  history: HistoryRow[],
): VendorOrderView {
  const names = new Map([[shipment.id, shipment.shop_name]]);
  return {
    id: shipment.id,
    orderNumber: formatOrderNumber(shipment.order_number),
    shopName: shipment.shop_name,
    status: shipment.status,
    paidAt: paidAtOf(shipment),
    deliveryOption: shipment.delivery_option,
    giftBag: shipment.gift_bag === 1,
    deliverOn: shipment.deliver_on,
    withCard: shipment.card_id !== null,
    ...shipmentFiguresOf(shipment),
    lines: lines.map(toOrderLine),
    address: shippingAddressOf(shipment),
    history: history.map((row) => toHistoryEntry(row, names)),
  };
}
