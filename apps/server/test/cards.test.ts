import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseWaitingCards } from '../src/modules/cards/waiting.ts';
import { bearer, signedInAccount } from './support/accounts.ts';
import { cardPayload, linkToken, postCard, verifiedAccount } from './support/cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';
import { testWorker } from './support/worker.ts';

describe.each(TEST_DATABASES)('cards on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let token: string;
  let accountEmail: string;
  const clock = { now: new Date() };
  let worker: ReturnType<typeof testWorker>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp, jobs: 'accounts' });
    const session = await verifiedAccount(t.app, smtp, {}, { db: t.db.kysely });
    token = session.token;
    accountEmail = session.account.email;
    worker = testWorker(t.db, smtp.url, clock);
  });
  afterAll(async () => {
    worker.close();
    await t.close();
    await smtp.close();
  });

  const get = (url: string, auth = token) =>
    t.app.inject({ method: 'GET', url, headers: bearer(auth) });
  const post = (url: string, auth = token, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(auth), payload });

  it('sends a card now: the mail arrives with its link and the page shows the card', async () => {
    clock.now = new Date();
    const payload = cardPayload();
    const created = await postCard(t.app, token, payload);
    expect(created.statusCode).toBe(201);
    expect(created.json().card).toMatchObject({
      status: 'sending',
      recipientName: 'Amara',
      schedule: null,
    });

    clock.now = new Date();
    expect(await worker.worker.runOnce()).toBe(1);
    const mail = await smtp.waitFor(payload.recipientEmail, /sent you a card/);
    expect(mail.subject).toBe('Tunde sent you a card');
    // The typed sender address is not proven to be theirs: it never becomes the Reply-To.
    expect(mail.parsed.replyTo).toBeUndefined();
    expect(mail.raw).not.toContain('tunde@example.com');
    const link = mail.links.find((each) => each.startsWith('http://cards.test/c/')) ?? '';
    expect(linkToken(link)).toMatch(/^[\w-]{43}$/);
    expect(mail.parsed.html).toContain('/templates/3.png');

    const page = await t.app.inject({ method: 'GET', url: `/api/c/${linkToken(link)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.json().card).toMatchObject({
      templateId: 3,
      eventType: 'Birthday',
      recipientName: 'Amara',
      senderName: 'Tunde',
      isAnonymous: false,
      effect: 'balloons',
      fontFamily: 'Pacifico',
      quote: 'Sunshine',
    });
    expect(JSON.stringify(page.json())).not.toContain('tunde@example.com');

    const id = created.json().card.id;
    const mine = await get(`/api/cards/${id}`);
    // The sender's own view of the card is not the recipient's link (opening it changes nothing).
    expect(mine.json().card).toMatchObject({
      status: 'sent',
      link: `http://cards.test/cards/${id}`,
    });
    expect(mine.json().card.sentAt).not.toBeNull();

    // Once the mail is out, the database keeps the link's hash only, as it does for sessions.
    const row = await t.db.kysely
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.link_token).toBeNull();
    expect(row.link_token_hash).toBe(createHash('sha256').update(linkToken(link)).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(linkToken(link));
  });

  it('schedules a card: nothing before its moment, sent after it, in the chosen zone', async () => {
    clock.now = new Date();
    const payload = cardPayload({
      schedule: { timezone: 'America/New_York', scheduleDate: '2099-12-24', scheduleTime: '18:30' },
    });
    const created = await postCard(t.app, token, payload);
    expect(created.statusCode).toBe(201);
    const card = created.json().card;
    expect(card).toMatchObject({ status: 'scheduled', sendAt: '2099-12-24T23:30:00.000Z' });

    clock.now = new Date('2099-12-24T23:29:59Z');
    expect(await worker.worker.runOnce()).toBe(0);
    clock.now = new Date('2099-12-24T23:30:00Z');
    expect(await worker.worker.runOnce()).toBe(1);
    await smtp.waitFor(payload.recipientEmail, /sent you a card/);
    expect((await get(`/api/cards/${card.id}`)).json().card.status).toBe('sent');
  });

  it('an anonymous card reveals its sender nowhere', async () => {
    clock.now = new Date();
    const payload = cardPayload({
      isAnonymous: true,
      sendYourself: false,
      senderName: 'Tunde Secret',
      senderEmail: 'secret.tunde@example.com',
    });
    const created = await postCard(t.app, token, payload);
    expect(created.json().card).toMatchObject({
      isAnonymous: true,
      senderName: '',
      senderEmail: '',
    });
    clock.now = new Date();
    await worker.worker.runOnce();
    const mail = await smtp.waitFor(payload.recipientEmail, /sent you a card/);
    expect(mail.subject).toBe('Someone sent you a card');
    expect(mail.parsed.replyTo).toBeUndefined();
    for (const secret of ['Tunde', 'secret.tunde', accountEmail, 'Amara Okafor']) {
      expect(mail.raw).not.toContain(secret);
    }
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/c/${linkToken(mail.links.find((l) => l.includes('/c/')) ?? '')}`,
    });
    expect(page.json().card).toMatchObject({ isAnonymous: true, senderName: '' });
    expect(page.body).not.toContain('Tunde');
  });

  it('records the first opening, tells the sender once, and takes one reply', async () => {
    clock.now = new Date();
    const payload = cardPayload();
    const id = (await postCard(t.app, token, payload)).json().card.id;
    clock.now = new Date();
    await worker.worker.runOnce();
    const mail = await smtp.waitFor(payload.recipientEmail, /sent you a card/);
    const cardToken = linkToken(mail.links.find((l) => l.includes('/c/')) ?? '');

    for (let i = 0; i < 2; i++) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/c/${cardToken}/open` })).statusCode,
      ).toBe(200);
    }
    clock.now = new Date();
    await worker.worker.runOnce();
    const notice = await smtp.waitFor(accountEmail, /^Your card to Amara was opened$/);
    expect(notice.text).toContain('Amara just opened the card');
    expect((await get(`/api/cards/${id}`)).json().card).toMatchObject({
      status: 'opened',
      openedAt: expect.any(String),
    });

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/c/${cardToken}/reply`,
      payload: { message: 'Thank you, this made my day!' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().card.reply).toBe('Thank you, this made my day!');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/c/${cardToken}/reply`,
      payload: { message: 'Once more' },
    });
    expect(again.statusCode).toBe(409);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/c/${cardToken}/reply`,
      payload: { message: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    clock.now = new Date();
    await worker.worker.runOnce();
    const replyMail = await smtp.waitFor(accountEmail, /replied to your card/);
    expect(replyMail.text).toContain('Thank you, this made my day!');
    expect(smtp.mailsTo(accountEmail).filter((m) => /was opened/.test(m.subject))).toHaveLength(1);
    const list = (await get('/api/cards')).json().cards;
    expect(list.find((c: { id: string }) => c.id === id).reply).toBe(
      'Thank you, this made my day!',
    );
  });

  it('edits and reschedules a scheduled card, and cancels one so it is never sent', async () => {
    clock.now = new Date();
    const payload = cardPayload({
      schedule: { timezone: 'Africa/Lagos', scheduleDate: '2099-02-14', scheduleTime: '09:00' },
    });
    const id = (await postCard(t.app, token, payload)).json().card.id;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/cards/${id}`,
      headers: bearer(token),
      payload: {
        ...payload,
        recipientName: 'Amarachi',
        schedule: { timezone: 'Europe/London', scheduleDate: '2099-02-14', scheduleTime: '10:00' },
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().card).toMatchObject({
      recipientName: 'Amarachi',
      sendAt: '2099-02-14T10:00:00.000Z',
    });

    const cancelled = await post(`/api/cards/${id}/cancel`);
    expect(cancelled.json().card.status).toBe('cancelled');
    clock.now = new Date('2099-03-01T00:00:00Z');
    await worker.worker.runOnce();
    expect(smtp.mailsTo(payload.recipientEmail)).toHaveLength(0);
    expect((await post(`/api/cards/${id}/cancel`)).statusCode).toBe(409);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/cards/${id}`,
      headers: bearer(token),
      payload,
    });
    expect(edit.statusCode).toBe(409);
    // A card never sent still holds its link's token; the link does not open a cancelled card.
    const cardToken = (
      await t.db.kysely
        .selectFrom('cards')
        .select('link_token')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).link_token;
    expect((await t.app.inject({ method: 'GET', url: `/api/c/${cardToken}` })).statusCode).toBe(
      404,
    );
  });

  it('lists my cards newest first with their status', async () => {
    const cards = (await get('/api/cards')).json().cards as { createdAt: string; status: string }[];
    expect(cards.length).toBeGreaterThanOrEqual(5);
    const times = cards.map((card) => card.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(cards.map((card) => card.status))).toEqual(
      new Set(['sent', 'opened', 'cancelled']),
    );
  });

  it("keeps an unconfirmed sender's cards waiting, never sends them, and lets them go on confirmation", async () => {
    clock.now = new Date();
    const sender = await signedInAccount(t.app);
    const now = cardPayload();
    const later = cardPayload({
      schedule: { timezone: 'UTC', scheduleDate: '2099-06-01', scheduleTime: '08:00' },
    });
    const created = await postCard(t.app, sender.token, now);
    expect(created.statusCode).toBe(201);
    expect(created.json().card).toMatchObject({ status: 'waiting', sentAt: null });
    const scheduled = await postCard(t.app, sender.token, later);
    expect(scheduled.json().card).toMatchObject({ status: 'waiting' });
    // Nothing is queued for them: the worker has nothing to do and no mail goes out.
    expect(await worker.worker.runOnce()).toBe(0);
    const unconfirmed = await t.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'card.deliver')
      .where('payload', 'like', `%${created.json().card.id}%`)
      .execute();
    expect(unconfirmed).toEqual([]);

    // Confirming the address releases both, in the confirmation's own transaction.
    const mail = await smtp.waitFor(sender.account.email, /Verify your email/);
    const verifyToken = new URL(
      mail.links.find((each) => each.includes('/verify-email?token=')) ?? '',
    ).searchParams.get('token');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: verifyToken },
    });
    expect(verified.statusCode).toBe(200);
    expect(
      (await get(`/api/cards/${created.json().card.id}`, sender.token)).json().card.status,
    ).toBe('sending');
    clock.now = new Date();
    expect(await worker.worker.runOnce()).toBe(1); // the card sent now
    await smtp.waitFor(now.recipientEmail, /sent you a card/);
    const waited = await get(`/api/cards/${scheduled.json().card.id}`, sender.token);
    expect(waited.json().card).toMatchObject({
      status: 'scheduled',
      sendAt: '2099-06-01T08:00:00.000Z',
    });
    clock.now = new Date('2099-06-01T08:00:00Z');
    expect(await worker.worker.runOnce()).toBe(1);
    await smtp.waitFor(later.recipientEmail, /sent you a card/);
  });

  it('a delivery that finds its sender unconfirmed sends nothing and puts the card back to wait', async () => {
    clock.now = new Date();
    const payload = cardPayload();
    const created = await postCard(t.app, token, payload);
    const id = created.json().card.id;
    // As if the address had lost its confirmation after the card was queued.
    const owner = await t.db.kysely
      .selectFrom('cards')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', owner.user_id)
      .execute();
    try {
      clock.now = new Date();
      expect(await worker.worker.runOnce()).toBe(1);
      expect((await get(`/api/cards/${id}`)).json().card.status).toBe('waiting');
      expect(smtp.mailsTo(payload.recipientEmail)).toEqual([]);
    } finally {
      await t.db.kysely
        .updateTable('users')
        .set({ email_verified_at: new Date().toISOString() })
        .where('id', '=', owner.user_id)
        .execute();
    }
    // Released again (as a confirmation does), the same card goes out once.
    await t.db.kysely
      .transaction()
      .execute((trx) => releaseWaitingCards(trx, owner.user_id, new Date()));
    clock.now = new Date();
    expect(await worker.worker.runOnce()).toBe(1);
    await smtp.waitFor(payload.recipientEmail, /sent you a card/);
    expect((await get(`/api/cards/${id}`)).json().card.status).toBe('sent');
  });

  it('refuses a guest (401) and a bad payload (400 with every issue)', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cards', payload: cardPayload() }))
        .statusCode,
    ).toBe(401);
    const bad = await postCard(t.app, token, {
      templateId: 99,
      effect: 'glitter',
      message: 'short',
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'templateId',
        'recipientName',
        'recipientEmail',
        'effect',
        'message',
      ]),
    );
    const past = await postCard(
      t.app,
      token,
      cardPayload({
        schedule: { timezone: 'UTC', scheduleDate: '2001-01-01', scheduleTime: '10:00' },
      }),
    );
    expect(past.json().issues).toContainEqual({
      path: 'schedule.scheduleTime',
      message: 'Choose a date and time in the future.',
    });
  });

  it("keeps one user out of another's cards", async () => {
    const own = (
      await postCard(
        t.app,
        token,
        cardPayload({
          schedule: { timezone: 'UTC', scheduleDate: '2099-01-01', scheduleTime: '10:00' },
        }),
      )
    ).json().card;
    const other = await verifiedAccount(t.app, smtp);
    for (const response of [
      await get(`/api/cards/${own.id}`, other.token),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/cards/${own.id}`,
        headers: bearer(other.token),
        payload: cardPayload({
          schedule: { timezone: 'UTC', scheduleDate: '2099-01-02', scheduleTime: '10:00' },
        }),
      }),
      await post(`/api/cards/${own.id}/cancel`, other.token),
      await post(`/api/cards/${own.id}/resend`, other.token),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await get('/api/cards', other.token)).json().cards).toEqual([]);
    expect((await get(`/api/cards/${own.id}`)).json().card.status).toBe('scheduled');
  });
});
