import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRepo } from '../src/modules/accounts/repo.ts';
import { grantRoleByEmail } from '../src/modules/accounts/roles.ts';
import { mediaRepo } from '../src/modules/media/repo.ts';
import { bearer, signedInAccount } from './support/accounts.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

/**
 * A shop's products as its vendor manages them. Ownership answers: a guest gets 401; an account
 * without a shop gets 403 on the shop-wide calls (list, create: it knows it has no shop) and 404
 * on a product's own calls; another shop's vendor gets the 404 of a missing product.
 */

const ARCHIVE_INSTEAD =
  'Only a draft that was never published can be deleted. Archive this product instead: it leaves the marketplace and its orders keep their record.';
const NOT_YOUR_UPLOAD = 'This photo is not one of your uploads';
const NOT_AN_IMAGE = 'This file is not an image. Choose a JPEG, PNG, GIF or WebP photo.';
const OPEN_SHOP_FIRST = 'Open your shop first: save your business profile, then add your products.';

function businessProfile(fullName: string) {
  return {
    fullName,
    businessType: 'Bakery',
    businessDescription: 'Celebration cakes and pastries delivered across Lagos the same day.',
    countryCity: 'Nigeria, Lagos',
    deliveryCountries: 'Nigeria',
  };
}

function productInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Red velvet cake',
    category: 'Cakes & Pastries',
    description: 'A two-layer red velvet cake with cream cheese frosting, baked on the day.',
    priceKobo: 2_500_000,
    stock: 4,
    leadTimeDays: 2,
    photoIds: [] as string[],
    deliveryAreas: [{ country: 'Nigeria', city: 'Lagos' }],
    ...overrides,
  };
}

const image = (background: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe.each(TEST_DATABASES)('a shop’s products on %s', (kind) => {
  let t: TestApp;
  let vendor: { token: string; userId: string; shopId: string };
  let rival: { token: string; userId: string; shopId: string };
  let adminToken: string;

  async function openShop(name: string) {
    const { token, user } = await signedInAccount(t.app, { role: 'vendor' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: bearer(token),
      payload: businessProfile(name),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { token, userId: user.id as string, shopId: saved.json().shop.id as string };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    vendor = await openShop('Bloom Cakes');
    rival = await openShop('Rival Treats');
    const admin = await signedInAccount(t.app);
    await t.db.kysely
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', admin.user.id)
      .execute();
    const granted = await grantRoleByEmail(authRepo(t.db.kysely), {
      email: admin.account.email,
      role: 'admin',
    });
    expect(granted).toMatchObject({ ok: true });
    adminToken = admin.token;
  });
  afterAll(() => t.close());

  async function upload(bytes: Buffer, filename: string, type: string, token = vendor.token) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: form,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const create = (payload: object, token = vendor.token) =>
    call('POST', '/api/vendor/products', token, payload);
  const setStatus = (id: string, status: string, token = vendor.token) =>
    call('POST', `/api/vendor/products/${id}/status`, token, { status });

  async function createdProduct(overrides: Record<string, unknown> = {}, token = vendor.token) {
    const response = await create(productInput(overrides), token);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().product as { id: string; ref: string; status: string };
  }

  const productRow = (id: string) =>
    t.db.kysely.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const review = (shopId: string, decision: 'approve' | 'reject') =>
    call(
      'POST',
      `/api/admin/shops/${shopId}/${decision}`,
      adminToken,
      decision === 'reject'
        ? { reason: 'Please describe what you sell in more detail.' }
        : undefined,
    );

  it('adds a draft with its photos and areas, reads and lists it, and edits it keeping its ref', async () => {
    const first = await upload(await image('#c8334a'), 'front.jpg', 'image/jpeg');
    const second = await upload(await image('#f4c95d'), 'side.jpg', 'image/jpeg');
    const created = await create(
      productInput({
        photoIds: [first, second],
        deliveryAreas: [
          { country: 'Nigeria', city: '  Lagos ' },
          { country: 'Ghana', city: '' },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product;
    expect(product).toEqual({
      id: expect.any(String),
      ref: expect.stringMatching(/^[a-z0-9]{10}$/),
      path: `/gifts/red-velvet-cake-${product.ref}`,
      title: 'Red velvet cake',
      category: 'Cakes & Pastries',
      description: 'A two-layer red velvet cake with cream cheese frosting, baked on the day.',
      priceKobo: 2_500_000,
      stock: 4,
      leadTimeDays: 2,
      status: 'draft',
      photos: [
        { id: first, url: `/media/${first}` },
        { id: second, url: `/media/${second}` },
      ],
      deliveryAreas: [
        { country: 'Nigeria', city: 'Lagos' },
        { country: 'Ghana', city: '' },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await productRow(product.id)).toMatchObject({
      shop_id: vendor.shopId,
      shop_name: 'Bloom Cakes',
      listed: 0,
      published_at: null,
    });
    const areas = await t.db.kysely
      .selectFrom('product_delivery_areas')
      .select(['position', 'city', 'city_key'])
      .where('product_id', '=', product.id)
      .orderBy('position')
      .execute();
    expect(areas).toEqual([
      { position: 0, city: 'Lagos', city_key: 'lagos' },
      { position: 1, city: '', city_key: '' },
    ]);

    const read = await call('GET', `/api/vendor/products/${product.id}`, vendor.token);
    expect(read.json()).toEqual({ success: true, product });
    const later = await createdProduct({ title: 'Lemon drizzle loaf' });
    const listed = await call('GET', '/api/vendor/products', vendor.token);
    const ids = listed.json().products.map((each: { id: string }) => each.id);
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(product.id));

    const edited = await call(
      'PUT',
      `/api/vendor/products/${product.id}`,
      vendor.token,
      productInput({
        title: 'Red velvet celebration cake',
        priceKobo: 3_000_000,
        photoIds: [second, first],
        deliveryAreas: [{ country: 'Nigeria', city: 'Abuja' }],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().product).toMatchObject({
      id: product.id,
      ref: product.ref,
      path: `/gifts/red-velvet-celebration-cake-${product.ref}`,
      priceKobo: 3_000_000,
      status: 'draft',
      photos: [{ id: second }, { id: first }],
      deliveryAreas: [{ country: 'Nigeria', city: 'Abuja' }],
      createdAt: product.createdAt,
    });
  });

  it('keeps HTML in text exactly as typed (it is shown as text)', async () => {
    const title = '<b>Cake</b> & "friends" <script>alert(1)</script>';
    const description = '<img src=x onerror=alert(1)> A cake for <em>everyone</em> you love.';
    const product = await createdProduct({ title, description });
    expect(product).toMatchObject({ title, description });
    expect(await productRow(product.id)).toMatchObject({ title, description });
  });

  it.each([
    [{ priceKobo: 0 }, 'priceKobo', 'Enter a price above ₦0'],
    [{ priceKobo: -500 }, 'priceKobo', 'Enter a price above ₦0'],
    [{ priceKobo: 1_000_000_001 }, 'priceKobo', 'The price can be at most ₦10,000,000'],
    [{ priceKobo: 2500.5 }, 'priceKobo', 'Enter the price in naira'],
    [{ stock: -1 }, 'stock', 'Stock cannot be below 0'],
    [{ category: 'Cars' }, 'category', 'Choose one of the categories'],
    [{ title: 'A' }, 'title', 'The name must be at least 2 characters'],
    [{ description: 'Too short' }, 'description', 'Description should be at least 20 characters'],
    [{ deliveryAreas: [] }, 'deliveryAreas', 'Add at least one place you deliver to'],
    [
      { deliveryAreas: [{ country: 'Atlantis', city: '' }] },
      'deliveryAreas.0.country',
      'Choose a delivery country',
    ],
    [
      { photoIds: Array.from({ length: 6 }, (_, i) => `photo-id-${i}`) },
      'photoIds',
      'Add at most 5 photos',
    ],
  ])('refuses %j with its field message', async (override, path, message) => {
    const response = await create(productInput(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
    expect(response.json().issues).toContainEqual({ path, message });
  });

  it("takes only the vendor's own images as photos: not a voice note, another's upload or an unknown id", async () => {
    const voice = await upload(
      readFileSync(join(import.meta.dirname, 'fixtures', 'voice-3s.ogg')),
      'voice.ogg',
      'audio/ogg',
    );
    const othersPhoto = await upload(
      await image('#2b1838'),
      'theirs.jpg',
      'image/jpeg',
      rival.token,
    );
    const own = await upload(await image('#5b4868'), 'mine.jpg', 'image/jpeg');
    const draft = await createdProduct({ photoIds: [own] });
    for (const [photoIds, message] of [
      [[own, voice], NOT_AN_IMAGE],
      [[othersPhoto], NOT_YOUR_UPLOAD],
      [['unknownPhotoId123'], NOT_YOUR_UPLOAD],
    ] as const) {
      const created = await create(productInput({ photoIds }));
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({ code: 'validation_failed', message });
      expect(created.json().issues).toEqual([{ path: 'photoIds', message }]);
      const updated = await call(
        'PUT',
        `/api/vendor/products/${draft.id}`,
        vendor.token,
        productInput({ photoIds }),
      );
      expect(updated.statusCode).toBe(400);
      expect(updated.json().issues).toEqual([{ path: 'photoIds', message }]);
    }
    const kept = await call('GET', `/api/vendor/products/${draft.id}`, vendor.token);
    expect(kept.json().product.photos).toEqual([{ id: own, url: `/media/${own}` }]);
  });

  it("hides another shop's product exactly like a missing one; a guest gets 401, an account without a shop 403", async () => {
    const product = await createdProduct();
    const missing = await call('GET', '/api/vendor/products/no-such-product', rival.token);
    expect(missing.statusCode).toBe(404);
    const attempts = [
      () => call('GET', `/api/vendor/products/${product.id}`, rival.token),
      () =>
        call(
          'PUT',
          `/api/vendor/products/${product.id}`,
          rival.token,
          productInput({ title: 'Stolen' }),
        ),
      () => setStatus(product.id, 'published', rival.token),
      () => call('DELETE', `/api/vendor/products/${product.id}`, rival.token),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect(await productRow(product.id)).toMatchObject({
      title: 'Red velvet cake',
      status: 'draft',
    });
    const rivalsList = await call('GET', '/api/vendor/products', rival.token);
    expect(rivalsList.json().products.map((each: { id: string }) => each.id)).not.toContain(
      product.id,
    );
    // An admin reviews shops, not their products.
    expect((await call('GET', `/api/vendor/products/${product.id}`, adminToken)).statusCode).toBe(
      404,
    );

    expect((await call('GET', '/api/vendor/products')).statusCode).toBe(401);
    expect((await create(productInput(), '')).statusCode).toBe(401);
    expect((await call('GET', `/api/vendor/products/${product.id}`)).statusCode).toBe(401);

    const gifter = await signedInAccount(t.app);
    for (const response of [
      await call('GET', '/api/vendor/products', gifter.token),
      await create(productInput(), gifter.token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', message: OPEN_SHOP_FIRST });
    }
    const gifterRead = await call('GET', `/api/vendor/products/${product.id}`, gifter.token);
    expect(gifterRead.statusCode).toBe(404);
    expect(gifterRead.json()).toEqual(missing.json());
  });

  it('moves along draft → published → archived → published and refuses every other move with 409', async () => {
    const product = await createdProduct();
    const refusedFromDraft = await setStatus(product.id, 'draft');
    expect(refusedFromDraft.statusCode).toBe(409);
    expect(refusedFromDraft.json().message).toBe('This product is already draft.');

    const published = await setStatus(product.id, 'published');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().product).toMatchObject({ status: 'published', ref: product.ref });
    const firstPublished = (await productRow(product.id)).published_at;
    expect(firstPublished).not.toBeNull();

    const backToDraft = await setStatus(product.id, 'draft');
    expect(backToDraft.statusCode).toBe(409);
    expect(backToDraft.json().message).toBe(
      'A published product cannot go back to draft. Archive it to take it out of the marketplace.',
    );

    expect((await setStatus(product.id, 'archived')).json().product.status).toBe('archived');
    const archivedToDraft = await setStatus(product.id, 'draft');
    expect(archivedToDraft.statusCode).toBe(409);
    expect(archivedToDraft.json().message).toBe(
      'An archived product cannot go back to draft. Publish it again, or leave it archived.',
    );
    expect((await setStatus(product.id, 'archived')).statusCode).toBe(409);

    expect((await setStatus(product.id, 'published')).json().product.status).toBe('published');
    expect((await productRow(product.id)).published_at).toBe(firstPublished);

    const unknown = await setStatus(product.id, 'sold');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([
      { path: 'status', message: 'Choose draft, published or archived' },
    ]);
  });

  it('deletes a draft only; anything once published, or archived, is kept with the advice to archive', async () => {
    const photo = await upload(await image('#ead9cc'), 'draft.jpg', 'image/jpeg');
    const draft = await createdProduct({ photoIds: [photo] });
    const deleted = await call('DELETE', `/api/vendor/products/${draft.id}`, vendor.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'The draft was deleted.' });
    expect((await call('GET', `/api/vendor/products/${draft.id}`, vendor.token)).statusCode).toBe(
      404,
    );
    const photoRows = await t.db.kysely
      .selectFrom('product_photos')
      .select('media_id')
      .where('product_id', '=', draft.id)
      .execute();
    expect(photoRows).toEqual([]);
    // The upload itself stays (the hourly sweep removes it once unused for a day).
    expect(await mediaRepo(t.db.kysely).find(photo)).toBeDefined();

    const published = await createdProduct();
    await setStatus(published.id, 'published');
    const archivedDraft = await createdProduct();
    await setStatus(archivedDraft.id, 'archived');
    const wasPublished = await createdProduct();
    await setStatus(wasPublished.id, 'published');
    await setStatus(wasPublished.id, 'archived');
    for (const id of [published.id, archivedDraft.id, wasPublished.id]) {
      const refused = await call('DELETE', `/api/vendor/products/${id}`, vendor.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(ARCHIVE_INSTEAD);
      expect(await productRow(id)).toBeDefined();
    }
  });

  it("keeps `listed` to published products of an approved shop, and the shop's name on them", async () => {
    const shop = await openShop('Listing Bakes');
    const product = await createdProduct({}, shop.token);
    const listed = async () => (await productRow(product.id)).listed;

    await setStatus(product.id, 'published', shop.token);
    expect(await listed()).toBe(0);
    expect((await review(shop.shopId, 'approve')).statusCode).toBe(200);
    expect(await listed()).toBe(1);
    await setStatus(product.id, 'archived', shop.token);
    expect(await listed()).toBe(0);
    await setStatus(product.id, 'published', shop.token);
    expect(await listed()).toBe(1);
    // Editing a listed product keeps it listed.
    await call('PUT', `/api/vendor/products/${product.id}`, shop.token, productInput({ stock: 9 }));
    expect(await listed()).toBe(1);

    expect((await review(shop.shopId, 'reject')).statusCode).toBe(200);
    expect(await listed()).toBe(0);
    const resaved = await call(
      'PUT',
      '/api/vendor/profile',
      shop.token,
      businessProfile('Listing Bakes and Flowers'),
    );
    expect(resaved.json().shop.status).toBe('pending');
    expect(await listed()).toBe(0);
    expect((await productRow(product.id)).shop_name).toBe('Listing Bakes and Flowers');
    expect((await review(shop.shopId, 'approve')).statusCode).toBe(200);
    expect(await listed()).toBe(1);
  });

  it("serves a listed product's photos to anyone, and an unlisted product's to its vendor only", async () => {
    const shop = await openShop('Photo Gifts');
    const photo = await upload(await image('#a3243a'), 'listed.jpg', 'image/jpeg', shop.token);
    const product = await createdProduct({ photoIds: [photo] }, shop.token);
    const fetchPhoto = (token?: string) => call('GET', `/media/${photo}`, token);

    expect((await fetchPhoto(shop.token)).statusCode).toBe(200);
    expect((await fetchPhoto()).statusCode).toBe(404);
    await setStatus(product.id, 'published', shop.token);
    // Published, but the shop is not approved yet: still private.
    expect((await fetchPhoto()).statusCode).toBe(404);
    expect((await fetchPhoto(rival.token)).statusCode).toBe(404);

    await review(shop.shopId, 'approve');
    const publicPhoto = await fetchPhoto();
    expect(publicPhoto.statusCode).toBe(200);
    expect(publicPhoto.headers['content-type']).toBe('image/jpeg');
    expect((await fetchPhoto(rival.token)).statusCode).toBe(200);

    await setStatus(product.id, 'archived', shop.token);
    expect((await fetchPhoto()).statusCode).toBe(404);
    expect((await fetchPhoto(shop.token)).statusCode).toBe(200);
  });

  it('the sweep of unused uploads keeps photos of products, in any state', async () => {
    const onDraft = await upload(await image('#111111'), 'draft.jpg', 'image/jpeg');
    const unused = await upload(await image('#222222'), 'unused.jpg', 'image/jpeg');
    await createdProduct({ photoIds: [onDraft] });
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000).toISOString();
    await t.db.kysely
      .updateTable('media')
      .set({ created_at: twoDaysAgo })
      .where('id', 'in', [onDraft, unused])
      .execute();
    const media = mediaRepo(t.db.kysely);
    expect(await media.deleteUnattachedBefore(new Date(Date.now() - 24 * 3_600_000))).toBe(1);
    expect(await media.find(onDraft)).toBeDefined();
    expect(await media.find(unused)).toBeUndefined();
  });
});
