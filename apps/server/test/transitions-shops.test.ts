import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRepo } from '../src/modules/shops/product-repo.ts';
import { shopRepo } from '../src/modules/shops/shop-repo.ts';
import { insertProduct, insertShop, type TestShop } from './support/catalogue.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

/**
 * The products' and shops' `transition`s (transitions.test.ts proves they are the only status
 * writes): a move in its domain table writes the status and its row in shop_history and says
 * what it moved from; a row in none of `from` is left alone with no history; a move the table
 * does not have throws before anything is written.
 */
describe.each(TEST_DATABASES)('the products’ and shops’ transitions on %s', (kind) => {
  let t: TestApp;
  let shop: TestShop;
  const at = (minute: number) => new Date(Date.UTC(2031, 0, 1, 9, minute)).toISOString();
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    shop = await insertShop(t.db.kysely);
  });
  afterAll(() => t?.close());

  const db = () => t.db.kysely;
  const shopHistory = (shopId: string, productId: string | null) =>
    db()
      .selectFrom('shop_history')
      .select(['from_status', 'to_status', 'actor', 'actor_id', 'note', 'at'])
      .where('shop_id', '=', shopId)
      .where('product_id', productId === null ? 'is' : '=', productId)
      .orderBy('id')
      .execute();

  it('moves a product along its table, with its row in its shop’s history', async () => {
    const product = await insertProduct(db(), shop, { title: 'Tulips', status: 'draft' });
    const products = productRepo(db());
    const move = { productId: product.id, actor: 'vendor', actorId: shop.ownerId } as const;
    expect(
      await products.transition({
        ...move,
        from: ['draft'],
        to: 'published',
        at: at(14),
        set: { listed: 1, published_at: at(14) },
      }),
    ).toBe('draft');
    expect(
      await products.transition({ ...move, from: ['draft'], to: 'archived', at: at(15) }),
    ).toBeNull();
    await expect(
      products.transition({ ...move, from: ['published'], to: 'draft', at: at(15) }),
    ).rejects.toThrow('product: published → draft');
    expect(await products.findOwned(product.id)).toMatchObject({
      status: 'published',
      listed: 1,
      published_at: at(14),
    });
    expect(await shopHistory(shop.id, product.id)).toEqual([
      {
        from_status: 'draft',
        to_status: 'published',
        actor: 'vendor',
        actor_id: shop.ownerId,
        note: null,
        at: at(14),
      },
    ]);
  });

  it('moves a shop along its table, with its history; a review it already has changes nothing', async () => {
    const pending = await insertShop(db(), { status: 'pending' });
    const shops = shopRepo(db());
    const review = {
      review_reason: 'Blurry photos',
      reviewed_by: shop.ownerId,
      reviewed_at: at(16),
    };
    const rejected = await shops.recordReview(
      pending.id,
      { status: 'rejected', ...review },
      at(16),
    );
    expect(rejected).toMatchObject({
      changed: true,
      shop: { status: 'rejected', review_reason: 'Blurry photos' },
    });
    const again = await shops.recordReview(
      pending.id,
      { status: 'rejected', ...review, review_reason: 'Other' },
      at(17),
    );
    expect(again).toMatchObject({
      changed: false,
      shop: { review_reason: 'Blurry photos', updated_at: at(16) },
    });
    await shops.resubmitIfRejected(pending.id, at(18), pending.ownerId);
    await expect(
      shops.transition({
        shopId: pending.id,
        from: ['approved'],
        to: 'pending',
        at: at(19),
        actor: 'admin',
      }),
    ).rejects.toThrow('shop: approved → pending');
    expect(await shops.findShop(pending.id)).toMatchObject({
      status: 'pending',
      submitted_at: at(18),
      review_reason: null,
    });
    expect(await shopHistory(pending.id, null)).toEqual([
      {
        from_status: 'pending',
        to_status: 'rejected',
        actor: 'admin',
        actor_id: shop.ownerId,
        note: 'Blurry photos',
        at: at(16),
      },
      {
        from_status: 'rejected',
        to_status: 'pending',
        actor: 'vendor',
        actor_id: pending.ownerId,
        note: null,
        at: at(18),
      },
    ]);
  });
});
