import { orderEndpoints } from '@greetly/domain/contracts/orders';
import type {
  LoyaltyResponse,
  OrderSummary,
  OrderView,
  TrackedOrder,
  TrackOrderRequest,
} from '@greetly/domain/schemas/orders-api';
import { api } from '../../lib/api';

export const ORDERS_KEY = ['orders'] as const;
export const LOYALTY_KEY = ['loyalty'] as const;

export function orderKey(number: string) {
  return [...ORDERS_KEY, 'one', number] as const;
}

/** The signed-in buyer's orders, newest first. */
export async function fetchMyOrders(): Promise<OrderSummary[]> {
  return (await api(orderEndpoints.list)).orders;
}

/** One of the buyer's orders (404 for anyone else's, as for one that does not exist). */
export async function fetchMyOrder(number: string, signal?: AbortSignal): Promise<OrderView> {
  return (await api(orderEndpoints.get, { params: { number }, signal })).order;
}

/** Starts a new payment of an unpaid order; answers where the buyer's browser goes to pay. */
export async function payOrder(number: string): Promise<string> {
  return (await api(orderEndpoints.pay, { params: { number } })).payment.redirectUrl;
}

/** Asks the server to check the payment the provider sent the buyer back with. */
export async function verifyPayment(number: string, reference: string): Promise<OrderView> {
  return (await api(orderEndpoints.verify, { params: { number }, body: { reference } })).order;
}

export async function cancelOrder(number: string): Promise<OrderView> {
  return (await api(orderEndpoints.cancel, { params: { number } })).order;
}

/** Tracking without signing in: the order's number and the e-mail it was placed with. */
export async function trackOrder(request: TrackOrderRequest): Promise<TrackedOrder> {
  return (await api(orderEndpoints.track, { body: request })).order;
}

export function fetchLoyalty(): Promise<LoyaltyResponse> {
  return api(orderEndpoints.loyalty);
}
