import {
  type AdminShop,
  productPath,
  type VendorProduct,
  type VendorProfile,
  type VendorShop,
} from '@greetly/domain';
import type { ProductExtras, ProductRow } from './product-repo.ts';
import type { ReviewedShopRow, ShopRow } from './shop-repo.ts';

/** The business profile's form fields, as the spec's /vendorproceed form names them. */
export function toProfile(row: ShopRow): VendorProfile {
  return {
    fullName: row.business_name,
    businessType: row.business_type,
    businessDescription: row.description,
    countryCity: row.country_city,
    deliveryCountries: row.delivery_country as VendorProfile['deliveryCountries'],
  };
}

/** The shop as its vendor sees it: where its review stands. */
export function toVendorShop(row: ShopRow): VendorShop {
  return {
    id: row.id,
    slug: row.slug,
    name: row.business_name,
    status: row.status,
    reviewReason: row.review_reason,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
  };
}

/** The shop as an admin reviews it. */
export function toAdminShop(row: ReviewedShopRow): AdminShop {
  return {
    ...toVendorShop(row),
    profile: toProfile(row),
    ownerEmail: row.owner_email,
    ownerName: `${row.owner_first_name} ${row.owner_last_name}`.trim(),
    productCount: row.product_count,
  };
}

/** A stored image's address (the media route decides who may load it). */
export const mediaUrl = (mediaId: string) => `/media/${mediaId}`;

/** A product as its vendor sees and edits it. */
export function toVendorProduct(row: ProductRow, extras: ProductExtras): VendorProduct {
  return {
    id: row.id,
    ref: row.ref,
    path: productPath(row.ref, row.title),
    title: row.title,
    category: row.category,
    description: row.description,
    priceKobo: row.price_kobo,
    stock: row.stock,
    leadTimeDays: row.lead_time_days,
    status: row.status,
    photos: extras.photoIds.map((id) => ({ id, url: mediaUrl(id) })),
    deliveryAreas: extras.deliveryAreas,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
