import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterRepo } from '../src/modules/newsletter/repo.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

describe.each(TEST_DATABASES)('POST /api/newsletter on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const subscribe = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });

  it('stores a valid address and confirms', async () => {
    const response = await subscribe({ email: 'ada@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Thanks for subscribing! Look out for our next letter.',
    });
    expect(await newsletterRepo(t.db.kysely).count()).toBe(1);
  });

  it('accepts the same address again (any case) without a second row', async () => {
    const response = await subscribe({ email: '  ADA@example.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(await newsletterRepo(t.db.kysely).count()).toBe(1);
  });

  it.each([{ email: 'not-an-address' }, { email: '' }, {}, { email: 42 }])(
    'refuses %j with the field message',
    async (payload) => {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'validation_failed',
        message: 'Please enter a valid email address',
        issues: [{ path: 'email', message: 'Please enter a valid email address' }],
      });
    },
  );

  it('keeps exactly one row after all of that', async () => {
    expect(await newsletterRepo(t.db.kysely).count()).toBe(1);
  });
});
