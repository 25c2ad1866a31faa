import { STICKER_MESSAGES } from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './support/accounts.ts';
import { cardPayload, linkToken, postCard, verifiedAccount } from './support/cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';
import { testWorker } from './support/worker.ts';

const STICKERS = [
  { id: 'jollof', x: 0.25, y: 0.3, size: 0.22, rotation: -15 },
  { id: 'gele', x: 0.8125, y: 0.7, size: 0.5, rotation: 180 },
  { id: 'heart', x: 0, y: 1, size: 0.08, rotation: -180 },
];

describe.each(TEST_DATABASES)('stickers on a card, on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let token: string;
  const clock = { now: new Date() };
  let worker: ReturnType<typeof testWorker>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp, jobs: 'accounts' });
    token = (await verifiedAccount(t.app, smtp, {}, { db: t.db.kysely })).token;
    worker = testWorker(t.db, smtp.url, clock);
  });
  afterAll(async () => {
    worker.close();
    await t.close();
    await smtp.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('keeps them as sent: in the answer, the card, the list and the recipient’s view', async () => {
    clock.now = new Date();
    const payload = cardPayload({ stickers: STICKERS });
    const created = await postCard(t.app, token, payload);
    expect(created.statusCode).toBe(201);
    const id = created.json().card.id;
    expect(created.json().card.stickers).toEqual(STICKERS);
    expect((await get(`/api/cards/${id}`)).json().card.stickers).toEqual(STICKERS);
    const list = (await get('/api/cards')).json().cards;
    expect(list.find((card: { id: string }) => card.id === id).stickers).toEqual(STICKERS);

    clock.now = new Date();
    expect(await worker.worker.runOnce()).toBe(1);
    const mail = await smtp.waitFor(payload.recipientEmail, /sent you a card/);
    const link = mail.links.find((each) => each.startsWith('http://cards.test/c/')) ?? '';
    const seen = await t.app.inject({ method: 'GET', url: `/api/c/${linkToken(link)}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().card.stickers).toEqual(STICKERS);
  });

  it('gives a card sent without stickers none', async () => {
    const created = await postCard(t.app, token, cardPayload());
    expect(created.statusCode).toBe(201);
    expect(created.json().card.stickers).toEqual([]);
  });

  it.each([
    [
      'an unknown sticker',
      [{ ...STICKERS[0], id: 'dragon' }],
      'stickers.0.id',
      STICKER_MESSAGES.unknown,
    ],
    [
      'one off the card',
      [STICKERS[0], { ...STICKERS[1], x: 1.5 }],
      'stickers.1.x',
      STICKER_MESSAGES.offCard,
    ],
    ['one above the card', [{ ...STICKERS[0], y: -0.1 }], 'stickers.0.y', STICKER_MESSAGES.offCard],
    ['one too small', [{ ...STICKERS[0], size: 0.01 }], 'stickers.0.size', STICKER_MESSAGES.size],
    ['one too big', [{ ...STICKERS[0], size: 2 }], 'stickers.0.size', STICKER_MESSAGES.size],
    [
      'one turned too far',
      [{ ...STICKERS[0], rotation: 270 }],
      'stickers.0.rotation',
      STICKER_MESSAGES.rotation,
    ],
    ['11 stickers', Array(11).fill(STICKERS[0]), 'stickers', STICKER_MESSAGES.tooMany],
    ['stickers that are not a list', 'jollof', 'stickers', STICKER_MESSAGES.tooMany],
  ])('refuses %s with the field’s message (400)', async (_what, stickers, path, message) => {
    const refused = await postCard(t.app, token, cardPayload({ stickers }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'validation_failed' });
    expect(refused.json().issues).toContainEqual({ path, message });
  });

  it('changes them when a scheduled card is edited, and refuses bad ones there too', async () => {
    clock.now = new Date();
    const schedule = {
      timezone: 'Africa/Lagos',
      scheduleDate: '2099-02-14',
      scheduleTime: '09:00',
    };
    const payload = cardPayload({ schedule, stickers: STICKERS });
    const id = (await postCard(t.app, token, payload)).json().card.id;
    const patch = (stickers: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/cards/${id}`,
        headers: bearer(token),
        payload: { ...payload, stickers },
      });

    const moved = [{ ...STICKERS[1], x: 0.5, rotation: 45 }];
    const edited = await patch(moved);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().card.stickers).toEqual(moved);
    expect((await get(`/api/cards/${id}`)).json().card.stickers).toEqual(moved);

    const refused = await patch([{ ...STICKERS[0], id: 'dragon' }]);
    expect(refused.statusCode).toBe(400);
    expect((await get(`/api/cards/${id}`)).json().card.stickers).toEqual(moved);
  });
});
