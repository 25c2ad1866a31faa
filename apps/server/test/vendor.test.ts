import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAccount } from './support/accounts.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const profile = {
  fullName: 'Bloom & Crumb',
  businessType: 'Bakery and Florist',
  businessDescription: 'Celebration cakes and fresh bouquets delivered across Lagos the same day.',
  countryCity: 'Nigeria, Lagos',
  deliveryCountries: 'Nigeria',
};

describe.each(TEST_DATABASES)('vendor profile on %s', (kind) => {
  let t: TestApp;
  // One vendor for the refusal cases: each sign-up costs two real scrypt hashes.
  let vendorToken: string | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('a vendor account has no profile until onboarding, then saves and edits it', async () => {
    const { token, user } = await signedInAccount(t.app, { role: 'vendor' });
    expect(user.role).toBe('vendor');
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: bearer(token),
    });
    expect(empty.json()).toEqual({ success: true, profile: null, shop: null });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: bearer(token),
      payload: profile,
    });
    expect(saved.statusCode).toBe(200);
    const shop = {
      id: expect.any(String),
      slug: expect.stringMatching(/^bloom-crumb-[a-z0-9]{6}$/),
      name: 'Bloom & Crumb',
      status: 'pending',
      reviewReason: null,
      submittedAt: expect.any(String),
      reviewedAt: null,
    };
    expect(saved.json()).toEqual({ success: true, profile, shop });

    const edited = {
      ...profile,
      fullName: 'Bloom & Crumb Hampers',
      businessDescription: 'Now also gift hampers and perfume sets for every occasion.',
    };
    await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: bearer(token),
      payload: edited,
    });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: bearer(token),
    });
    expect(read.json().profile).toEqual(edited);
    // The shop keeps its id and address when its name changes (shared links keep working).
    expect(read.json().shop).toEqual({
      ...saved.json().shop,
      name: 'Bloom & Crumb Hampers',
    });
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'Business name is required'],
    [{ fullName: 'B' }, 'fullName', 'Business name must be at least 2 characters'],
    [{ businessType: 'Cakes 4 U' }, 'businessType', 'Business type should only contain letters'],
    [
      { businessDescription: 'Too short' },
      'businessDescription',
      'Description should be at least 20 characters',
    ],
    [{ countryCity: ' ' }, 'countryCity', 'Country and city are required'],
    [{ deliveryCountries: 'Atlantis' }, 'deliveryCountries', 'Please select a delivery country'],
  ])('refuses %j with its message', async (override, path, message) => {
    vendorToken ??= (await signedInAccount(t.app, { role: 'vendor' })).token;
    const token = vendorToken;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: bearer(token),
      payload: { ...profile, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
  });

  it('a gifter who saves the profile opens a pending shop and becomes a vendor too', async () => {
    const { token, user } = await signedInAccount(t.app);
    expect(user.roles).toEqual(['gifter']);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: bearer(token),
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ success: true, profile: null, shop: null });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: bearer(token),
      payload: profile,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ profile, shop: { status: 'pending' } });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().user).toMatchObject({ role: 'vendor', roles: ['gifter', 'vendor'] });
    const rows = await t.db.kysely
      .selectFrom('shops')
      .select(['status', 'submitted_at'])
      .where('owner_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ status: 'pending', submitted_at: saved.json().shop.submittedAt }]);
  });

  it('refuses a guest with 401', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/vendor/profile' });
    expect(guest.statusCode).toBe(401);
    const guestSave = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      payload: profile,
    });
    expect(guestSave.statusCode).toBe(401);
  });

  it('refuses to edit the shop of an account whose vendor role was taken away (403)', async () => {
    const { token, user } = await signedInAccount(t.app, { role: 'vendor' });
    const save = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/vendor/profile',
        headers: bearer(token),
        payload: profile,
      });
    expect((await save()).statusCode).toBe(200);
    await t.db.kysely
      .deleteFrom('user_roles')
      .where('user_id', '=', user.id)
      .where('role', '=', 'vendor')
      .execute();
    await t.db.kysely
      .insertInto('user_roles')
      .values({ user_id: user.id, role: 'gifter', granted_at: new Date().toISOString() })
      .execute();
    const refused = await save();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
  });
});
