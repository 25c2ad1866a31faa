import {
  type ProductInput,
  type ProductStatus,
  type VendorProduct,
  type VendorProfile,
  type VendorShop,
  vendorEndpoints,
} from '@greetly/domain';
import { api } from '../../lib/api';

export const VENDOR_PROFILE_KEY = ['vendor-profile'] as const;
export const VENDOR_PRODUCTS_KEY = ['vendor-products'] as const;
export const vendorProductKey = (id: string) => [...VENDOR_PRODUCTS_KEY, id] as const;

/** The account's business profile and the shop it opened; both null until the form is saved. */
export interface VendorAccount {
  profile: VendorProfile | null;
  shop: VendorShop | null;
}

export async function fetchVendorAccount(signal?: AbortSignal): Promise<VendorAccount> {
  const { profile, shop } = await api(vendorEndpoints.getProfile, { signal });
  return { profile, shop };
}

/** Saves the profile: the first save opens a shop for review, a save of a rejected one resubmits it. */
export async function saveVendorProfile(profile: VendorProfile): Promise<VendorAccount> {
  const saved = await api(vendorEndpoints.saveProfile, { body: profile });
  return { profile: saved.profile ?? profile, shop: saved.shop };
}

/** Every product of the shop, in any state, newest first. */
export async function fetchVendorProducts(signal?: AbortSignal): Promise<VendorProduct[]> {
  return (await api(vendorEndpoints.listProducts, { signal })).products;
}

export async function fetchVendorProduct(id: string, signal?: AbortSignal): Promise<VendorProduct> {
  return (await api(vendorEndpoints.getProduct, { params: { id }, signal })).product;
}

/** Adds a product to the shop; it starts as a draft. */
export async function createProduct(input: ProductInput): Promise<VendorProduct> {
  return (await api(vendorEndpoints.createProduct, { body: input })).product;
}

export async function updateProduct(id: string, input: ProductInput): Promise<VendorProduct> {
  return (await api(vendorEndpoints.updateProduct, { params: { id }, body: input })).product;
}

export async function changeProductStatus(
  id: string,
  status: ProductStatus,
): Promise<VendorProduct> {
  return (await api(vendorEndpoints.changeProductStatus, { params: { id }, body: { status } }))
    .product;
}

/** Deletes a draft that was never published (the server answers 409 for any other). */
export async function deleteProduct(id: string): Promise<void> {
  await api(vendorEndpoints.deleteProduct, { params: { id } });
}
