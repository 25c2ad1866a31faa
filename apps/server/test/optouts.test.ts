import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optOutsRepo } from '../src/modules/cards/optouts/repo.ts';
import { signOptOutToken } from '../src/modules/cards/optouts/tokens.ts';
import { bearer, newAccount, register } from './support/accounts.ts';
import { cardPayload, postCard, verifiedAccount } from './support/cards.ts';
import type { ReceivedMail, SmtpSink } from './support/smtp-sink.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';
import { testWorker } from './support/worker.ts';

const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

/** A header as written, unfolded (long headers are folded onto continuation lines). */
function headerLine(mail: ReceivedMail, name: string): string | undefined {
  const header = mail.parsed.headerLines.find((each) => each.key === name.toLowerCase());
  return header?.line.replace(/\r\n(?=[ \t])/g, '');
}

/** The token the mail's footer links carry (the same in each of them). */
function optOutToken(mail: ReceivedMail): string {
  const link = mail.links.find((each) => each.includes('/stop-cards?')) ?? '';
  return new URL(link).searchParams.get('token') ?? '';
}

describe.each(TEST_DATABASES)('mails and opting out of cards on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let worker: ReturnType<typeof testWorker>;
  const clock = { now: new Date() };
  let alice: { token: string; email: string };
  let bola: { token: string; email: string };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp, jobs: 'accounts' });
    const a = await verifiedAccount(t.app, smtp, { first_name: 'Alice' }, { db: t.db.kysely });
    const b = await verifiedAccount(t.app, smtp, { first_name: 'Bola' }, { db: t.db.kysely });
    alice = { token: a.token, email: a.account.email };
    bola = { token: b.token, email: b.account.email };
    worker = testWorker(t.db, smtp.url, clock);
  });
  afterAll(async () => {
    worker.close();
    await t.close();
    await smtp.close();
  });

  let recipients = 0;
  const newRecipient = () => `reader.${Date.now()}.${++recipients}@example.com`;

  /** Sends a card now and runs the worker once; resolves with the card as its sender sees it. */
  async function sendCard(from: { token: string }, overrides: Record<string, unknown> = {}) {
    const created = await postCard(t.app, from.token, cardPayload(overrides));
    expect(created.statusCode).toBe(201);
    clock.now = new Date();
    await worker.worker.runOnce();
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${created.json().card.id}`,
      headers: bearer(from.token),
    });
    return { created: created.json().card, card: mine.json().card };
  }

  const api = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/optouts/${url}`, payload });

  it('every mail has an HTML and a plain-text part, and names are escaped in the HTML', async () => {
    const name = '<script>alert(1)</script> & Co';
    const recipientEmail = newRecipient();
    await sendCard(alice, {
      recipientEmail,
      recipientName: name,
      senderName: 'Tom & <b>Jerry</b>',
    });
    const card = await smtp.waitFor(recipientEmail, /sent you a card/);
    expect(card.subject).toBe('Tom & <b>Jerry</b> sent you a card');
    const html = String(card.parsed.html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co, a card is waiting');
    expect(html).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt; made you a personal card');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Jerry');
    expect(card.text).toContain(`${name}, a card is waiting for you`);

    // The recipient opens the card and replies: the sender's two notices.
    const link = card.links.find((each) => each.includes('/c/')) ?? '';
    const viewToken = new URL(link).pathname.replace('/c/', '');
    await t.app.inject({ method: 'POST', url: `/api/c/${viewToken}/open` });
    await t.app.inject({
      method: 'POST',
      url: `/api/c/${viewToken}/reply`,
      payload: { message: 'Thanks <3 & hugs' },
    });
    clock.now = new Date();
    await worker.worker.runOnce();
    const opened = await smtp.waitFor(alice.email, /was opened/);
    const replied = await smtp.waitFor(alice.email, /replied to your card/);
    expect(String(replied.parsed.html)).toContain('Thanks &lt;3 &amp; hugs');
    expect(replied.text).toContain('Thanks <3 & hugs');

    // The account mails: verification (sent at sign-up), account exists, password reset.
    const account = newAccount({ first_name: 'Zoë & <i>Co</i>' });
    await register(t.app, account);
    await register(t.app, account);
    await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: account.email },
    });
    const verify = await smtp.waitFor(account.email, /Verify your email/);
    const exists = await smtp.waitFor(account.email, /already have/);
    const reset = await smtp.waitFor(account.email, /Reset your/);
    expect(String(verify.parsed.html)).toContain('Welcome, Zoë &amp; &lt;i&gt;Co&lt;/i&gt;!');

    for (const mail of [card, opened, replied, verify, exists, reset]) {
      expect(mail.parsed.html, mail.subject).toMatch(/^<!DOCTYPE html/);
      expect(mail.text.length, mail.subject).toBeGreaterThan(100);
      // The plain-text part carries the mail's links, not just its words.
      expect(mail.links.length, mail.subject).toBeGreaterThan(0);
      expect(mail.text, mail.subject).not.toMatch(/<(p|a|td|div)\b/);
    }
  });

  it('a card mail has List-Unsubscribe (one-click) and footer links; other mails have neither', async () => {
    const recipientEmail = newRecipient();
    await sendCard(alice, { recipientEmail });
    const mail = await smtp.waitFor(recipientEmail, /sent you a card/);
    const token = optOutToken(mail);
    expect(token).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(headerLine(mail, 'List-Unsubscribe')).toBe(
      `List-Unsubscribe: <http://cards.test/api/optouts/one-click?token=${token}&scope=all>`,
    );
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(mail.links).toEqual(
      expect.arrayContaining([
        `http://cards.test/stop-cards?token=${token}&scope=sender`,
        `http://cards.test/stop-cards?token=${token}&scope=all`,
        'http://cards.test/privacy',
      ]),
    );
    const html = String(mail.parsed.html);
    expect(html).toContain(`href="http://cards.test/stop-cards?token=${token}&amp;scope=sender"`);
    expect(html).toContain('>Stop cards from this sender</a>');
    expect(html).toContain('>Stop all cards</a>');
    expect(html).toContain('href="http://cards.test/privacy"');

    const verify = smtp.mailsTo(alice.email).find((each) => /Verify/.test(each.subject));
    expect(verify && headerLine(verify, 'List-Unsubscribe')).toBeUndefined();
    expect(verify?.text).not.toContain('Stop all cards');
  });

  it("an anonymous card's opt-out links and headers reveal nothing of its sender", async () => {
    const recipientEmail = newRecipient();
    await sendCard(alice, {
      recipientEmail,
      isAnonymous: true,
      sendYourself: false,
      senderName: '',
      senderEmail: '',
    });
    const mail = await smtp.waitFor(recipientEmail, /sent you a card/);
    expect(mail.raw).not.toContain(alice.email);
    expect(mail.raw).not.toContain('Alice');
    const lookup = await api('lookup', { token: optOutToken(mail) });
    expect(lookup.json()).toEqual({ success: true, blocks: { sender: false, all: false } });
  });

  it('stop cards from this sender: its next card is not delivered, others are, and undo works', async () => {
    const recipientEmail = newRecipient();
    await sendCard(alice, { recipientEmail });
    const token = optOutToken(await smtp.waitFor(recipientEmail, /sent you a card/));

    // Reading the state (the page does it on load) changes nothing.
    for (let i = 0; i < 2; i++) {
      const lookup = await api('lookup', { token });
      expect(lookup.statusCode).toBe(200);
      expect(lookup.json().blocks).toEqual({ sender: false, all: false });
    }
    const stopped = await api('stop', { token, scope: 'sender' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({
      success: true,
      blocks: { sender: true, all: false },
      message: 'Done. Cards from this sender will no longer reach you.',
    });
    // Twice is the same as once.
    expect((await api('stop', { token, scope: 'sender' })).json().blocks.sender).toBe(true);

    // The sender learns nothing when sending (the same answer as any card), and after it only
    // that the card was not delivered. The address matches whatever its case.
    const before = smtp.mailsTo(recipientEmail).length;
    const blocked = await sendCard(alice, { recipientEmail: recipientEmail.toUpperCase() });
    expect(blocked.created.status).toBe('sending');
    expect(blocked.card).toMatchObject({ status: 'failed', failureReason: 'Not delivered' });
    expect(smtp.mailsTo(recipientEmail)).toHaveLength(before);

    // Another sender's cards still arrive.
    await sendCard(bola, { recipientEmail, senderName: 'Bola' });
    await smtp.waitFor(recipientEmail, /^Bola sent you a card$/);

    const undone = await api('undo', { token, scope: 'sender' });
    expect(undone.json()).toEqual({
      success: true,
      blocks: { sender: false, all: false },
      message: 'Undone. Cards from this sender can reach you again.',
    });
    const again = await sendCard(alice, { recipientEmail, senderName: 'Alice again' });
    expect(again.card.status).toBe('sent');
    await smtp.waitFor(recipientEmail, /^Alice again sent you a card$/);
  });

  it('stop all cards refuses every sender until it is undone', async () => {
    const recipientEmail = newRecipient();
    await sendCard(alice, { recipientEmail });
    const token = optOutToken(await smtp.waitFor(recipientEmail, /sent you a card/));
    const stopped = await api('stop', { token, scope: 'all' });
    expect(stopped.json()).toMatchObject({ blocks: { sender: false, all: true } });

    for (const sender of [alice, bola]) {
      const { card } = await sendCard(sender, { recipientEmail });
      expect(card).toMatchObject({ status: 'failed', failureReason: 'Not delivered' });
    }
    expect(smtp.mailsTo(recipientEmail)).toHaveLength(1);

    await api('undo', { token, scope: 'all' });
    expect((await sendCard(bola, { recipientEmail })).card.status).toBe('sent');
  });

  it('one-click: a POST from the mail client stops all cards; a GET only leads to the page', async () => {
    const recipientEmail = newRecipient();
    await sendCard(alice, { recipientEmail });
    const mail = await smtp.waitFor(recipientEmail, /sent you a card/);
    const url = /<([^>]+)>/.exec(headerLine(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    const path = url.replace('http://cards.test', '');
    const token = optOutToken(mail);

    // A mail scanner or a person opening the URL: a redirect to the page that asks, nothing more.
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/stop-cards?token=${token}&scope=all`);
    expect((await api('lookup', { token })).json().blocks).toEqual({ sender: false, all: false });

    const posted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: ONE_CLICK_BODY,
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().blocks).toEqual({ sender: false, all: true });
    const { card } = await sendCard(bola, { recipientEmail });
    expect(card).toMatchObject({ status: 'failed', failureReason: 'Not delivered' });

    // RFC 8058 prefers multipart/form-data; that works too (and again changes nothing more).
    const boundary = 'greetly-boundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json().blocks).toEqual({ sender: false, all: true });
  });

  it('a bad token is a 4xx JSON error with a code, never a 500, and changes nothing', async () => {
    const recipientEmail = newRecipient();
    await sendCard(alice, { recipientEmail });
    const token = optOutToken(await smtp.waitFor(recipientEmail, /sent you a card/));
    const [cardId = '', mac = ''] = token.split('.');
    const flipped = `${cardId}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const key = await optOutsRepo(t.db.kysely).signingKey();
    const badTokens = [
      flipped,
      `${newRecipient()}`,
      `${cardId}.`,
      `.${mac}`,
      `${cardId}.${mac}x`,
      signOptOutToken(Buffer.alloc(32), cardId), // another key
      signOptOutToken(key, 'no-such-card'), // a real signature of a card that does not exist
      'a'.repeat(201),
      '',
      ' ',
      'x\u0000y',
    ];
    for (const bad of badTokens) {
      for (const [url, payload] of [
        ['lookup', { token: bad }],
        ['stop', { token: bad, scope: 'all' }],
        ['undo', { token: bad, scope: 'all' }],
      ] as const) {
        const response = await api(url, payload);
        expect(response.statusCode, `${url} ${bad}`).toBe(400);
        expect(response.json().code, `${url} ${bad}`).toMatch(
          /^(token_invalid|validation_failed)$/,
        );
        expect(response.json().success).toBe(false);
      }
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/optouts/one-click?token=${encodeURIComponent(bad)}&scope=all`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: ONE_CLICK_BODY,
      });
      expect(oneClick.statusCode, `one-click ${bad}`).toBe(400);
      expect(oneClick.json().code).toMatch(/^(token_invalid|validation_failed)$/);
    }
    const wrongCard = await api('stop', { token: flipped, scope: 'sender' });
    expect(wrongCard.json()).toMatchObject({
      code: 'token_invalid',
      message:
        'This link does not work. Please use the link at the bottom of the card email you received.',
    });
    for (const payload of [{}, { token, scope: 'everyone' }, { token: 42, scope: 'all' }]) {
      const response = await api('stop', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    // None of it blocked anything.
    expect((await api('lookup', { token })).json().blocks).toEqual({ sender: false, all: false });
  });
});
