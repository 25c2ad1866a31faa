import {
  type MarketplaceResults,
  PRODUCT_CATEGORIES,
  shopPageResponseSchema,
} from '@greetly/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/features/marketplace/demo/catalogue.ts';
import { seedDemoCatalogue, seedDemoOnStart } from '../src/features/marketplace/demo/seed.ts';
import { login, signedInAccount } from './support/accounts.ts';
import { insertShop, searchProducts } from './support/catalogue.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

async function wholeCatalogue(t: TestApp): Promise<MarketplaceResults['products']> {
  const products: MarketplaceResults['products'] = [];
  for (let page = 1; ; page += 1) {
    const { results } = await searchProducts(t.app, { page: String(page) });
    products.push(...results.products);
    if (results.products.length < results.pageSize) return products;
  }
}

const counts = async (t: TestApp) => ({
  users: (await t.db.kysely.selectFrom('users').select('id').execute()).length,
  shops: (await t.db.kysely.selectFrom('vendor_profiles').select('id').execute()).length,
  products: (await t.db.kysely.selectFrom('products').select('id').execute()).length,
  media: (await t.db.kysely.selectFrom('media').select('id').execute()).length,
});

const silent = { info: () => {} };

describe.each(TEST_DATABASES)('the demo catalogue on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
  });
  afterAll(() => t?.close());

  it('fills an empty database with about 30 listed demo products in all seven categories', async () => {
    expect(await seedDemoCatalogue({ db: t.db.kysely })).toEqual({
      seeded: true,
      shops: 3,
      products: 30,
    });
    const products = await wholeCatalogue(t);
    expect(products).toHaveLength(30);
    expect(products.every((product) => product.isDemo)).toBe(true);
    expect(new Set(products.map((product) => product.category))).toEqual(
      new Set(PRODUCT_CATEGORIES),
    );
    expect(new Set(products.map((product) => product.shopSlug)).size).toBe(3);
    expect(products.some((product) => product.stock === 0)).toBe(true);
    expect(products.some((product) => product.stock > 0)).toBe(true);

    const shop = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/shops/${products[0]?.shopSlug}`,
    });
    expect(shopPageResponseSchema.parse(shop.json()).shop.isDemo).toBe(true);
  });

  it('gives every product a picture that a guest can load', async () => {
    const products = await wholeCatalogue(t);
    const urls = new Set(products.map((product) => product.photoUrl));
    expect(urls.size).toBe(products.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/[\w-]+$/);
      const response = await t.app.inject({ method: 'GET', url: url ?? '' });
      expect(response.statusCode, url ?? '').toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const image = await sharp(response.rawPayload).metadata();
      expect([image.format, image.width, image.height]).toEqual(['webp', 800, 800]);
    }
  });

  it('adds nothing when run again', async () => {
    const before = await counts(t);
    expect(await seedDemoCatalogue({ db: t.db.kysely })).toMatchObject({ seeded: false });
    expect(await counts(t)).toEqual(before);
  });

  it('belongs to an account nobody can sign in to', async () => {
    const response = await login(t.app, DEMO_ACCOUNT.email, 'Sunflower-Lagos-2026');
    expect(response.statusCode).toBe(401);
  });
});

describe.each(TEST_DATABASES)('the demo catalogue at start on %s', (kind) => {
  const apps: TestApp[] = [];
  const freshApp = async () => {
    const t = await createTestApp(kind, {}, { jobs: 'none' });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const development = { demoSeed: 'auto', isProduction: false } as const;

  it('is added to a database without accounts, shops or products, with one line', async () => {
    const t = await freshApp();
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) };
    expect(await seedDemoOnStart({ db: t.db.kysely, config: development, log })).toBe(true);
    expect(lines).toHaveLength(1);
    expect((await counts(t)).products).toBe(30);
  });

  it('is not added once the database has an account', async () => {
    const t = await freshApp();
    await signedInAccount(t.app);
    expect(await seedDemoOnStart({ db: t.db.kysely, config: development, log: silent })).toBe(
      false,
    );
    expect(await counts(t)).toMatchObject({ shops: 0, products: 0, media: 0 });
  });

  it('is not added in production, nor with DEMO_SEED=off', async () => {
    const t = await freshApp();
    for (const config of [
      { demoSeed: 'auto', isProduction: true },
      { demoSeed: 'off', isProduction: false },
    ] as const) {
      expect(await seedDemoOnStart({ db: t.db.kysely, config, log: silent })).toBe(false);
    }
    expect(await counts(t)).toEqual({ users: 0, shops: 0, products: 0, media: 0 });
  });

  it('is not added by the command to a database that has a shop', async () => {
    const t = await freshApp();
    await insertShop(t.db.kysely, { status: 'pending' });
    expect(await seedDemoCatalogue({ db: t.db.kysely })).toMatchObject({ seeded: false });
    expect(await counts(t)).toMatchObject({ shops: 1, products: 0, media: 0 });
  });
});
