import { type AdminShop, type ShopStatus, shopReviewEndpoints } from '@greetly/domain';
import { api } from '../../lib/api';

export const ADMIN_SHOPS_KEY = ['admin-shops'] as const;
export const adminShopsKey = (status: ShopStatus) => [...ADMIN_SHOPS_KEY, status] as const;

/** The shops in one review state (pending ones oldest first). */
export async function fetchShops(status: ShopStatus, signal?: AbortSignal): Promise<AdminShop[]> {
  return (await api(shopReviewEndpoints.list, { query: { status }, signal })).shops;
}

/** Approves a shop: its published products are listed and its owner is e-mailed. */
export async function approveShop(id: string): Promise<AdminShop> {
  return (await api(shopReviewEndpoints.approve, { params: { id } })).shop;
}

/** Turns a shop down with a reason, which its owner is e-mailed. */
export async function rejectShop(id: string, reason: string): Promise<AdminShop> {
  return (await api(shopReviewEndpoints.reject, { params: { id }, body: { reason } })).shop;
}
