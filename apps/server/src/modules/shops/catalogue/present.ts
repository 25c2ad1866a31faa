import {
  DELIVERY_COUNTRIES,
  type DeliveryArea,
  type ProductDetail,
  type ProductSummary,
  type PublicShop,
  productPath,
} from '@greetly/domain';
import type {
  DeliveryAreaRow,
  ProductDetailRow,
  ProductSummaryRow,
  PublicShopRow,
} from './repo.ts';

/** Where a stored photo is served (the media route lets anyone read a listed product's photos). */
export function photoUrl(mediaId: string): string {
  return `/media/${mediaId}`;
}

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  return {
    ref: row.ref,
    path: productPath(row.ref, row.title),
    title: row.title,
    category: row.category,
    priceKobo: row.price_kobo,
    stock: row.stock,
    leadTimeDays: row.lead_time_days,
    photoUrl: row.photo_id === null ? null : photoUrl(row.photo_id),
    shopName: row.shop_name,
    shopSlug: row.shop_slug,
    isDemo: row.is_demo === 1,
  };
}

export function toPublicShop(row: PublicShopRow): PublicShop {
  return {
    slug: row.slug,
    name: row.business_name,
    businessType: row.business_type,
    description: row.description,
    countryCity: row.country_city,
    isDemo: row.is_demo === 1,
  };
}

/**
 * A stored delivery area. Products are only saved with countries of the list, so anything else
 * is a server bug: it fails loudly (500) instead of reaching a client.
 */
function toDeliveryArea(row: DeliveryAreaRow): DeliveryArea {
  const country = DELIVERY_COUNTRIES.find((known) => known === row.country);
  if (country === undefined)
    throw new Error('product_delivery_areas.country is not a known country.');
  return { country, city: row.city };
}

export function toProductDetail(
  row: ProductDetailRow,
  photoIds: readonly string[],
  areas: readonly DeliveryAreaRow[],
): ProductDetail {
  return {
    ...toProductSummary(row),
    description: row.description,
    photos: photoIds.map((id) => ({ id, url: photoUrl(id) })),
    deliveryAreas: areas.map(toDeliveryArea),
    shop: toPublicShop({
      id: row.shop_id,
      slug: row.shop_slug,
      business_name: row.shop_business_name,
      business_type: row.shop_business_type,
      description: row.shop_description,
      country_city: row.shop_country_city,
      is_demo: row.shop_is_demo,
    }),
  };
}
