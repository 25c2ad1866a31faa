import type { ProductCategory, ProductStatus, ShopStatus } from '@greetly/domain';
import type { Generated } from 'kysely';
import type { IsoTime } from './time.ts';

// The tables of shops (shops, products, their history), as migrated (test/schema-types.test.ts holds them to it).

/** A shop (table `shops`, `vendor_profiles` until migration 0024): owned by a user, who may run several. */
export interface ShopTable {
  id: string;
  owner_id: string;
  business_name: string;
  business_type: string;
  description: string;
  country_city: string;
  delivery_country: string;
  created_at: IsoTime;
  updated_at: IsoTime;
  /** The shop's review: pending until an admin approves or rejects it. */
  status: ShopStatus;
  /** The shop's public address part (`/shops/<slug>`), unique. */
  slug: string;
  review_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: IsoTime | null;
  /** When the shop was last sent for review (first save, or a save after a rejection). */
  submitted_at: IsoTime;
  /** 1 for `npm run seed:demo`'s shops. */
  is_demo: number;
}

/** A shop's product (docs/decisions/0027-shops-and-products.md). */
export interface ProductTable {
  id: string;
  /** 10 lower-case letters and digits: the public reference in its address. */
  ref: string;
  shop_id: string;
  /** A copy of the shop's business name (search covers it). */
  shop_name: string;
  title: string;
  category: ProductCategory;
  description: string;
  price_kobo: number;
  stock: number;
  lead_time_days: number;
  status: ProductStatus;
  /** 1 while published and the shop approved: shown in the marketplace. */
  listed: number;
  is_demo: number;
  published_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ProductPhotoTable {
  product_id: string;
  /** 0-based order; the first photo is the one grids show. */
  position: number;
  media_id: string;
}

export interface ProductDeliveryAreaTable {
  product_id: string;
  position: number;
  country: string;
  city: string;
  /** `city` trimmed and lower-cased; '' for the whole country. */
  city_key: string;
}

export type ShopActor = 'vendor' | 'admin';

/** Every status change of a shop (product_id null) or of one of its products (migration 0022). */
export interface ShopHistoryTable {
  id: Generated<number>;
  shop_id: string;
  product_id: string | null;
  from_status: ShopStatus | ProductStatus;
  to_status: ShopStatus | ProductStatus;
  actor: ShopActor;
  actor_id: string | null;
  note: string | null;
  at: IsoTime;
}
