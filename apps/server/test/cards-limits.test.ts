import { CARD_MESSAGES } from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_SENDING_LIMITS } from '../src/modules/cards/create.ts';
import { bearer } from './support/accounts.ts';
import { cardPayload, MESSAGE, postCard, verifiedAccount } from './support/cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const later = { timezone: 'UTC', scheduleDate: '2099-03-01', scheduleTime: '09:00' };

describe.each(TEST_DATABASES)('card sending limits on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('lets a new account send 10 cards an hour, an established one more', async () => {
    const fresh = await verifiedAccount(t.app, smtp, {}, { db: t.db.kysely, isNew: true });
    const limit = CARD_SENDING_LIMITS.newAccount.perHour;
    for (let i = 0; i < limit; i++) {
      const sent = await postCard(t.app, fresh.token, cardPayload({ schedule: later }));
      expect(sent.statusCode, `card ${i + 1}`).toBe(201);
    }
    const refused = await postCard(t.app, fresh.token, cardPayload({ schedule: later }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have sent a lot of cards in a short time\./);

    const established = await verifiedAccount(t.app, smtp, {}, { db: t.db.kysely });
    for (let i = 0; i < limit + 1; i++) {
      const sent = await postCard(t.app, established.token, cardPayload({ schedule: later }));
      expect(sent.statusCode, `card ${i + 1}`).toBe(201);
    }
  });

  it('refuses a message of more than 1,000 characters, even as one word', async () => {
    const { token } = await verifiedAccount(t.app, smtp, {}, { db: t.db.kysely });
    const words = MESSAGE.split(' ');
    const long = [...words.slice(0, -1), 'x'.repeat(1_000_000)].join(' ');
    const response = await postCard(t.app, token, cardPayload({ message: long }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      path: 'message',
      message: CARD_MESSAGES.messageTooManyCharacters,
    });
  });

  it("puts the sender's address in Reply-To only when it is the account's own, verified one", async () => {
    const { token, account } = await verifiedAccount(t.app, smtp, {}, { db: t.db.kysely });
    const own = cardPayload({ senderEmail: account.email });
    expect((await postCard(t.app, token, own)).statusCode).toBe(201);
    const withReply = await smtp.waitFor(own.recipientEmail, /sent you a card/);
    expect(withReply.parsed.replyTo?.text).toBe(account.email);

    const typed = cardPayload({ senderEmail: 'security@paypal.example' });
    expect((await postCard(t.app, token, typed)).statusCode).toBe(201);
    const withoutReply = await smtp.waitFor(typed.recipientEmail, /sent you a card/);
    expect(withoutReply.parsed.replyTo).toBeUndefined();
    expect(withoutReply.raw).not.toContain('security@paypal.example');
  });

  it('lists my cards a page at a time, newest first', async () => {
    const { token } = await verifiedAccount(t.app, smtp, {}, { db: t.db.kysely });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.unshift((await postCard(t.app, token, cardPayload({ schedule: later }))).json().card.id);
    }
    const page = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/cards${query}`, headers: bearer(token) });
    const first = (await page('?limit=2')).json();
    expect(first.cards.map((card: { id: string }) => card.id)).toEqual(ids.slice(0, 2));
    const second = (await page(`?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.cards.map((card: { id: string }) => card.id)).toEqual(ids.slice(2, 4));
    const third = (await page(`?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third.cards.map((card: { id: string }) => card.id)).toEqual(ids.slice(4));
    expect(third.nextCursor).toBeNull();
    expect((await page('?limit=51')).statusCode).toBe(400);
    expect((await page('?cursor=not-a-cursor')).statusCode).toBe(400);
    const all = (await page('')).json();
    expect(all.cards).toHaveLength(5);
    expect(all.nextCursor).toBeNull();
    // The list carries no message bodies; the card itself does.
    for (const card of all.cards) expect(card).not.toHaveProperty('message');
    expect(all.cards[0]).toMatchObject({ recipientName: 'Amara', status: 'scheduled' });
    const whole = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${ids[0]}`,
      headers: bearer(token),
    });
    expect(whole.json().card.message).toBe(cardPayload().message);
  });
});
