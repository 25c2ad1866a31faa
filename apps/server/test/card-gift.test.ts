import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAccount } from './support/accounts.ts';
import { deliveredCard as deliverCard, verifiedAccount } from './support/cards.ts';
import { insertProduct, type TestProduct, type TestShop } from './support/catalogue.ts';
import { giveShop, insertOrder } from './support/orders.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';
import { testWorker } from './support/worker.ts';

describe.each(TEST_DATABASES)('a gift that travels with a card on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let worker: ReturnType<typeof testWorker>;
  const clock = { now: new Date() };
  let sender: { token: string; id: string; email: string };
  let vendorToken: string;
  let shop: TestShop;
  let product: TestProduct;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp, jobs: 'accounts' });
    worker = testWorker(t.db, smtp.url, clock);
    const session = await verifiedAccount(t.app, smtp, {}, { db: t.db.kysely });
    sender = { token: session.token, id: session.user.id, email: session.account.email };
    const vendor = await signedInAccount(t.app);
    vendorToken = vendor.token;
    shop = await giveShop(t.db.kysely, vendor.user.id, 'Secret Gifts Ltd');
    product = await insertProduct(t.db.kysely, shop, {
      title: 'Hidden Perfume',
      priceKobo: 4_321_000,
    });
  });
  afterAll(async () => {
    worker?.close();
    await t?.close();
    await smtp?.close();
  });

  const deliveredCard = () => deliverCard({ app: t.app, smtp, worker, clock }, sender.token);
  const giftOrder = (cardId: string, status: 'paid' | 'pending_payment' = 'paid') =>
    insertOrder(t.db.kysely, {
      buyer: { id: sender.id, email: sender.email },
      cardId,
      deliverOn: '2026-12-24',
      status,
      parts: [{ shop, lines: [{ product, quantity: 1, unitPriceKobo: 4_321_000 }] }],
    });
  const recipientView = async (token: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/c/${token}` });
    expect(answer.statusCode).toBe(200);
    return answer;
  };

  it('tells the recipient a gift is on its way once a paid order carries it, and never what', async () => {
    const card = await deliveredCard();
    expect((await recipientView(card.token)).json().card.giftOnItsWay).toBe(false);

    await giftOrder(card.id, 'pending_payment');
    expect((await recipientView(card.token)).json().card.giftOnItsWay).toBe(false);

    const paid = await giftOrder(card.id);
    const seen = await recipientView(card.token);
    expect(seen.json().card.giftOnItsWay).toBe(true);
    for (const secret of ['Secret Gifts', 'Hidden Perfume', '43,210', '4321000', paid.number]) {
      expect(seen.body).not.toContain(secret);
    }

    // The shop cancels its (only) part: nothing is on its way any more.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/orders/${paid.shipments[0]?.id}/status`,
      headers: bearer(vendorToken),
      payload: { status: 'cancelled', reason: 'The perfume was discontinued.' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await recipientView(card.token)).json().card.giftOnItsWay).toBe(false);
  });

  it('shows the sender the card and its gift together, in the card and in the list', async () => {
    const card = await deliveredCard();
    const plain = await deliveredCard();
    const own = (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/cards/${id}`, headers: bearer(sender.token) });
    expect((await own(card.id)).json().card.gift).toBeNull();

    const paid = await giftOrder(card.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/vendor/orders/${paid.shipments[0]?.id}/status`,
      headers: bearer(vendorToken),
      payload: { status: 'accepted' },
    });
    const gift = {
      orderNumber: paid.number,
      status: 'paid',
      shipments: [{ shopName: 'Secret Gifts Ltd', status: 'accepted' }],
    };
    expect((await own(card.id)).json().card.gift).toEqual(gift);
    expect((await own(plain.id)).json().card.gift).toBeNull();

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/cards',
      headers: bearer(sender.token),
    });
    const cards = list.json().cards as { id: string; gift: unknown }[];
    expect(cards.find((each) => each.id === card.id)?.gift).toEqual(gift);
    expect(cards.find((each) => each.id === plain.id)?.gift).toBeNull();
  });

  it('keeps the paid order over a newer one still waiting for payment', async () => {
    const card = await deliveredCard();
    const paid = await giftOrder(card.id);
    await giftOrder(card.id, 'pending_payment');
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}`,
      headers: bearer(sender.token),
    });
    expect(answer.json().card.gift).toMatchObject({ orderNumber: paid.number, status: 'paid' });
  });
});
