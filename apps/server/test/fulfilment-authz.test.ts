import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRepo } from '../src/modules/accounts/repo.ts';
import { grantRoleByEmail } from '../src/modules/accounts/roles.ts';
import { bearer, signedInAccount } from './support/accounts.ts';
import { insertProduct } from './support/catalogue.ts';
import { giveShop, insertOrder, type TestOrder } from './support/orders.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

type Who = 'guest' | 'buyer' | 'otherBuyer' | 'vendor' | 'otherVendor' | 'admin';

describe.each(TEST_DATABASES)('who sees and moves a shop’s orders on %s', (kind) => {
  let t: TestApp;
  const tokens: Partial<Record<Who, string>> = {};
  let paid: TestOrder;
  let unpaid: TestOrder;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    const db = t.db.kysely;
    const session = async (who: Who) => {
      const account = await signedInAccount(t.app);
      tokens[who] = account.token;
      return { id: account.user.id as string, email: account.account.email };
    };
    const buyer = await session('buyer');
    await session('otherBuyer');
    const shop = await giveShop(db, (await session('vendor')).id, 'Authz Blooms');
    const otherShop = await giveShop(db, (await session('otherVendor')).id, 'Elsewhere Gifts');
    const admin = await session('admin');
    // Only a verified account may be made an admin (the admin CLI's rule).
    await db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', admin.id)
      .execute();
    const granted = await grantRoleByEmail(authRepo(db), { email: admin.email, role: 'admin' });
    expect(granted).toMatchObject({ ok: true });
    const product = await insertProduct(db, shop, { title: 'Rose box', priceKobo: 900_000 });
    const otherProduct = await insertProduct(db, otherShop, { title: 'Cake', priceKobo: 500_000 });
    const parts = [
      { shop, lines: [{ product, quantity: 1, unitPriceKobo: 900_000 }] },
      { shop: otherShop, lines: [{ product: otherProduct, quantity: 1, unitPriceKobo: 500_000 }] },
    ];
    paid = await insertOrder(db, { buyer, parts });
    unpaid = await insertOrder(db, { buyer, parts, status: 'pending_payment' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(who === 'guest' ? {} : { headers: bearer(tokens[who] ?? '') }),
      ...(payload ? { payload } : {}),
    });
  const shipmentId = (order: TestOrder) => order.shipments[0]?.id ?? '';
  const unknown = async () =>
    (await call('vendor', 'GET', '/api/vendor/orders/no-such-shipment')).json();

  it.each([
    ['guest', 401, null],
    ['buyer', 200, false],
    ['otherBuyer', 200, false],
    ['vendor', 200, true],
    ['otherVendor', 200, false],
    ['admin', 200, false],
  ] as const)('list: %s answers %i', async (who, status, seesIt) => {
    const answer = await call(who, 'GET', '/api/vendor/orders');
    expect(answer.statusCode).toBe(status);
    if (seesIt === null) return;
    const ids = answer.json().orders.map((o: { id: string }) => o.id);
    expect(ids.includes(shipmentId(paid))).toBe(seesIt);
    expect(ids).not.toContain(shipmentId(unpaid));
  });

  it.each([
    ['guest', 401],
    ['buyer', 404],
    ['otherBuyer', 404],
    ['vendor', 200],
    ['otherVendor', 404],
    ['admin', 200],
  ] as const)('get: %s answers %i', async (who, status) => {
    const answer = await call(who, 'GET', `/api/vendor/orders/${shipmentId(paid)}`);
    expect(answer.statusCode).toBe(status);
    if (status === 404) expect(answer.json()).toEqual(await unknown());
    if (status === 200) expect(answer.json().order.shopName).toBe('Authz Blooms');
  });

  it.each([
    ['guest', 401],
    ['buyer', 404],
    ['otherBuyer', 404],
    ['otherVendor', 404],
    ['admin', 404],
  ] as const)('setStatus: %s answers %i and moves nothing', async (who, status) => {
    const answer = await call(who, 'POST', `/api/vendor/orders/${shipmentId(paid)}/status`, {
      status: 'accepted',
    });
    expect(answer.statusCode).toBe(status);
    if (status === 404) expect(answer.json()).toEqual(await unknown());
    const row = await t.db.kysely
      .selectFrom('shipments')
      .select('status')
      .where('id', '=', shipmentId(paid))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('setStatus: the shop’s vendor moves it', async () => {
    const answer = await call('vendor', 'POST', `/api/vendor/orders/${shipmentId(paid)}/status`, {
      status: 'accepted',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().order.status).toBe('accepted');
  });

  it('an unpaid order’s part is unknown even to its own shop and to admins', async () => {
    const id = shipmentId(unpaid);
    for (const who of ['vendor', 'admin'] as const) {
      const seen = await call(who, 'GET', `/api/vendor/orders/${id}`);
      expect(seen.statusCode).toBe(404);
      expect(seen.json()).toEqual(await unknown());
    }
    const moved = await call('vendor', 'POST', `/api/vendor/orders/${id}/status`, {
      status: 'accepted',
    });
    expect(moved.statusCode).toBe(404);
    expect(moved.json()).toEqual(await unknown());
  });
});
