import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('the development outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('lists written mails and shows each one with its working link', async () => {
    const account = newAccount();
    await register(t.app, account);
    const list = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/text\/html/);
    expect(list.body).toContain(account.email);
    const id = list.body.match(/href="\/dev\/outbox\/([^"]+)"/)?.[1];
    expect(id).toBeDefined();
    const mail = await t.app.inject({ method: 'GET', url: `/dev/outbox/${id}` });
    expect(mail.body).toMatch(/http:\/\/cards\.test\/verify-email\?token=[\w-]{43}/);
  });

  it('is not served in production', async () => {
    const production = await createTestApp('sqlite', { hasDevPages: false });
    const response = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    await production.close();
  });
});
