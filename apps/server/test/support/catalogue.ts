// Shops and products written straight into a database, as the vendor's and the admin's features
// would leave them: for the marketplace's tests and bench/catalogue.
import { randomBytes } from 'node:crypto';
import {
  type DeliveryArea,
  type MarketplaceResults,
  marketplaceResultsSchema,
  type ProductCategory,
  type ProductStatus,
  productPath,
  type ShopStatus,
  slugify,
} from '@greetly/domain';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Database, ProductTable } from '../../src/platform/db/schema.ts';

let shops = 0;

function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** 10 lower-case letters and digits, as a product's public reference. */
export function newRef(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
}

export interface TestShop {
  id: string;
  ownerId: string;
  slug: string;
  name: string;
  status: ShopStatus;
}

/** A vendor account and its shop (approved unless `status` says otherwise). */
export async function insertShop(
  db: Kysely<Database>,
  input: {
    name?: string;
    status?: ShopStatus;
    businessType?: string;
    description?: string;
    countryCity?: string;
    isDemo?: boolean;
    createdAt?: string;
  } = {},
): Promise<TestShop> {
  shops += 1;
  const name = input.name ?? `Test Shop ${shops}`;
  const status = input.status ?? 'approved';
  const now = input.createdAt ?? new Date().toISOString();
  const ownerId = newId();
  const id = newId();
  const slug = `${slugify(name)}-${id
    .slice(-6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
  await db
    .insertInto('users')
    .values({
      id: ownerId,
      email: `vendor.${ownerId.toLowerCase()}@example.com`,
      first_name: 'Ada',
      last_name: 'Vendor',
      phone: '+2348012345678',
      password_hash: null,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('user_roles')
    .values({ user_id: ownerId, role: 'vendor', granted_at: now })
    .execute();
  await db
    .insertInto('shops')
    .values({
      id,
      owner_id: ownerId,
      business_name: name,
      business_type: input.businessType ?? 'Gift Shop',
      description: input.description ?? 'Gifts for every occasion, wrapped with care.',
      country_city: input.countryCity ?? 'Nigeria, Lagos',
      delivery_country: 'Nigeria',
      created_at: now,
      updated_at: now,
      status,
      slug,
      review_reason: status === 'rejected' ? 'Photos do not match the products.' : null,
      reviewed_by: null,
      reviewed_at: status === 'pending' ? null : now,
      submitted_at: now,
      is_demo: input.isDemo ? 1 : 0,
    })
    .execute();
  return { id, ownerId, slug, name, status };
}

export interface ProductSeed {
  title: string;
  category?: ProductCategory;
  description?: string;
  priceKobo?: number;
  stock?: number;
  leadTimeDays?: number;
  status?: ProductStatus;
  /** Shown in the marketplace; by default while published in an approved shop. */
  listed?: boolean;
  isDemo?: boolean;
  createdAt?: string;
  deliveryAreas?: DeliveryArea[];
  /** Media ids (see insertPhoto), in their order. */
  photoIds?: string[];
}

export interface TestProduct {
  id: string;
  ref: string;
  path: string;
  title: string;
}

let clock = Date.parse('2026-01-01T00:00:00.000Z');

/** Each product made without `createdAt` is a second newer than the one before. */
function nextCreatedAt(): string {
  clock += 1000;
  return new Date(clock).toISOString();
}

function productRow(shop: TestShop, seed: ProductSeed): Insertable<ProductTable> {
  const status = seed.status ?? 'published';
  const createdAt = seed.createdAt ?? nextCreatedAt();
  return {
    id: newId(),
    ref: newRef(),
    shop_id: shop.id,
    shop_name: shop.name,
    title: seed.title,
    category: seed.category ?? 'Gift Packs',
    description: seed.description ?? 'A thoughtful gift, wrapped and delivered with a note.',
    price_kobo: seed.priceKobo ?? 850_000,
    stock: seed.stock ?? 5,
    lead_time_days: seed.leadTimeDays ?? 1,
    status,
    listed: (seed.listed ?? (status === 'published' && shop.status === 'approved')) ? 1 : 0,
    is_demo: seed.isDemo ? 1 : 0,
    published_at: status === 'published' ? createdAt : null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/**
 * Products of a shop with their delivery areas (Nigeria/Lagos unless given) and photos, in one
 * transaction and in batches (bench/catalogue writes 10,000).
 */
export async function insertProducts(
  db: Kysely<Database>,
  shop: TestShop,
  seeds: readonly ProductSeed[],
): Promise<TestProduct[]> {
  const rows = seeds.map((seed) => productRow(shop, seed));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 200) {
      const batch = rows.slice(start, start + 200);
      await trx.insertInto('products').values(batch).execute();
      const areas = batch.flatMap((row, index) =>
        (seeds[start + index]?.deliveryAreas ?? [{ country: 'Nigeria', city: 'Lagos' }]).map(
          (area, position) => ({
            product_id: row.id,
            position,
            country: area.country,
            city: area.city,
            city_key: area.city.trim().toLowerCase(),
          }),
        ),
      );
      if (areas.length > 0) await trx.insertInto('product_delivery_areas').values(areas).execute();
      const photos = batch.flatMap((row, index) =>
        (seeds[start + index]?.photoIds ?? []).map((mediaId, position) => ({
          product_id: row.id,
          position,
          media_id: mediaId,
        })),
      );
      if (photos.length > 0) await trx.insertInto('product_photos').values(photos).execute();
    }
  });
  return rows.map((row) => ({
    id: row.id,
    ref: row.ref,
    path: productPath(row.ref, row.title),
    title: row.title,
  }));
}

export async function insertProduct(
  db: Kysely<Database>,
  shop: TestShop,
  seed: ProductSeed,
): Promise<TestProduct> {
  const [product] = await insertProducts(db, shop, [seed]);
  if (!product) throw new Error('no product inserted');
  return product;
}

/** A 1×1 PNG stored as the shop owner's image upload; returns its media id. */
export async function insertPhoto(db: Kysely<Database>, shop: TestShop): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const id = newId();
  await db
    .insertInto('media')
    .values({
      id,
      owner_id: shop.ownerId,
      kind: 'image',
      content_type: 'image/png',
      byte_size: png.length,
      duration_seconds: null,
      width: 1,
      height: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
  await db.insertInto('media_blobs').values({ media_id: id, data: png }).execute();
  return id;
}

/** The marketplace's search as a guest asks it: the answer as sent, and as the contract reads it. */
export async function searchProducts(
  app: FastifyInstance,
  query: Record<string, string> = {},
): Promise<{ body: string; results: MarketplaceResults }> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/marketplace/products?${new URLSearchParams(query)}`,
  });
  if (response.statusCode !== 200) {
    throw new Error(`search answered ${response.statusCode}: ${response.body}`);
  }
  return { body: response.body, results: marketplaceResultsSchema.parse(response.json()) };
}

export const titlesOf = (results: Pick<MarketplaceResults, 'products'>) =>
  results.products.map((product) => product.title);
