import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type MarketplaceResults,
  PRODUCT_CATEGORIES,
  shopPageResponseSchema,
} from '@greetly/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/modules/shops/catalogue/demo/catalogue.ts';
import { seedDemoCatalogue, seedDemoOnStart } from '../src/modules/shops/catalogue/demo/seed.ts';
import { connectDatabase, type Db } from '../src/platform/db/connect.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { login, signedInAccount } from './support/accounts.ts';
import { insertShop, searchProducts } from './support/catalogue.ts';
import { exitOf, freePort, startProcess, waitForHealth } from './support/processes.ts';
import {
  createTestApp,
  createTestDatabase,
  TEST_DATABASES,
  type TestApp,
} from './support/test-app.ts';

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
  shops: (await t.db.kysely.selectFrom('shops').select('id').execute()).length,
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

/**
 * Several API processes started together on one empty database all seed at once: exactly one
 * catalogue is added and every process serves. (Before: the others failed on the demo account's
 * unique e-mail and exited.)
 */
describe.each(TEST_DATABASES.filter((kind) => kind === 'postgres'))(
  'the demo catalogue added by several processes at once on %s',
  () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    async function emptyDatabase(): Promise<{ url: string; db: Db }> {
      const database = await createTestDatabase('postgres');
      cleanups.push(database.drop);
      if (database.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const db = connectDatabase(database.config);
      cleanups.push(() => db.close());
      return { url: database.config.url, db };
    }

    const catalogueOf = async (db: Db) => ({
      shops: (await db.kysely.selectFrom('shops').select('id').execute()).length,
      products: (await db.kysely.selectFrom('products').select('id').execute()).length,
      owners: (
        await db.kysely
          .selectFrom('users')
          .select('id')
          .where('email', '=', DEMO_ACCOUNT.email)
          .execute()
      ).length,
    });

    it('three connections seeding together add one catalogue, and none fails', async () => {
      const { url, db } = await emptyDatabase();
      await migrateToLatest(db.kysely);
      const others = [1, 2].map(() => connectDatabase({ kind: 'postgres', url }));
      for (const other of others) cleanups.push(() => other.close());
      const development = { demoSeed: 'auto', isProduction: false } as const;
      const outcomes = await Promise.all(
        [db, ...others].map((each) =>
          seedDemoOnStart({ db: each.kysely, config: development, log: silent }),
        ),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await catalogueOf(db)).toEqual({ shops: 3, products: 30, owners: 1 });
    });

    it('two API processes started at once on an empty database both become healthy', {
      timeout: 120_000,
    }, async () => {
      const { url, db } = await emptyDatabase();
      const servers = await Promise.all(
        [1, 2].map(async () => {
          const dataDir = mkdtempSync(join(tmpdir(), 'greetly-seed-'));
          cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
          const port = await freePort();
          const started = startProcess('src/main.ts', {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: url,
            RUN_WORKER: 'false',
            DEMO_SEED: 'auto',
          });
          cleanups.push(async () => {
            started.child.kill('SIGKILL');
            await exitOf(started.child);
          });
          return { ...started, port };
        }),
      );
      for (const server of servers) {
        await waitForHealth(server.port, server.child).catch((error: unknown) => {
          throw new Error(`${String(error)}\n${server.output()}`);
        });
      }
      expect(await catalogueOf(db)).toEqual({ shops: 3, products: 30, owners: 1 });
    });
  },
);
