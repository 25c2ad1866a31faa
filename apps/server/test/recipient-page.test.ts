import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { cardPayload, linkToken, postCard, verifiedAccount } from './support/cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';
import { testWorker } from './support/worker.ts';

// The web app's real build: the recipient's page is rendered by its renderer for Node
// (apps/web/dist-ssr), made by `npm run build -w apps/web` (npm test builds before these tests).
const webDist = loadConfig({ NODE_ENV: 'test' }).webDist;

describe.each(TEST_DATABASES)('the recipient’s page, rendered with the card, on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let cardToken: string;
  const clock = { now: new Date() };
  let worker: ReturnType<typeof testWorker>;
  // Words that would break a page put together carelessly: markup, a script's end, and the
  // patterns String.replace reads in a replacement ($& is the matched text).
  const message =
    'Happy birthday Amara! </script><script>alert(1)</script> <b>bold</b> costs $& and $1 today, ' +
    'with every good wish from all of us here, near and far, today and always, my dear friend.';

  beforeAll(async () => {
    if (!existsSync(join(webDist, '..', 'dist-ssr', 'card-page.html'))) {
      throw new Error(`No web build at ${webDist}: run npm run build -w apps/web first`);
    }
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { webDist }, { smtp, jobs: 'accounts' });
    const session = await verifiedAccount(t.app, smtp, {}, { db: t.db.kysely });
    worker = testWorker(t.db, smtp.url, clock);
    const payload = cardPayload({ message });
    const created = await postCard(t.app, session.token, payload);
    expect(created.statusCode).toBe(201);
    clock.now = new Date();
    expect(await worker.worker.runOnce()).toBe(1);
    const mail = await smtp.waitFor(payload.recipientEmail, /sent you a card/);
    cardToken = linkToken(mail.links.find((each) => each.includes('/c/')) ?? '');
  });
  afterAll(async () => {
    worker.close();
    await t.close();
    await smtp.close();
  });

  it('is the card’s page itself, with its card beside it for the app, and kept out of caches', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/c/${cardToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const html = response.body;
    expect(html).toContain('<title>A card for Amara · Greetly</title>');
    expect(html).toMatch(/<h1[^>]*>Amara<!-- -->, this card is for you<\/h1>/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(
      /<div id="root"[^>]* data-prerendered data-scripts="[^"]*\/assets\/card-page-/,
    );
    // No placeholders of the build's page are left, and nothing asks for the card again.
    expect(html).not.toMatch(/<!--page-(head|body|data)-->/);
    expect(html).not.toContain(`href="/api/c/${cardToken}"`);

    const data = html.match(/<script type="application\/json" id="initial-card">(.*?)<\/script>/s);
    expect(data).not.toBeNull();
    // Nothing in the card's words can end the script element early.
    expect(data?.[1]).not.toMatch(/[<>]/);
    const embedded = JSON.parse(data?.[1] ?? '{}');
    const api = await t.app.inject({ method: 'GET', url: `/api/c/${cardToken}` });
    expect(embedded).toEqual({ token: cardToken, card: api.json().card });
    expect(embedded.card.message).toBe(message);
    // The card's words are data, never markup.
    expect(html).not.toContain('<script>alert');
  });

  it('shows the card as it is now: a reply sent since is in the page', async () => {
    const page = async () => {
      const html = (await t.app.inject({ method: 'GET', url: `/c/${cardToken}` })).body;
      const data = html.match(
        /<script type="application\/json" id="initial-card">(.*?)<\/script>/s,
      );
      return { html, card: JSON.parse(data?.[1] ?? '{}').card };
    };
    const first = await page();
    expect((await page()).html).toBe(first.html);
    expect(first.card.reply).toBeNull();
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/c/${cardToken}/reply`,
      payload: { message: 'Thank you, this made my day!' },
    });
    expect(replied.statusCode).toBe(200);
    expect((await page()).card.reply).toBe('Thank you, this made my day!');
  });

  it('is the app’s own page for a link that leads to no card, which then says so', async () => {
    const missing = 'AbCdEfGhIjKlMnOpQrStUv_-0123456789xyzXYZ01';
    const response = await t.app.inject({ method: 'GET', url: `/c/${missing}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('initial-card');
    expect(response.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/c/${missing}">`,
    );
  });
});
