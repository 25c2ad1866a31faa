import { vendorOrderEndpoints } from '@greetly/domain/contracts/orders';
import type {
  VendorOrderStatusRequest,
  VendorOrderSummary,
  VendorOrderView,
} from '@greetly/domain/schemas/orders-api';
import { api } from '../../../lib/api';

export const VENDOR_ORDERS_KEY = ['vendor-orders'] as const;
export const vendorOrderKey = (id: string) => [...VENDOR_ORDERS_KEY, id] as const;

/** The paid orders of the vendor's shop (its own part of each), newest first. */
export async function fetchVendorOrders(signal?: AbortSignal): Promise<VendorOrderSummary[]> {
  return (await api(vendorOrderEndpoints.list, { signal })).orders;
}

/** One part of an order as the shop sees it: lines, address, timeline. */
export async function fetchVendorOrder(id: string, signal?: AbortSignal): Promise<VendorOrderView> {
  return (await api(vendorOrderEndpoints.get, { params: { id }, signal })).order;
}

/** Moves the shop's part on (accept, dispatch, deliver, cancel); answers the part as it is now. */
export async function setVendorOrderStatus(
  id: string,
  body: VendorOrderStatusRequest,
): Promise<VendorOrderView> {
  return (await api(vendorOrderEndpoints.setStatus, { params: { id }, body })).order;
}
