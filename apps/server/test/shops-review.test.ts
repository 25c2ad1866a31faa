import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRepo } from '../src/modules/accounts/repo.ts';
import { grantRoleByEmail } from '../src/modules/accounts/roles.ts';
import { bearer, signedInAccount } from './support/accounts.ts';
import { verifiedAccount } from './support/cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const REASON = 'Your description does not say what you sell: add your cakes and prices.';

function businessProfile(fullName: string) {
  return {
    fullName,
    businessType: 'Bakery and Florist',
    businessDescription: 'Celebration cakes and fresh bouquets delivered across Lagos.',
    countryCity: 'Nigeria, Lagos',
    deliveryCountries: 'Nigeria',
  };
}

const productInput = (title: string) => ({
  title,
  category: 'Bouquets',
  description: 'Twelve red roses wrapped in kraft paper, delivered the same day.',
  priceKobo: 1_800_000,
  stock: 10,
  leadTimeDays: 0,
  photoIds: [],
  deliveryAreas: [{ country: 'Nigeria', city: 'Lagos' }],
});

describe.each(TEST_DATABASES)('shops an admin reviews on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // The app's own worker runs every job, the shop mails included, into the SMTP sink.
    t = await createTestApp(kind, {}, { smtp });
    const admin = await verifiedAccount(t.app, smtp);
    const granted = await grantRoleByEmail(authRepo(t.db.kysely), {
      email: admin.account.email,
      role: 'admin',
    });
    expect(granted).toMatchObject({ ok: true });
    adminToken = admin.token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  /** A new vendor with a shop and products in the given states; returns their ids. */
  async function shopWithProducts(name: string, states: ('draft' | 'published' | 'archived')[]) {
    const vendor = await signedInAccount(t.app);
    const saved = await call('PUT', '/api/vendor/profile', vendor.token, businessProfile(name));
    expect(saved.statusCode, saved.body).toBe(200);
    const productIds: string[] = [];
    for (const [index, state] of states.entries()) {
      const created = await call(
        'POST',
        '/api/vendor/products',
        vendor.token,
        productInput(`Roses no. ${index + 1}`),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id: string = created.json().product.id;
      if (state !== 'draft') {
        const moved = await call('POST', `/api/vendor/products/${id}/status`, vendor.token, {
          status: state,
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      productIds.push(id);
    }
    return { ...vendor, shop: saved.json().shop, productIds };
  }

  const listedOf = async (ids: string[]) => {
    const rows = await t.db.kysely
      .selectFrom('products')
      .select(['id', 'listed'])
      .where('id', 'in', ids)
      .execute();
    return ids.map((id) => rows.find((row) => row.id === id)?.listed);
  };
  const reviewJobs = (shopId: string) =>
    t.db.kysely
      .selectFrom('jobs')
      .select(['type', 'payload'])
      .where('type', 'in', ['shop.approved-mail', 'shop.rejected-mail'])
      .execute()
      .then((jobs) => jobs.filter((job) => JSON.parse(job.payload).shopId === shopId));
  const approve = (shopId: string, token = adminToken) =>
    call('POST', `/api/admin/shops/${shopId}/approve`, token);
  const reject = (shopId: string, body: object, token = adminToken) =>
    call('POST', `/api/admin/shops/${shopId}/reject`, token, body);

  it('a new shop waits, unlisted, at the top of the admin’s list with its owner and products', async () => {
    const vendor = await shopWithProducts('Waiting Roses', ['published', 'draft']);
    expect(vendor.shop.status).toBe('pending');
    expect(await listedOf(vendor.productIds)).toEqual([0, 0]);

    const pending = await call('GET', '/api/admin/shops?status=pending', adminToken);
    expect(pending.statusCode).toBe(200);
    const entry = pending.json().shops.find((shop: { id: string }) => shop.id === vendor.shop.id);
    expect(entry).toEqual({
      ...vendor.shop,
      profile: businessProfile('Waiting Roses'),
      ownerEmail: vendor.account.email,
      ownerName: 'Amara Okafor',
      productCount: 2,
    });
    for (const shop of pending.json().shops) expect(shop.status).toBe('pending');

    // Without a status, the pending shops come first, oldest submission first.
    const all = (await call('GET', '/api/admin/shops', adminToken)).json().shops as {
      status: string;
      submittedAt: string;
    }[];
    const firstOther = all.findIndex((shop) => shop.status !== 'pending');
    const lastPending = all.map((shop) => shop.status).lastIndexOf('pending');
    if (firstOther !== -1) expect(lastPending).toBeLessThan(firstOther);
    const pendingTimes = all.filter((shop) => shop.status === 'pending').map((s) => s.submittedAt);
    expect(pendingTimes).toEqual([...pendingTimes].sort());
  });

  it('approving lists the published products only and e-mails the vendor; approving again changes nothing', async () => {
    const vendor = await shopWithProducts('Bloom Roses', ['published', 'draft', 'archived']);
    const approved = await approve(vendor.shop.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().shop).toMatchObject({
      id: vendor.shop.id,
      status: 'approved',
      reviewReason: null,
      reviewedAt: expect.any(String),
    });
    expect(await listedOf(vendor.productIds)).toEqual([1, 0, 0]);

    const mail = await smtp.waitFor(vendor.account.email, /^Your shop Bloom Roses is approved$/);
    expect(mail.text).toContain('Your shop Bloom Roses is approved');
    expect(mail.links).toContain('http://cards.test/vendordashboard');

    const again = await approve(vendor.shop.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().shop.reviewedAt).toBe(approved.json().shop.reviewedAt);
    expect(await reviewJobs(vendor.shop.id)).toHaveLength(1);

    // Publishing in an approved shop lists the product at once.
    await call('POST', `/api/vendor/products/${vendor.productIds[1]}/status`, vendor.token, {
      status: 'published',
    });
    expect(await listedOf(vendor.productIds)).toEqual([1, 1, 0]);
    const me = await call('GET', '/api/vendor/profile', vendor.token);
    expect(me.json().shop).toMatchObject({ status: 'approved' });
  });

  it('rejecting needs a reason, unlists the products and mails the reason with a link to edit', async () => {
    const vendor = await shopWithProducts('Thorny Roses', ['published']);
    await approve(vendor.shop.id);
    expect(await listedOf(vendor.productIds)).toEqual([1]);

    const noReason = await reject(vendor.shop.id, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toEqual([{ path: 'reason', message: 'Tell the vendor why' }]);
    const short = await reject(vendor.shop.id, { reason: '  Bad.  ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([
      { path: 'reason', message: 'Give a reason of at least 10 characters' },
    ]);
    expect(await listedOf(vendor.productIds)).toEqual([1]);

    const withMarkup = `${REASON} <b>Thanks</b>`;
    const rejected = await reject(vendor.shop.id, { reason: withMarkup });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().shop).toMatchObject({ status: 'rejected', reviewReason: withMarkup });
    expect(await listedOf(vendor.productIds)).toEqual([0]);

    const mail = await smtp.waitFor(
      vendor.account.email,
      /^Your shop Thorny Roses was not approved$/,
    );
    expect(mail.text).toContain(withMarkup);
    expect(mail.links).toContain('http://cards.test/vendordashboard');
    // The reason is text in the HTML part too, never markup.
    expect(String(mail.parsed.html)).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(String(mail.parsed.html)).not.toContain('<b>Thanks</b>');

    const seen = await call('GET', '/api/vendor/profile', vendor.token);
    expect(seen.json().shop).toMatchObject({ status: 'rejected', reviewReason: withMarkup });
    expect(await reviewJobs(vendor.shop.id)).toHaveLength(2);
  });

  it('saving a rejected shop sends it for review again; editing an approved shop keeps it approved', async () => {
    const vendor = await shopWithProducts('Second Try Roses', ['published']);
    await reject(vendor.shop.id, { reason: REASON });
    const rejectedAt = (await call('GET', '/api/vendor/profile', vendor.token)).json().shop;

    const resaved = await call(
      'PUT',
      '/api/vendor/profile',
      vendor.token,
      businessProfile('Second Try Roses and Cakes'),
    );
    expect(resaved.json().shop).toMatchObject({
      id: vendor.shop.id,
      slug: vendor.shop.slug,
      name: 'Second Try Roses and Cakes',
      status: 'pending',
      reviewReason: null,
      reviewedAt: rejectedAt.reviewedAt,
    });
    expect(resaved.json().shop.submittedAt > vendor.shop.submittedAt).toBe(true);
    const pending = (await call('GET', '/api/admin/shops?status=pending', adminToken)).json();
    expect(pending.shops.map((shop: { id: string }) => shop.id)).toContain(vendor.shop.id);
    expect(await listedOf(vendor.productIds)).toEqual([0]);

    await approve(vendor.shop.id);
    const edited = await call(
      'PUT',
      '/api/vendor/profile',
      vendor.token,
      businessProfile('Second Try Roses Ltd'),
    );
    expect(edited.json().shop).toMatchObject({ status: 'approved', name: 'Second Try Roses Ltd' });
    expect(await listedOf(vendor.productIds)).toEqual([1]);
  });

  it('only admins review: 401 for a guest, 403 for a vendor or gifter, 404 for an unknown shop', async () => {
    const vendor = await shopWithProducts('Self Approved Roses', []);
    const gifter = await signedInAccount(t.app);
    expect((await call('GET', '/api/admin/shops')).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/shops/${vendor.shop.id}/approve`)).statusCode).toBe(401);
    for (const token of [vendor.token, gifter.token]) {
      const list = await call('GET', '/api/admin/shops', token);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({
        code: 'forbidden',
        message: 'Only admins review shops.',
      });
      expect((await approve(vendor.shop.id, token)).statusCode).toBe(403);
      expect((await reject(vendor.shop.id, { reason: REASON }, token)).statusCode).toBe(403);
      // Not even an unknown shop is revealed as such to them.
      expect((await approve('no-such-shop', token)).statusCode).toBe(403);
    }
    const me = await call('GET', '/api/vendor/profile', vendor.token);
    expect(me.json().shop.status).toBe('pending');

    const unknown = await approve('no-such-shop');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'not_found',
      message: 'This shop does not exist.',
    });
    expect((await reject('no-such-shop', { reason: REASON })).statusCode).toBe(404);
  });
});
