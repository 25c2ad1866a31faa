import { checkoutQuoteResponseSchema, naira } from '@greetly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { insertShop, type TestShop } from './support/catalogue.ts';
import { buyerWith, call, giftOf, place, placeBody } from './support/order-flow.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

/** An operator's own fees: ₦3,500 fast, ₦1,500 with a card, a ₦1,000 bag, 5% VAT. */
const OPERATOR_FEES = loadConfig({
  FAST_DELIVERY_FEE_KOBO: '350000',
  GIFT_DELIVERY_FEE_KOBO: '150000',
  GIFT_BAG_FEE_KOBO: '100000',
  VAT_RATE_BASIS_POINTS: '500',
}).checkoutFees;

describe('checkout fee settings', () => {
  it('default to the spec’s figures and 7.5% VAT', () => {
    expect(loadConfig({}).checkoutFees).toEqual({
      fastDeliveryPerShopKobo: naira(5000),
      giftDeliveryPerShopKobo: naira(2000),
      giftBagKobo: naira(2000),
      taxRateBasisPoints: 750,
    });
  });

  it('refuse a fee that is not a whole number of kobo, or a rate above 100%, naming the variable', () => {
    expect(() => loadConfig({ GIFT_BAG_FEE_KOBO: '20.5' })).toThrow(/GIFT_BAG_FEE_KOBO/);
    expect(() => loadConfig({ FAST_DELIVERY_FEE_KOBO: '-1' })).toThrow(/FAST_DELIVERY_FEE_KOBO/);
    expect(() => loadConfig({ VAT_RATE_BASIS_POINTS: '10001' })).toThrow(/VAT_RATE_BASIS_POINTS/);
  });
});

describe.each(TEST_DATABASES)('an operator’s checkout fees on %s', (kind) => {
  let t: TestApp;
  let shop: TestShop;

  beforeAll(async () => {
    t = await createTestApp(kind, { checkoutFees: OPERATOR_FEES }, { jobs: 'none' });
    shop = await insertShop(t.db.kysely, { name: 'Petal House' });
  });
  afterAll(() => t?.close());

  it('price the quote and the order placed from it, and the quote names them', async () => {
    const roses = await giftOf(t, shop, 'Twelve Roses', 10_000);
    const buyer = await buyerWith(t, [[roses, 1]]);
    const quoted = await call(t, 'POST', '/api/checkout/quote', buyer.token, {
      deliveryOption: 'gift',
      giftBag: true,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = checkoutQuoteResponseSchema.parse(quoted.json());
    expect(quote.fees).toEqual(OPERATOR_FEES);
    expect(quote).toMatchObject({
      deliveryKobo: naira(1500),
      giftBagKobo: naira(1000),
      taxRateBasisPoints: 500,
      taxKobo: naira(500),
      totalKobo: naira(10_000 + 1500 + 1000 + 500),
    });

    const { order } = await place(
      t,
      buyer.token,
      placeBody({ deliveryOption: 'gift', giftBag: true }),
    );
    expect(order).toMatchObject({
      deliveryKobo: quote.deliveryKobo,
      giftBagKobo: quote.giftBagKobo,
      taxKobo: quote.taxKobo,
      totalKobo: quote.totalKobo,
    });
  });
});
