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
    expect(empty.json()).toEqual({ success: true, profile: null });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: bearer(token),
      payload: profile,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, profile });

    const edited = {
      ...profile,
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

  it('refuses a gifter with 403 and a guest with 401', async () => {
    const { token } = await signedInAccount(t.app);
    const gifter = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: bearer(token),
      payload: profile,
    });
    expect(gifter.statusCode).toBe(403);
    expect(gifter.json().code).toBe('forbidden');
    const guest = await t.app.inject({ method: 'GET', url: '/api/vendor/profile' });
    expect(guest.statusCode).toBe(401);
  });
});
