import {
  marketplaceResultsSchema,
  naira,
  productPageResponseSchema,
  shopPageResponseSchema,
} from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertPhoto,
  insertProduct,
  insertProducts,
  insertShop,
  searchProducts,
  type TestProduct,
  type TestShop,
  titlesOf,
} from './support/catalogue.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

/** Titles that must never leave the server: drafts, archived gifts, gifts of unapproved shops. */
const UNLISTED = [
  'Secret Draft Cake',
  'Archived Cake Box',
  'Pending Shop Cake',
  'Rejected Shop Cake',
];

async function search(t: TestApp, query: Record<string, string> = {}) {
  const { body, results } = await searchProducts(t.app, query);
  for (const title of UNLISTED) expect(body).not.toContain(title);
  return results;
}

describe.each(TEST_DATABASES)('marketplace on %s', (kind) => {
  let t: TestApp;
  let bloom: TestShop;
  let velvet: TestShop;
  let many: TestShop;
  let pending: TestShop;
  let rejected: TestShop;
  const products: Record<string, TestProduct> = {};
  const photos: string[] = [];
  let listedCount = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    const db = t.db.kysely;
    bloom = await insertShop(db, {
      name: 'Bloom & Crumb',
      businessType: 'Bakery',
      description: 'Celebration cakes baked in Lagos.',
    });
    velvet = await insertShop(db, { name: 'Velvet Petals', countryCity: 'Ghana, Accra' });
    many = await insertShop(db, { name: 'Harmattan House' });
    pending = await insertShop(db, { name: 'Pending Treats', status: 'pending' });
    rejected = await insertShop(db, { name: 'Rejected Gifts', status: 'rejected' });
    for (let i = 0; i < 3; i += 1) photos.push(await insertPhoto(db, bloom));

    const add = async (shop: TestShop, seed: Parameters<typeof insertProduct>[2]) => {
      const product = await insertProduct(db, shop, seed);
      products[seed.title] = product;
      return product;
    };
    await add(bloom, {
      title: 'Red Velvet Cake',
      category: 'Cakes & Pastries',
      description: 'Three layers of cocoa sponge with cream cheese frosting.',
      priceKobo: naira(15_000),
      stock: 3,
      leadTimeDays: 2,
      deliveryAreas: [
        { country: 'Nigeria', city: 'Lagos' },
        { country: 'Nigeria', city: 'Ibadan' },
      ],
      // Stored out of their upload order: the page shows the vendor's order.
      photoIds: [photos[2], photos[0], photos[1]].filter((id) => id !== undefined),
    });
    await add(bloom, {
      title: 'Chocolate Truffle Cake',
      category: 'Cakes & Pastries',
      description: 'Dark chocolate ganache over a moist sponge, finished with truffles.',
      priceKobo: naira(22_000),
      stock: 0,
      deliveryAreas: [{ country: 'Nigeria', city: 'Abuja' }],
    });
    await add(velvet, {
      title: 'Sunflower Bouquet',
      category: 'Bouquets',
      description: 'Twelve bright sunflowers in kraft paper; lovely next to a birthday cake.',
      priceKobo: naira(9_500),
      stock: 10,
      deliveryAreas: [{ country: 'Ghana', city: 'Accra' }],
    });
    await add(bloom, {
      title: 'Crème Brûlée Tart',
      category: 'Cakes & Pastries',
      description: 'Vanilla custard under a torched sugar crust, six to a box.',
      priceKobo: naira(6_000),
      stock: 4,
      deliveryAreas: [{ country: 'Nigeria', city: '' }],
    });
    await add(velvet, {
      title: 'Gold Hoop Earrings',
      category: 'Jewelry',
      description: 'Gold plated hoops in a velvet pouch, light enough for every day.',
      priceKobo: naira(45_000),
      stock: 2,
      deliveryAreas: [
        { country: 'Nigeria', city: 'Lagos' },
        { country: 'Ghana', city: 'Accra' },
      ],
    });
    await add(bloom, { title: 'Secret Draft Cake', status: 'draft' });
    await add(bloom, { title: 'Archived Cake Box', status: 'archived' });
    await add(pending, { title: 'Pending Shop Cake' });
    await add(rejected, { title: 'Rejected Shop Cake' });
    await insertProducts(
      db,
      many,
      Array.from({ length: 30 }, (_, i) => ({
        title: `Harmattan Gift Box ${i + 1}`,
        category: 'Gift Packs' as const,
        description: 'Scented candles, shea butter and a handwritten note in a keepsake box.',
        priceKobo: naira(10_000 + i * 100),
        stock: 5,
      })),
    );
    listedCount = 5 + 30;
  });
  afterAll(() => t?.close());

  it('lists only published products of approved shops, newest first', async () => {
    const page = await search(t);
    expect(page.total).toBe(listedCount);
    expect(page.totalIsCapped).toBe(false);
    expect(page.hasListings).toBe(true);
    expect(page.pageSize).toBe(24);
    expect(page.products).toHaveLength(24);
    expect(page.products[0]?.title).toBe('Harmattan Gift Box 30');
    const all = [...titlesOf(page), ...titlesOf(await search(t, { page: '2' }))];
    expect(all).toHaveLength(listedCount);
    expect(all).toEqual(expect.arrayContaining(['Red Velvet Cake', 'Gold Hoop Earrings']));
    const summary = page.products.find((p) => p.title === 'Harmattan Gift Box 30');
    expect(summary).toMatchObject({
      category: 'Gift Packs',
      priceKobo: naira(10_000 + 29 * 100),
      stock: 5,
      leadTimeDays: 1,
      photoUrl: null,
      shopName: 'Harmattan House',
      shopSlug: many.slug,
      isDemo: false,
    });
    expect(summary?.path).toMatch(/^\/gifts\/harmattan-gift-box-30-[a-z0-9]{10}$/);
  });

  it('finds words in the title, the shop name and the description', async () => {
    expect(titlesOf(await search(t, { q: 'truffle' }))).toEqual(['Chocolate Truffle Cake']);
    expect(titlesOf(await search(t, { q: 'frosting' }))).toEqual(['Red Velvet Cake']);
    expect(new Set(titlesOf(await search(t, { q: 'velvet petals' })))).toEqual(
      new Set(['Sunflower Bouquet', 'Gold Hoop Earrings']),
    );
    const bloomed = await search(t, { q: 'Bloom' });
    expect(new Set(titlesOf(bloomed))).toEqual(
      new Set(['Red Velvet Cake', 'Chocolate Truffle Cake', 'Crème Brûlée Tart']),
    );
    expect(bloomed.total).toBe(3);
  });

  it('matches word prefixes, requires every word, and ignores case and punctuation', async () => {
    const cak = titlesOf(await search(t, { q: 'cak' }));
    expect(cak).toEqual(expect.arrayContaining(['Red Velvet Cake', 'Chocolate Truffle Cake']));
    expect(titlesOf(await search(t, { q: 'choc truf' }))).toEqual(['Chocolate Truffle Cake']);
    expect(titlesOf(await search(t, { q: 'sunflower earrings' }))).toEqual([]);
    expect(await search(t, { q: '  CAKE!!! ' })).toEqual(await search(t, { q: 'cake' }));
  });

  it('finds accented words as typed, and without their accents on SQLite', async () => {
    expect(titlesOf(await search(t, { q: 'crème brûlée' }))).toEqual(['Crème Brûlée Tart']);
    // SQLite's tokenizer folds accents; PostgreSQL's 'simple' configuration keeps them.
    const folded = titlesOf(await search(t, { q: 'creme brulee' }));
    expect(folded).toEqual(kind === 'sqlite' ? ['Crème Brûlée Tart'] : []);
  });

  it('ranks title matches before description-only matches, then newest', async () => {
    // In stock first (issue 27, defect 14): the sold-out title match comes last.
    const results = await search(t, { q: 'cake' });
    expect(results.total).toBe(3);
    expect(titlesOf(results)).toEqual([
      'Red Velvet Cake',
      'Sunflower Bouquet',
      'Chocolate Truffle Cake',
    ]);
    const inStock = await search(t, { q: 'cake', stock: 'in' });
    expect(titlesOf(inStock)).toEqual(['Red Velvet Cake', 'Sunflower Bouquet']);
    expect(titlesOf(await search(t, { q: 'cake', sort: 'relevance' }))).toEqual(titlesOf(results));
  });

  it('filters by category, stock and price (whole naira), alone and together', async () => {
    const cakes = await search(t, { category: 'Cakes & Pastries' });
    expect(titlesOf(cakes)).toEqual([
      'Crème Brûlée Tart',
      'Red Velvet Cake',
      'Chocolate Truffle Cake',
    ]);
    expect(titlesOf(await search(t, { stock: 'out' }))).toEqual(['Chocolate Truffle Cake']);
    expect((await search(t, { stock: 'in' })).total).toBe(listedCount - 1);
    expect(titlesOf(await search(t, { minPrice: '15000', maxPrice: '30000' }))).toEqual([
      'Red Velvet Cake',
      'Chocolate Truffle Cake',
    ]);
    expect(titlesOf(await search(t, { minPrice: '40000' }))).toEqual(['Gold Hoop Earrings']);
    expect(titlesOf(await search(t, { maxPrice: '9500' }))).toEqual([
      'Crème Brûlée Tart',
      'Sunflower Bouquet',
    ]);
    expect(
      titlesOf(await search(t, { category: 'Cakes & Pastries', stock: 'in', maxPrice: '20000' })),
    ).toEqual(['Crème Brûlée Tart', 'Red Velvet Cake']);
    expect(titlesOf(await search(t, { q: 'cake', stock: 'in', category: 'Bouquets' }))).toEqual([
      'Sunflower Bouquet',
    ]);
  });

  it('filters by delivery city: that city, or a whole-country area', async () => {
    const lagos = titlesOf(await search(t, { city: ' LAGOS ', category: 'Cakes & Pastries' }));
    expect(lagos).toEqual(['Crème Brûlée Tart', 'Red Velvet Cake']);
    expect(new Set(titlesOf(await search(t, { city: 'Accra' })))).toEqual(
      new Set(['Sunflower Bouquet', 'Gold Hoop Earrings', 'Crème Brûlée Tart']),
    );
    expect(titlesOf(await search(t, { city: 'abuja', stock: 'out' }))).toEqual([
      'Chocolate Truffle Cake',
    ]);
    expect(titlesOf(await search(t, { q: 'cake', city: 'lagos', stock: 'in' }))).toEqual([
      'Red Velvet Cake',
    ]);
  });

  it('sorts by newest, by price either way, and by newest for relevance without words', async () => {
    const newest = await search(t, { category: 'Cakes & Pastries', sort: 'newest', stock: 'in' });
    expect(titlesOf(newest)).toEqual(['Crème Brûlée Tart', 'Red Velvet Cake']);
    expect(
      titlesOf(await search(t, { category: 'Cakes & Pastries', sort: 'relevance', stock: 'in' })),
    ).toEqual(titlesOf(newest));
    const cheapest = await search(t, { sort: 'price-asc' });
    const prices = cheapest.products.map((p) => p.priceKobo);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.products[0]?.title).toBe('Crème Brûlée Tart');
    const dearest = await search(t, { sort: 'price-desc', q: 'cake', stock: 'in' });
    expect(titlesOf(dearest)).toEqual(['Red Velvet Cake', 'Sunflower Bouquet']);
  });

  it('lists gifts in stock before sold-out ones, then in the chosen order, across pages (issue 27, defect 14)', async () => {
    const soldOut = 'Chocolate Truffle Cake';
    const cakes = { category: 'Cakes & Pastries' };
    expect(titlesOf(await search(t, cakes))).toEqual([
      'Crème Brûlée Tart',
      'Red Velvet Cake',
      soldOut,
    ]);
    expect(titlesOf(await search(t, { ...cakes, sort: 'price-desc' }))).toEqual([
      'Red Velvet Cake',
      'Crème Brûlée Tart',
      soldOut,
    ]);
    expect(titlesOf(await search(t, { ...cakes, sort: 'price-asc' }))).toEqual([
      'Crème Brûlée Tart',
      'Red Velvet Cake',
      soldOut,
    ]);
    expect(titlesOf(await search(t, { q: 'cake', sort: 'price-desc' }))).toEqual([
      'Red Velvet Cake',
      'Sunflower Bouquet',
      soldOut,
    ]);
    // Every order over all listed gifts, on two pages: each gift once, the sold-out one last,
    // those in stock in the chosen order before it.
    for (const sort of ['newest', 'price-asc', 'price-desc'] as const) {
      const first = await search(t, { sort });
      const second = await search(t, { sort, page: '2' });
      const all = [...first.products, ...second.products];
      expect(new Set(all.map((p) => p.title)).size).toBe(listedCount);
      expect(all.at(-1)?.title).toBe(soldOut);
      const inStock = await search(t, { sort, stock: 'in' });
      expect(titlesOf(first)).toEqual(titlesOf(inStock));
      if (sort !== 'newest') {
        const prices = all.slice(0, -1).map((p) => p.priceKobo);
        const sorted = [...prices].sort((a, b) => (sort === 'price-asc' ? a - b : b - a));
        expect(prices).toEqual(sorted);
      }
    }
  });

  it('pages by 24, and a page past the end is empty with the real total', async () => {
    const first = await search(t, { q: 'harmattan' });
    const second = await search(t, { q: 'harmattan', page: '2' });
    expect(first.products).toHaveLength(24);
    expect(second.products).toHaveLength(6);
    expect([first.total, second.total]).toEqual([30, 30]);
    expect(new Set([...titlesOf(first), ...titlesOf(second)]).size).toBe(30);
    const beyond = await search(t, { q: 'harmattan', page: '3' });
    expect(beyond).toMatchObject({ products: [], total: 30, page: 3, hasListings: true });
    const far = await search(t, { page: '1000' });
    expect(far).toMatchObject({ products: [], total: listedCount, page: 1000 });
  });

  it.each([
    '"',
    '*',
    'NEAR(',
    'cake NEAR(cake, 2)',
    "'); drop table products;--",
    ':',
    '&|!',
    'cake:* | !x',
    '"cake"*',
    '(title:cake) OR -',
    '蛋糕 ケーキ торт كعكة',
    'e\u0301\u200d\u202e١٢٣',
    '😀'.repeat(5000),
    '!!!???...,,,',
    'cake\tbox\r\n',
    'cake\u0000box\u001b[31m\u007f',
  ])('answers %j with a page, never an error', async (q) => {
    const results = await search(t, { q });
    expect(results.products.length).toBeLessThanOrEqual(24);
    expect((await search(t)).total).toBe(listedCount);
  });

  it('reads a query it cannot use as no filter instead of failing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace/products?q=cake&q=tart&category=Nope&stock=maybe&minPrice=-5&maxPrice=abc&sort=best&page=0&city=',
    });
    expect(response.statusCode).toBe(200);
    expect(marketplaceResultsSchema.parse(response.json()).total).toBe(listedCount);
  });

  it('reads control characters in the search and the city as spaces (the words still count)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace/products?q=red%00velvet%1b&city=%00Lagos%1b',
    });
    expect(response.statusCode).toBe(200);
    const titles = marketplaceResultsSchema.parse(response.json()).products.map((p) => p.title);
    expect(titles).toContain('Red Velvet Cake');
  });

  it('shows a product page: photos in order, delivery areas, shop, more from the shop', async () => {
    const product = products['Red Velvet Cake'];
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/products/${product?.ref}`,
    });
    expect(response.statusCode).toBe(200);
    for (const title of UNLISTED) expect(response.body).not.toContain(title);
    const page = productPageResponseSchema.parse(response.json());
    expect(page.product).toMatchObject({
      ref: product?.ref,
      path: product?.path,
      title: 'Red Velvet Cake',
      description: 'Three layers of cocoa sponge with cream cheese frosting.',
      priceKobo: naira(15_000),
      stock: 3,
      leadTimeDays: 2,
      photoUrl: `/media/${photos[2]}`,
      deliveryAreas: [
        { country: 'Nigeria', city: 'Lagos' },
        { country: 'Nigeria', city: 'Ibadan' },
      ],
      shop: {
        slug: bloom.slug,
        name: 'Bloom & Crumb',
        businessType: 'Bakery',
        description: 'Celebration cakes baked in Lagos.',
        countryCity: 'Nigeria, Lagos',
        isDemo: false,
      },
    });
    expect(page.product.photos).toEqual(
      [photos[2], photos[0], photos[1]].map((id) => ({ id, url: `/media/${id}` })),
    );
    expect(page.moreFromShop.map((p) => p.title)).toEqual([
      'Crème Brûlée Tart',
      'Chocolate Truffle Cake',
    ]);
  });

  it('shows at most 8 more products from the shop', async () => {
    const [gift] = (await search(t, { q: 'harmattan gift box 30' })).products;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/products/${gift?.ref}`,
    });
    const page = productPageResponseSchema.parse(response.json());
    expect(page.moreFromShop).toHaveLength(8);
    expect(page.moreFromShop.map((p) => p.ref)).not.toContain(gift?.ref);
    expect(page.moreFromShop[0]?.title).toBe('Harmattan Gift Box 29');
  });

  it.each([
    ['an unknown reference', () => 'zzzzzzzzzz'],
    ['a draft', () => products['Secret Draft Cake']?.ref],
    ['an archived product', () => products['Archived Cake Box']?.ref],
    ['a product of a pending shop', () => products['Pending Shop Cake']?.ref],
    ['a product of a rejected shop', () => products['Rejected Shop Cake']?.ref],
  ])('answers 404 for %s', async (_, ref) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/products/${ref()}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'not_found',
      message: 'This gift is not in the marketplace.',
    });
  });

  it('shows an approved shop with its listed products, paged', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/shops/${bloom.slug}`,
    });
    expect(response.statusCode).toBe(200);
    for (const title of UNLISTED) expect(response.body).not.toContain(title);
    const page = shopPageResponseSchema.parse(response.json());
    expect(page.shop).toEqual({
      slug: bloom.slug,
      name: 'Bloom & Crumb',
      businessType: 'Bakery',
      description: 'Celebration cakes baked in Lagos.',
      countryCity: 'Nigeria, Lagos',
      isDemo: false,
    });
    expect(page.products.map((p) => p.title)).toEqual([
      'Crème Brûlée Tart',
      'Chocolate Truffle Cake',
      'Red Velvet Cake',
    ]);
    expect(page.total).toBe(3);

    const second = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/shops/${many.slug}?page=2`,
    });
    const manyPage = shopPageResponseSchema.parse(second.json());
    expect(manyPage).toMatchObject({ total: 30, page: 2, pageSize: 24 });
    expect(manyPage.products.map((p) => p.title)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Harmattan Gift Box ${6 - i}`),
    );
  });

  it.each([
    ['pending', () => pending.slug],
    ['rejected', () => rejected.slug],
    ['unknown', () => 'no-such-shop'],
  ])('answers 404 for a %s shop', async (_, slug) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/marketplace/shops/${slug()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
    expect(response.body).not.toContain('Pending Treats');
  });
});
