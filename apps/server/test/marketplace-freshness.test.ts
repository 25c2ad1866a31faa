import { MARKETPLACE_COUNT_CAP, naira } from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerCache } from '../src/modules/shops/catalogue/answer-cache.ts';
import {
  insertProduct,
  insertProducts,
  insertShop,
  searchProducts,
  titlesOf,
} from './support/catalogue.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

// The marketplace's search as the catalogue changes: every answer is as fresh as the last
// committed write, although answers are kept (features/marketplace/answer-cache.ts).

const search = async (t: TestApp, query: Record<string, string> = {}) =>
  (await searchProducts(t.app, query)).results;

describe.each(TEST_DATABASES)('marketplace answers after writes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
  });
  afterAll(() => t?.close());

  it('says nothing is listed until an approved shop publishes, and at once after', async () => {
    const empty = await search(t);
    expect(empty).toMatchObject({ products: [], total: 0, hasListings: false });
    expect(await search(t, { q: 'zebra' })).toMatchObject({ total: 0, hasListings: false });

    const waiting = await insertShop(t.db.kysely, { name: 'Waiting Room', status: 'pending' });
    await insertProduct(t.db.kysely, waiting, { title: 'Zebra Print Scarf' });
    expect(await search(t)).toMatchObject({ total: 0, hasListings: false });

    const open = await insertShop(t.db.kysely, { name: 'Open Door' });
    const zebra = await insertProduct(t.db.kysely, open, { title: 'Zebra Cake' });
    expect(await search(t)).toMatchObject({ total: 1, hasListings: true });
    expect(titlesOf(await search(t, { q: 'zebra' }))).toEqual(['Zebra Cake']);

    // The same searches again see each later write too (a changed price, a product unlisted).
    await t.db.kysely
      .updateTable('products')
      .set({ price_kobo: naira(7_777) })
      .where('id', '=', zebra.id)
      .execute();
    expect((await search(t, { q: 'zebra' })).products[0]?.priceKobo).toBe(naira(7_777));
    await t.db.kysely
      .updateTable('products')
      .set({ listed: 0 })
      .where('id', '=', zebra.id)
      .execute();
    expect(await search(t, { q: 'zebra' })).toMatchObject({ total: 0, hasListings: false });
  });

  it(`counts up to ${MARKETPLACE_COUNT_CAP} and says when more match`, async () => {
    const shop = await insertShop(t.db.kysely, { name: 'Plenty Gifts' });
    await insertProducts(
      t.db.kysely,
      shop,
      Array.from({ length: MARKETPLACE_COUNT_CAP + 5 }, (_, i) => ({
        title: `Plenty Hamper ${i + 1}`,
        category: 'Foods' as const,
      })),
    );
    expect(await search(t)).toMatchObject({ total: MARKETPLACE_COUNT_CAP, totalIsCapped: true });
    expect(await search(t, { q: 'plenty' })).toMatchObject({
      total: MARKETPLACE_COUNT_CAP,
      totalIsCapped: true,
    });
    // Past the cap the pages still go on to the last product.
    const last = await search(t, { q: 'plenty', page: '42' });
    expect(last.products.map((p) => p.title)).toHaveLength(MARKETPLACE_COUNT_CAP + 5 - 41 * 24);
    expect(last).toMatchObject({ total: MARKETPLACE_COUNT_CAP, totalIsCapped: true });
    expect(await search(t, { q: 'hamper', category: 'Bouquets' })).toMatchObject({
      total: 0,
      totalIsCapped: false,
    });
  });
});

describe('the marketplace answer cache', () => {
  it('computes an answer once for requests of one version, again for a newer one', async () => {
    const cache = createAnswerCache<string>(10);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return `answer ${computed}`;
    };
    const together = await Promise.all([
      cache.answer('cake', 1, compute),
      cache.answer('cake', 1, compute),
    ]);
    expect(together).toEqual(['answer 1', 'answer 1']);
    expect(await cache.answer('cake', 2, compute)).toBe('answer 2');
    // A request that read the older version gets a fresh answer, and the newer one stays kept.
    expect(await cache.answer('cake', 1, compute)).toBe('answer 3');
    expect(await cache.answer('cake', 2, compute)).toBe('answer 2');
  });

  it('keeps no failed answer, and drops the least recently used past its size', async () => {
    const cache = createAnswerCache<string>(2);
    await expect(cache.answer('a', 1, () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.answer('a', 1, async () => 'a1')).toBe('a1');
    await cache.answer('b', 1, async () => 'b1');
    await cache.answer('a', 1, async () => 'unused');
    await cache.answer('c', 1, async () => 'c1');
    expect(await cache.answer('a', 1, async () => 'a2')).toBe('a1');
    expect(await cache.answer('b', 1, async () => 'b2')).toBe('b2');
  });
});
