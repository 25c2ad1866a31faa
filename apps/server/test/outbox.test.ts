import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts.ts';
import { eventually } from './support/seed-cards.ts';
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
    // Account mail leaves through the job queue, a moment after the answer.
    let list = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    await eventually(async () => {
      list = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(list.body).toContain(account.email);
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/text\/html/);
    const id = list.body.match(/href="\/dev\/outbox\/([^"]+)"/)?.[1];
    expect(id).toBeDefined();
    const mail = await t.app.inject({ method: 'GET', url: `/dev/outbox/${id}` });
    expect(mail.body).toMatch(/http:\/\/cards\.test\/verify-email\?token=[\w-]{43}/);
  });

  it('is served to this machine only: not to another address, nor through a proxy', async () => {
    for (const request of [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '::1', headers: { forwarded: 'for=203.0.113.9' } },
    ]) {
      for (const url of ['/dev/outbox', '/dev/outbox/anything']) {
        const response = await t.app.inject({ method: 'GET', url, ...request });
        expect(response.statusCode, JSON.stringify(request)).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress });
      expect(local.statusCode, remoteAddress).toBe(200);
    }
  });

  it('is not served in production', async () => {
    const production = await createTestApp('sqlite', { hasDevPages: false });
    const response = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    await production.close();
  });
});
