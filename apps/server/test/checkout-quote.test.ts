import {
  adminCouponListSchema,
  adminCouponResponseSchema,
  apiErrorSchema,
  COUPON_CODE_TAKEN,
  COUPON_END_PASSED,
  COUPON_MESSAGES,
  checkoutQuoteResponseSchema,
  naira,
} from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/platform/lib/ids.ts';
import { bearer, signedInAccount } from './support/accounts.ts';
import { insertProduct, insertShop, type TestProduct, type TestShop } from './support/catalogue.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const HOUR = 60 * 60 * 1000;
const past = (hours = 24) => new Date(Date.now() - hours * HOUR).toISOString();
const future = (hours = 24) => new Date(Date.now() + hours * HOUR).toISOString();

/** A valid percent coupon's input, starting yesterday and never ending. */
const percentCoupon = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  kind: 'percent',
  percent: 10,
  minOrderKobo: 0,
  startsAt: past(),
  endsAt: null,
  maxUsesTotal: null,
  maxUsesPerUser: 1,
  ...overrides,
});

describe.each(TEST_DATABASES)('coupons and the checkout quote on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let roses: TestShop;
  let cakes: TestShop;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    const admin = await signedInAccount(t.app);
    await t.db.kysely
      .insertInto('user_roles')
      .values({ user_id: admin.user.id, role: 'admin', granted_at: new Date().toISOString() })
      .execute();
    adminToken = admin.token;
    roses = await insertShop(t.db.kysely, { name: 'Red Roses' });
    cakes = await insertShop(t.db.kysely, { name: 'Sweet Crumbs' });
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function createCoupon(input: Record<string, unknown>) {
    const response = await call('POST', '/api/admin/coupons', adminToken, input);
    expect(response.statusCode, response.body).toBe(201);
    return adminCouponResponseSchema.parse(response.json()).coupon;
  }

  const gift = (shop: TestShop, title: string, priceKobo: number, stock = 10) =>
    insertProduct(t.db.kysely, shop, { title, priceKobo, stock });

  /** A new buyer whose cart holds the given gifts and quantities. */
  async function buyerWith(lines: [TestProduct, number][]) {
    const buyer = await signedInAccount(t.app);
    for (const [product, quantity] of lines) {
      const put = await call('PUT', `/api/cart/items/${product.ref}`, buyer.token, { quantity });
      expect(put.statusCode, put.body).toBe(200);
    }
    return buyer;
  }

  /** ₦10,000 × 2 from one shop and ₦5,000 × 1 from another: ₦25,000 of items. */
  async function twoShopBuyer() {
    const bouquet = await gift(roses, 'Twelve Roses', naira(10_000));
    const cake = await gift(cakes, 'Chocolate Cake', naira(5_000));
    return buyerWith([
      [bouquet, 2],
      [cake, 1],
    ]);
  }

  async function quote(token: string, body: Record<string, unknown>) {
    const response = await call('POST', '/api/checkout/quote', token, body);
    expect(response.statusCode, response.body).toBe(200);
    return checkoutQuoteResponseSchema.parse(response.json());
  }

  const fast = { deliveryOption: 'fast', giftBag: false };

  it('lets an admin create percent and fixed coupons, stored upper-case, and list them', async () => {
    const percent = await createCoupon(
      percentCoupon('  spring-10 ', { minOrderKobo: naira(1000) }),
    );
    expect(percent).toMatchObject({
      code: 'SPRING-10',
      kind: 'percent',
      percent: 10,
      amountKobo: null,
      minOrderKobo: naira(1000),
      endsAt: null,
      maxUsesTotal: null,
      maxUsesPerUser: 1,
      active: true,
      usesTotal: 0,
    });
    const endsAt = future(48);
    const fixed = await createCoupon({
      code: 'TAKE3000',
      kind: 'fixed',
      amountKobo: naira(3000),
      minOrderKobo: 0,
      startsAt: past(),
      endsAt,
      maxUsesTotal: 50,
      maxUsesPerUser: 2,
    });
    expect(fixed).toMatchObject({
      code: 'TAKE3000',
      kind: 'fixed',
      percent: null,
      amountKobo: naira(3000),
      endsAt: new Date(endsAt).toISOString(),
      maxUsesTotal: 50,
      maxUsesPerUser: 2,
    });

    const listed = await call('GET', '/api/admin/coupons', adminToken);
    expect(listed.statusCode, listed.body).toBe(200);
    const codes = adminCouponListSchema.parse(listed.json()).coupons.map((coupon) => coupon.code);
    expect(codes).toEqual(expect.arrayContaining(['SPRING-10', 'TAKE3000']));
  });

  it('refuses coupons to a guest (401) and to an account that is not an admin (403)', async () => {
    const someone = await signedInAccount(t.app);
    const requests = [
      { method: 'GET' as const, url: '/api/admin/coupons' },
      { method: 'POST' as const, url: '/api/admin/coupons', payload: percentCoupon('NOPE-1') },
      { method: 'POST' as const, url: '/api/admin/coupons/anything/deactivate' },
    ];
    for (const request of requests) {
      const guest = await call(request.method, request.url, undefined, request.payload);
      expect(guest.statusCode, request.url).toBe(401);
      expect(apiErrorSchema.parse(guest.json()).code).toBe('unauthorized');
      const refused = await call(request.method, request.url, someone.token, request.payload);
      expect(refused.statusCode, request.url).toBe(403);
      expect(apiErrorSchema.parse(refused.json()).code).toBe('forbidden');
    }
    const stored = await t.db.kysely
      .selectFrom('coupons')
      .select('code')
      .where('code', '=', 'NOPE-1')
      .execute();
    expect(stored).toEqual([]);
  });

  it('answers a code already in use with 409 and a message on `code`', async () => {
    await createCoupon(percentCoupon('TWICE'));
    const again = await call('POST', '/api/admin/coupons', adminToken, percentCoupon(' twice '));
    expect(again.statusCode, again.body).toBe(409);
    expect(apiErrorSchema.parse(again.json())).toMatchObject({
      code: 'coupon_code_taken',
      message: COUPON_CODE_TAKEN,
      issues: [{ path: 'code', message: COUPON_CODE_TAKEN }],
    });
  });

  it('answers bad coupon input with 400 and a message per field', async () => {
    const response = await call('POST', '/api/admin/coupons', adminToken, {
      ...percentCoupon('no spaces!'),
      percent: 120,
      maxUsesPerUser: 0,
    });
    expect(response.statusCode, response.body).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: 'code', message: 'Use only letters, digits and dashes' },
        { path: 'percent', message: 'The percentage must be 1 to 100' },
        { path: 'maxUsesPerUser', message: 'Allow each buyer at least 1 use' },
      ]),
    );

    const endsFirst = await call('POST', '/api/admin/coupons', adminToken, {
      code: 'BACKWARDS',
      kind: 'fixed',
      amountKobo: naira(1000),
      minOrderKobo: 0,
      startsAt: future(2),
      endsAt: future(1),
      maxUsesTotal: null,
      maxUsesPerUser: 1,
    });
    expect(endsFirst.statusCode, endsFirst.body).toBe(400);
    expect(apiErrorSchema.parse(endsFirst.json()).issues).toEqual(
      expect.arrayContaining([{ path: 'endsAt', message: 'The end must be after the start' }]),
    );

    // An end already past (issue 27, defect 13): the coupon would be listed and never apply.
    const ended = await call('POST', '/api/admin/coupons', adminToken, {
      ...percentCoupon('ENDED'),
      startsAt: past(48),
      endsAt: past(1),
    });
    expect(ended.statusCode, ended.body).toBe(400);
    expect(apiErrorSchema.parse(ended.json()).issues).toEqual([
      { path: 'endsAt', message: COUPON_END_PASSED },
    ]);

    const nothingOff = await call('POST', '/api/admin/coupons', adminToken, {
      ...percentCoupon('ZERO'),
      kind: 'fixed',
      percent: undefined,
      amountKobo: 0,
    });
    expect(nothingOff.statusCode, nothingOff.body).toBe(400);
    expect(apiErrorSchema.parse(nothingOff.json()).issues).toEqual([
      { path: 'amountKobo', message: 'Enter an amount above ₦0' },
    ]);

    const missing = await call('POST', '/api/admin/coupons/no-such-coupon/deactivate', adminToken);
    expect(missing.statusCode, missing.body).toBe(404);
  });

  it('quotes a cart from two shops: one delivery fee per shop, 7.5% VAT on the items', async () => {
    const buyer = await twoShopBuyer();
    const result = await quote(buyer.token, fast);
    expect(result.lines.map((line) => [line.title, line.quantity, line.lineTotalKobo])).toEqual([
      ['Twelve Roses', 2, naira(20_000)],
      ['Chocolate Cake', 1, naira(5_000)],
    ]);
    expect(result.shops.map((shop) => [shop.shopName, shop.deliveryKobo])).toEqual([
      ['Red Roses', naira(5000)],
      ['Sweet Crumbs', naira(5000)],
    ]);
    expect(result).toMatchObject({
      itemsKobo: naira(25_000),
      deliveryKobo: naira(10_000),
      giftBagKobo: 0,
      discountKobo: 0,
      discounts: { coupon: null, loyalty: null },
      taxRateBasisPoints: 750,
      taxKobo: naira(1875),
      totalExcludingTaxKobo: naira(35_000),
      totalKobo: naira(36_875),
      coupon: null,
    });
    expect(result.shops.reduce((sum, shop) => sum + shop.totalKobo, 0)).toBe(result.totalKobo);
  });

  it('prices gift delivery below fast delivery, and a gift bag once per shop', async () => {
    const buyer = await twoShopBuyer();
    const gift = await quote(buyer.token, { deliveryOption: 'gift', giftBag: false });
    expect(gift.deliveryKobo).toBe(naira(4000));
    expect(gift.totalKobo).toBe(naira(25_000 + 4000 + 1875));

    const bagged = await quote(buyer.token, { deliveryOption: 'gift', giftBag: true });
    expect(bagged.giftBag).toBe(true);
    expect(bagged.giftBagKobo).toBe(naira(4000));
    expect(bagged.shops.map((shop) => shop.giftBagKobo)).toEqual([naira(2000), naira(2000)]);
    // The bag carries no tax.
    expect(bagged.taxKobo).toBe(naira(1875));
    expect(bagged.totalKobo).toBe(naira(25_000 + 4000 + 4000 + 1875));
  });

  it('applies a valid code: a discount line with its code, tax on the discounted items', async () => {
    await createCoupon(percentCoupon('TENOFF'));
    await createCoupon({
      code: 'MINUS3K',
      kind: 'fixed',
      amountKobo: naira(3000),
      minOrderKobo: naira(20_000),
      startsAt: past(),
      endsAt: future(),
      maxUsesTotal: 10,
      maxUsesPerUser: 1,
    });
    const buyer = await twoShopBuyer();

    const percent = await quote(buyer.token, { ...fast, couponCode: ' tenoff ' });
    expect(percent.coupon).toEqual({ code: 'TENOFF', ok: true });
    expect(percent.discounts.coupon).toEqual({ code: 'TENOFF', amountKobo: naira(2500) });
    expect(percent).toMatchObject({
      discountKobo: naira(2500),
      taxableKobo: naira(22_500),
      taxKobo: naira(1687.5),
      totalKobo: naira(25_000 + 10_000 - 2500 + 1687.5),
    });

    const fixed = await quote(buyer.token, { ...fast, couponCode: 'MINUS3K' });
    expect(fixed.coupon).toEqual({ code: 'MINUS3K', ok: true });
    expect(fixed.discounts.coupon).toEqual({ code: 'MINUS3K', amountKobo: naira(3000) });
    expect(fixed.totalKobo).toBe(naira(25_000 + 10_000 - 3000 + 1650));
    expect(fixed.shops.reduce((sum, shop) => sum + shop.discountKobo, 0)).toBe(naira(3000));

    // An empty field is no code.
    const none = await quote(buyer.token, { ...fast, couponCode: '  ' });
    expect(none.coupon).toBeNull();
    expect(none.discountKobo).toBe(0);
  });

  it('answers a wrong, not started, expired, deactivated or too-small-order code with its message and no discount', async () => {
    await createCoupon(percentCoupon('LATER', { startsAt: future() }));
    // A coupon cannot be made already ended; this one ended after it was made.
    const gone = await createCoupon(
      percentCoupon('GONE', { startsAt: past(48), endsAt: future(1) }),
    );
    await t.db.kysely
      .updateTable('coupons')
      .set({ ends_at: past(1) })
      .where('id', '=', gone.id)
      .execute();
    await createCoupon(percentCoupon('BIGSPEND', { minOrderKobo: naira(30_000) }));
    const retired = await createCoupon(percentCoupon('RETIRED'));
    const deactivated = await call(
      'POST',
      `/api/admin/coupons/${retired.id}/deactivate`,
      adminToken,
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(adminCouponResponseSchema.parse(deactivated.json()).coupon.active).toBe(false);

    const buyer = await twoShopBuyer();
    const cases: [string, string, string][] = [
      ['nosuchcode', 'NOSUCHCODE', COUPON_MESSAGES.invalid],
      ['not a code!', 'NOT A CODE!', COUPON_MESSAGES.invalid],
      ['LATER', 'LATER', COUPON_MESSAGES.notStarted],
      ['gone', 'GONE', COUPON_MESSAGES.expired],
      ['RETIRED', 'RETIRED', COUPON_MESSAGES.invalid],
      ['BIGSPEND', 'BIGSPEND', 'Spend ₦30,000 or more to use this code'],
    ];
    for (const [entered, code, message] of cases) {
      const result = await quote(buyer.token, { ...fast, couponCode: entered });
      expect(result.coupon, entered).toEqual({ code, ok: false, message });
      expect(result.discounts.coupon, entered).toBeNull();
      expect(result.discountKobo, entered).toBe(0);
      expect(result.totalKobo, entered).toBe(naira(36_875));
    }
  });

  it('counts uses from the redemptions: used up in total, or already used by this buyer', async () => {
    const once = await createCoupon(percentCoupon('ONCEONLY', { maxUsesTotal: 1 }));
    const mine = await createCoupon(percentCoupon('ONEEACH', { maxUsesPerUser: 1 }));
    const buyer = await twoShopBuyer();
    const other = await signedInAccount(t.app);
    const redeem = (couponId: string, userId: string) =>
      t.db.kysely
        .insertInto('coupon_redemptions')
        .values({
          id: newId(),
          coupon_id: couponId,
          user_id: userId,
          order_id: null,
          redeemed_at: new Date().toISOString(),
        })
        .execute();

    expect((await quote(buyer.token, { ...fast, couponCode: 'ONCEONLY' })).coupon?.ok).toBe(true);
    await redeem(once.id, other.user.id);
    expect((await quote(buyer.token, { ...fast, couponCode: 'ONCEONLY' })).coupon).toEqual({
      code: 'ONCEONLY',
      ok: false,
      message: COUPON_MESSAGES.usedUp,
    });

    // Someone else's use leaves this buyer's one use; their own takes it.
    await redeem(mine.id, other.user.id);
    expect((await quote(buyer.token, { ...fast, couponCode: 'ONEEACH' })).coupon?.ok).toBe(true);
    await redeem(mine.id, buyer.user.id);
    const used = await quote(buyer.token, { ...fast, couponCode: 'ONEEACH' });
    expect(used.coupon).toEqual({ code: 'ONEEACH', ok: false, message: COUPON_MESSAGES.usedByYou });
    expect(used.discountKobo).toBe(0);

    const listed = adminCouponListSchema.parse(
      (await call('GET', '/api/admin/coupons', adminToken)).json(),
    );
    expect(listed.coupons.find((coupon) => coupon.code === 'ONEEACH')?.usesTotal).toBe(2);
  });

  it('never takes prices or totals from the client: they are ignored', async () => {
    const buyer = await twoShopBuyer();
    const honest = await quote(buyer.token, fast);
    const forged = await quote(buyer.token, {
      ...fast,
      totalKobo: 100,
      itemsKobo: 100,
      discountKobo: naira(25_000),
      lines: [{ ref: honest.lines[0]?.ref, unitPriceKobo: 1, quantity: 1 }],
    });
    expect(forged).toEqual(honest);
    expect(forged.totalKobo).toBe(naira(36_875));
  });

  it('uses each product’s price now, caps quantities at the stock and leaves out unlisted gifts', async () => {
    const vase = await gift(roses, 'Glass Vase', naira(4000), 5);
    const card = await gift(roses, 'Pop-up Card', naira(1000), 5);
    const hamper = await gift(cakes, 'Hamper', naira(9000), 5);
    const buyer = await buyerWith([
      [vase, 1],
      [card, 4],
      [hamper, 1],
    ]);
    const update = (
      product: TestProduct,
      values: { price_kobo?: number; stock?: number; listed?: number },
    ) => t.db.kysely.updateTable('products').set(values).where('id', '=', product.id).execute();
    await update(vase, { price_kobo: naira(4500) });
    await update(card, { stock: 2 });
    await update(hamper, { listed: 0 });

    const result = await quote(buyer.token, fast);
    expect(result.lines.map((line) => [line.title, line.unitPriceKobo, line.quantity])).toEqual([
      ['Glass Vase', naira(4500), 1],
      ['Pop-up Card', naira(1000), 2],
    ]);
    expect(result.itemsKobo).toBe(naira(6500));
    // Only the listed shop's parcel is delivered.
    expect(result.shops.map((shop) => shop.shopName)).toEqual(['Red Roses']);
    expect(result.deliveryKobo).toBe(naira(5000));
  });

  it('names the cart lines it leaves out or cuts down, and why (issue 27, defect 6)', async () => {
    const cake = await gift(cakes, 'Chocolate Cake', naira(5000), 3);
    const vase = await gift(roses, 'Glass Vase', naira(4000), 5);
    const card = await gift(roses, 'Pop-up Card', naira(1000), 5);
    const hamper = await gift(cakes, 'Hamper', naira(9000), 5);
    const buyer = await buyerWith([
      [cake, 1],
      [vase, 1],
      [card, 4],
      [hamper, 1],
    ]);
    const all = await quote(buyer.token, fast);
    expect(all.unavailable).toEqual([]);

    const update = (product: TestProduct, values: { stock?: number; listed?: number }) =>
      t.db.kysely.updateTable('products').set(values).where('id', '=', product.id).execute();
    await update(cake, { stock: 0 });
    await update(card, { stock: 2 });
    await update(hamper, { listed: 0 });

    const result = await quote(buyer.token, fast);
    expect(result.unavailable).toEqual([
      {
        ref: cake.ref,
        title: 'Chocolate Cake',
        shopName: 'Sweet Crumbs',
        reason: 'sold_out',
        quantity: 1,
        available: 0,
      },
      {
        ref: card.ref,
        title: 'Pop-up Card',
        shopName: 'Red Roses',
        reason: 'short',
        quantity: 4,
        available: 2,
      },
      {
        ref: hamper.ref,
        title: 'Hamper',
        shopName: 'Sweet Crumbs',
        reason: 'unlisted',
        quantity: 1,
        available: 0,
      },
    ]);
    expect(result.lines.map((line) => [line.title, line.quantity])).toEqual([
      ['Glass Vase', 1],
      ['Pop-up Card', 2],
    ]);
  });

  it('answers 409 when nothing in the cart can be bought, 401 to a guest, 400 to bad choices', async () => {
    const empty = await signedInAccount(t.app);
    const response = await call('POST', '/api/checkout/quote', empty.token, fast);
    expect(response.statusCode, response.body).toBe(409);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      code: 'cart_empty',
      message: 'Your cart is empty',
    });

    const soldOut = await gift(cakes, 'Last Cupcake', naira(1500), 1);
    const buyer = await buyerWith([[soldOut, 1]]);
    await t.db.kysely
      .updateTable('products')
      .set({ stock: 0 })
      .where('id', '=', soldOut.id)
      .execute();
    const nothingLeft = await call('POST', '/api/checkout/quote', buyer.token, fast);
    expect(nothingLeft.statusCode, nothingLeft.body).toBe(409);

    for (const headers of [undefined, 'not-a-session-token']) {
      const guest = await call('POST', '/api/checkout/quote', headers, fast);
      expect(guest.statusCode).toBe(401);
      expect(apiErrorSchema.parse(guest.json()).code).toBe('unauthorized');
    }

    const bad = await call('POST', '/api/checkout/quote', buyer.token, {
      deliveryOption: 'teleport',
      giftBag: 'yes',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).issues).toEqual(
      expect.arrayContaining([
        { path: 'deliveryOption', message: 'Choose a delivery option' },
        { path: 'giftBag', message: 'Say whether to add a gift bag' },
      ]),
    );
  });
});
