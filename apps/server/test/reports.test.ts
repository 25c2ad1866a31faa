import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './support/accounts.ts';
import { cardPayload, linkToken, postCard, verifiedAccount } from './support/cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';
import { testWorker } from './support/worker.ts';

describe.each(TEST_DATABASES)('reporting a card on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let worker: ReturnType<typeof testWorker>;
  const clock = { now: new Date() };
  let sender: Awaited<ReturnType<typeof verifiedAccount>>;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp, jobs: 'accounts' });
    worker = testWorker(t.db, smtp.url, clock);
    sender = await verifiedAccount(t.app, smtp, {}, { db: t.db.kysely });
    const payload = cardPayload();
    expect((await postCard(t.app, sender.token, payload)).statusCode).toBe(201);
    clock.now = new Date();
    await worker.worker.runOnce();
    const mail = await smtp.waitFor(payload.recipientEmail, /sent you a card/);
    token = linkToken(mail.links.find((each) => each.includes('/c/')) ?? '');
  });
  afterAll(async () => {
    worker.close();
    await t.close();
    await smtp.close();
  });

  const report = (body: object, ip = '203.0.113.9', link = token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/c/${link}/report`,
      payload: body,
      remoteAddress: ip,
    });
  const reports = (auth?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/card-reports',
      ...(auth ? { headers: bearer(auth) } : {}),
    });

  it('takes a report with its reason, and refuses a wrong one with the field message', async () => {
    const taken = await report({ reason: 'spam', details: '  Selling something.  ' });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({
      success: true,
      message: expect.stringMatching(/^Thank you/),
    });
    const wrong = await report({ reason: 'boring' }, '203.0.113.10');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'reason', message: 'Choose what is wrong with this card.' },
    ]);
    expect((await report({ reason: 'spam' }, '203.0.113.11', 'no-such-link')).statusCode).toBe(404);
  });

  it('takes at most 5 reports an hour from one client', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await report({ reason: 'other' }, '198.51.100.77')).statusCode).toBe(201);
    }
    const refused = await report({ reason: 'other' }, '198.51.100.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
  });

  it('lists the reports to admins only: 401 for a guest, 403 for a sender', async () => {
    expect((await reports()).statusCode).toBe(401);
    expect((await reports(sender.token)).statusCode).toBe(403);
    await t.db.kysely
      .insertInto('user_roles')
      .values({ user_id: sender.user.id, role: 'admin', granted_at: new Date().toISOString() })
      .execute();
    const listed = await reports(sender.token);
    expect(listed.statusCode).toBe(200);
    const spam = listed.json().reports.find((each: { reason: string }) => each.reason === 'spam');
    expect(spam).toMatchObject({
      details: 'Selling something.',
      senderEmail: sender.account.email,
      recipientEmail: expect.stringContaining('@'),
    });
  });
});
