import { apiErrorSchema, naira } from '@greetly/domain';
import {
  cartChangeResponseSchema,
  cartMergeResponseSchema,
  cartQuoteResponseSchema,
  cartResponseSchema,
} from '@greetly/domain/schemas/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAccount } from './support/accounts.ts';
import {
  insertPhoto,
  insertProduct,
  insertShop,
  newRef,
  type ProductSeed,
  type TestProduct,
  type TestShop,
} from './support/catalogue.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

describe.each(TEST_DATABASES)('the cart on %s', (kind) => {
  let t: TestApp;
  let shop: TestShop;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
    shop = await insertShop(t.db.kysely, { name: 'Sweet Crumbs' });
  });
  afterAll(() => t.close());

  const gift = (seed: Partial<ProductSeed> & { title: string }, inShop = shop) =>
    insertProduct(t.db.kysely, inShop, { priceKobo: naira(8500), stock: 5, ...seed });

  const update = (
    product: TestProduct,
    values: { price_kobo?: number; stock?: number; listed?: number },
  ) => t.db.kysely.updateTable('products').set(values).where('id', '=', product.id).execute();

  async function getCart(token: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return cartResponseSchema.parse(response.json());
  }

  function put(token: string, ref: string, payload: unknown) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/cart/items/${ref}`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  }

  async function setQuantity(token: string, ref: string, quantity: number) {
    const response = await put(token, ref, { quantity });
    expect(response.statusCode, response.body).toBe(200);
    return cartChangeResponseSchema.parse(response.json());
  }

  async function remove(token: string, ref: string) {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/items/${ref}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return cartResponseSchema.parse(response.json());
  }

  function postMerge(token: string, payload: unknown) {
    return t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  }

  async function merge(
    token: string,
    items: { ref: string; quantity: number; priceKobo: number }[],
  ) {
    const response = await postMerge(token, { items });
    expect(response.statusCode, response.body).toBe(200);
    return cartMergeResponseSchema.parse(response.json());
  }

  function postQuote(payload: unknown, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      headers,
      payload: payload as Record<string, unknown>,
    });
  }

  async function quote(
    items: { ref: string; quantity: number; priceKobo: number }[],
    headers: Record<string, string> = {},
  ) {
    const response = await postQuote({ items }, headers);
    expect(response.statusCode, response.body).toBe(200);
    return cartQuoteResponseSchema.parse(response.json());
  }

  const countLines = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('cart_items')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  const quantities = (cart: { lines: { title: string; quantity: number }[] }) =>
    cart.lines.map((line) => [line.title, line.quantity]);

  it('answers 401 to a guest on every cart route, before reading the request', async () => {
    const cake = await gift({ title: 'Guest Cake' });
    const requests = [
      { method: 'GET' as const, url: '/api/cart' },
      { method: 'PUT' as const, url: `/api/cart/items/${cake.ref}`, payload: { quantity: 1 } },
      { method: 'PUT' as const, url: '/api/cart/items/NOT-A-REF', payload: { quantity: -1 } },
      { method: 'DELETE' as const, url: `/api/cart/items/${cake.ref}` },
      { method: 'DELETE' as const, url: '/api/cart/items/x' },
      { method: 'POST' as const, url: '/api/cart/merge', payload: { items: 'nope' } },
    ];
    for (const request of requests) {
      for (const headers of [{}, bearer('not-a-session-token')]) {
        const response = await t.app.inject({ ...request, headers });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
        expect(apiErrorSchema.parse(response.json()).code).toBe('unauthorized');
      }
    }
  });

  it('adds, changes and removes lines, oldest first, and the totals follow', async () => {
    const { token } = await signedInAccount(t.app);
    const photo = await insertPhoto(t.db.kysely, shop);
    const cake = await gift({
      title: 'Red Velvet Cake',
      priceKobo: naira(8500),
      photoIds: [photo],
    });
    const roses = await gift({ title: 'Blush Roses', priceKobo: naira(15_000), stock: 10 });

    expect(await getCart(token)).toEqual({
      success: true,
      lines: [],
      itemCount: 0,
      subtotalKobo: 0,
    });

    const added = await setQuantity(token, cake.ref, 2);
    expect(added.clamped).toBeNull();
    expect(added.lines).toEqual([
      {
        ref: cake.ref,
        path: cake.path,
        title: 'Red Velvet Cake',
        shopName: 'Sweet Crumbs',
        shopSlug: shop.slug,
        photoUrl: `/media/${photo}`,
        unitPriceKobo: naira(8500),
        priceWhenAddedKobo: naira(8500),
        quantity: 2,
        stock: 5,
        available: true,
        notice: null,
        addedAt: expect.any(String),
      },
    ]);
    expect(added).toMatchObject({ itemCount: 2, subtotalKobo: naira(17_000) });

    await setQuantity(token, roses.ref, 1);
    const changed = await setQuantity(token, cake.ref, 4);
    // A changed quantity keeps the line's place.
    expect(quantities(changed)).toEqual([
      ['Red Velvet Cake', 4],
      ['Blush Roses', 1],
    ]);
    expect(changed).toMatchObject({ itemCount: 5, subtotalKobo: naira(4 * 8500 + 15_000) });
    expect(quantities(await getCart(token))).toEqual(quantities(changed));

    const withoutRoses = await remove(token, roses.ref);
    expect(quantities(withoutRoses)).toEqual([['Red Velvet Cake', 4]]);
    // Taking out what is not there is no error.
    expect(quantities(await remove(token, roses.ref))).toEqual([['Red Velvet Cake', 4]]);
    expect(quantities(await remove(token, newRef()))).toEqual([['Red Velvet Cake', 4]]);

    const emptied = await setQuantity(token, cake.ref, 0);
    expect(emptied).toMatchObject({ lines: [], itemCount: 0, subtotalKobo: 0, clamped: null });
    expect((await getCart(token)).lines).toEqual([]);
  });

  it('keeps each account’s cart to itself', async () => {
    const ada = await signedInAccount(t.app);
    const bola = await signedInAccount(t.app);
    const cake = await gift({ title: 'Shared Cake' });
    const tulips = await gift({ title: 'Ada’s Tulips' });

    await setQuantity(ada.token, cake.ref, 3);
    await setQuantity(ada.token, tulips.ref, 1);
    expect((await getCart(bola.token)).lines).toEqual([]);

    // Bola's own line of the same gift, and Bola's removals, leave Ada's cart as it was.
    await setQuantity(bola.token, cake.ref, 1);
    await remove(bola.token, tulips.ref);
    await merge(bola.token, [{ ref: tulips.ref, quantity: 2, priceKobo: naira(8500) }]);
    await remove(bola.token, tulips.ref);
    expect(quantities(await getCart(bola.token))).toEqual([['Shared Cake', 1]]);
    expect(quantities(await getCart(ada.token))).toEqual([
      ['Shared Cake', 3],
      ['Ada’s Tulips', 1],
    ]);
  });

  it('holds no more than the stock, and says so; a sold-out gift is taken out', async () => {
    const { token } = await signedInAccount(t.app);
    const cupcakes = await gift({ title: 'Last Three Cupcakes', stock: 3 });
    const soldOut = await gift({ title: 'Sold Out Cookies', stock: 0 });

    const clamped = await setQuantity(token, cupcakes.ref, 5);
    expect(clamped.clamped).toEqual({
      ref: cupcakes.ref,
      requested: 5,
      quantity: 3,
      message: 'Only 3 left, so your cart holds 3.',
    });
    expect(quantities(clamped)).toEqual([['Last Three Cupcakes', 3]]);
    expect((await setQuantity(token, cupcakes.ref, 3)).clamped).toBeNull();

    const none = await setQuantity(token, soldOut.ref, 1);
    expect(none.clamped).toEqual({
      ref: soldOut.ref,
      requested: 1,
      quantity: 0,
      message: 'This gift is out of stock.',
    });
    expect(quantities(none)).toEqual([['Last Three Cupcakes', 3]]);

    // The cupcakes sell out while in the cart: asking for one more takes the line out.
    await update(cupcakes, { stock: 0 });
    const gone = await setQuantity(token, cupcakes.ref, 4);
    expect(gone.clamped).toMatchObject({ quantity: 0, message: 'This gift is out of stock.' });
    expect(gone.lines).toEqual([]);
  });

  it('answers 404 for a gift that is not listed, but always lets a line be taken out', async () => {
    const { token } = await signedInAccount(t.app);
    const pendingShop = await insertShop(t.db.kysely, { status: 'pending' });
    const draft = await gift({ title: 'Draft Cake', status: 'draft' });
    const archived = await gift({ title: 'Archived Cake', status: 'archived' });
    const unapproved = await gift({ title: 'Pending Shop Cake' }, pendingShop);
    const delisted = await gift({ title: 'Delisted Cake' });
    await setQuantity(token, delisted.ref, 2);
    await update(delisted, { listed: 0 });

    for (const ref of [newRef(), draft.ref, archived.ref, unapproved.ref, delisted.ref]) {
      const response = await put(token, ref, { quantity: 1 });
      expect(response.statusCode, ref).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        code: 'not_found',
        message: 'This gift is not available any more',
      });
    }
    expect(quantities(await getCart(token))).toEqual([['Delisted Cake', 2]]);
    expect((await setQuantity(token, newRef(), 0)).lines).toHaveLength(1);
    expect((await setQuantity(token, delisted.ref, 0)).lines).toEqual([]);

    await setQuantity(token, (await gift({ title: 'Soon Delisted' })).ref, 1);
    const soon = (await getCart(token)).lines[0];
    await t.db.kysely
      .updateTable('products')
      .set({ listed: 0 })
      .where('ref', '=', soon?.ref ?? '')
      .execute();
    expect((await remove(token, soon?.ref ?? '')).lines).toEqual([]);
  });

  it('says when a gift’s price changed, it sold out, fewer are left or it is no longer listed', async () => {
    const { token } = await signedInAccount(t.app);
    const photo = await insertPhoto(t.db.kysely, shop);
    const pricier = await gift({ title: 'Pricier Cake', priceKobo: naira(8500) });
    const soldOut = await gift({ title: 'Sold Out Roses', stock: 4 });
    const scarce = await gift({ title: 'Scarce Cupcakes', stock: 5, priceKobo: naira(2000) });
    const delisted = await gift({ title: 'Delisted Hamper', photoIds: [photo] });
    const steady = await gift({ title: 'Steady Perfume', priceKobo: naira(30_000) });
    for (const [product, quantity] of [
      [pricier, 1],
      [soldOut, 2],
      [scarce, 4],
      [delisted, 1],
      [steady, 1],
    ] as const) {
      await setQuantity(token, product.ref, quantity);
    }

    await update(pricier, { price_kobo: naira(9000) });
    await update(soldOut, { stock: 0 });
    await update(scarce, { stock: 1 });
    await update(delisted, { listed: 0 });

    const cart = await getCart(token);
    expect(cart.lines.map((line) => [line.title, line.notice])).toEqual([
      ['Pricier Cake', 'price_changed'],
      ['Sold Out Roses', 'out_of_stock'],
      ['Scarce Cupcakes', 'low_stock'],
      ['Delisted Hamper', 'unavailable'],
      ['Steady Perfume', null],
    ]);
    expect(cart.lines[0]).toMatchObject({
      unitPriceKobo: naira(9000),
      priceWhenAddedKobo: naira(8500),
      available: true,
    });
    expect(cart.lines[2]).toMatchObject({ quantity: 4, stock: 1 });
    // A product no longer listed: its photos are not public any more, so none is offered.
    expect(cart.lines[3]).toMatchObject({ available: false, photoUrl: null });
    // Only what can be bought counts, at today's prices: 1 cake, 1 cupcake (all that is left), 1 perfume.
    expect(cart.itemCount).toBe(3);
    expect(cart.subtotalKobo).toBe(naira(9000 + 2000 + 30_000));

    // Choosing the quantity again, at the price shown now, settles the notice.
    const settled = await setQuantity(token, pricier.ref, 2);
    expect(settled.lines[0]).toMatchObject({ priceWhenAddedKobo: naira(9000), notice: null });
    const fewer = await setQuantity(token, scarce.ref, 1);
    expect(fewer.lines[2]).toMatchObject({ quantity: 1, notice: null });
  });

  it('merges a guest’s cart: the larger quantity wins, capped at the stock; the rest is named', async () => {
    const { token } = await signedInAccount(t.app);
    const cake = await gift({ title: 'Merge Cake', stock: 5 });
    const roses = await gift({ title: 'Merge Roses', stock: 10 });
    const tulips = await gift({ title: 'Merge Tulips', stock: 3, priceKobo: naira(7000) });
    const soldOut = await gift({ title: 'Merge Sold Out', stock: 0 });
    const draft = await gift({ title: 'Merge Draft', status: 'draft' });
    const unknown = newRef();
    await setQuantity(token, cake.ref, 1);
    await setQuantity(token, roses.ref, 4);

    const merged = await merge(token, [
      { ref: cake.ref, quantity: 2, priceKobo: naira(8500) },
      { ref: roses.ref, quantity: 1, priceKobo: naira(1) },
      // The guest saw the tulips at ₦6,500; they cost ₦7,000 now.
      { ref: tulips.ref, quantity: 10, priceKobo: naira(6500) },
      { ref: soldOut.ref, quantity: 1, priceKobo: naira(8500) },
      { ref: draft.ref, quantity: 1, priceKobo: naira(8500) },
      { ref: unknown, quantity: 1, priceKobo: naira(8500) },
    ]);
    expect(quantities(merged)).toEqual([
      ['Merge Cake', 2],
      ['Merge Roses', 4],
      ['Merge Tulips', 3],
    ]);
    // The account's own line keeps the price it was chosen at.
    expect(merged.lines[1]).toMatchObject({ priceWhenAddedKobo: naira(8500), notice: null });
    expect(merged.lines[2]).toMatchObject({
      unitPriceKobo: naira(7000),
      priceWhenAddedKobo: naira(6500),
      notice: 'price_changed',
    });
    expect(merged.skipped).toEqual([
      { ref: soldOut.ref, reason: 'out_of_stock' },
      { ref: draft.ref, reason: 'unavailable' },
      { ref: unknown, reason: 'unavailable' },
    ]);
    expect(merged).toMatchObject({ itemCount: 9, subtotalKobo: naira(6 * 8500 + 3 * 7000) });
    expect(quantities(await getCart(token))).toEqual(quantities(merged));

    // Nothing to merge is an answer too: the cart as it is.
    expect(quantities(await merge(token, []))).toEqual(quantities(merged));
  });

  it('merging the same guest cart again, or twice at once, holds no more than merging it once', async () => {
    const { token } = await signedInAccount(t.app);
    const cake = await gift({ title: 'Again Cake', stock: 5 });
    const roses = await gift({ title: 'Again Roses', stock: 10 });
    const items = [
      { ref: cake.ref, quantity: 2, priceKobo: naira(8500) },
      { ref: roses.ref, quantity: 3, priceKobo: naira(8500) },
      // The same gift twice in one cart counts once, with its larger quantity.
      { ref: roses.ref, quantity: 1, priceKobo: naira(8500) },
    ];
    const once = await merge(token, items);
    expect(quantities(once)).toEqual([
      ['Again Cake', 2],
      ['Again Roses', 3],
    ]);
    const twice = await merge(token, items);
    expect(quantities(twice)).toEqual(quantities(once));
    expect(twice.lines.map((line) => line.addedAt)).toEqual(once.lines.map((line) => line.addedAt));

    const other = await signedInAccount(t.app);
    const together = await Promise.all([merge(other.token, items), merge(other.token, items)]);
    for (const answer of together) expect(answer.skipped).toEqual([]);
    expect(quantities(await getCart(other.token))).toEqual(quantities(once));
  });

  it('checks a guest’s cart without a token: new prices, sold out, fewer left, gone; nothing stored', async () => {
    const photo = await insertPhoto(t.db.kysely, shop);
    const pricier = await gift({ title: 'Quote Pricier Cake', priceKobo: naira(9000) });
    const soldOut = await gift({ title: 'Quote Sold Out Roses', stock: 0 });
    const scarce = await gift({ title: 'Quote Scarce Cupcakes', stock: 1, priceKobo: naira(2000) });
    const steady = await gift({
      title: 'Quote Steady Perfume',
      priceKobo: naira(30_000),
      stock: 7,
      photoIds: [photo],
    });
    const delisted = await gift({ title: 'Quote Delisted Hamper' });
    await update(delisted, { listed: 0 });
    const draft = await gift({ title: 'Quote Draft Cake', status: 'draft' });
    const unknown = newRef();
    const linesBefore = await countLines();

    const items = [
      // The guest saw the cake at ₦8,500; it costs ₦9,000 now.
      { ref: pricier.ref, quantity: 1, priceKobo: naira(8500) },
      { ref: soldOut.ref, quantity: 2, priceKobo: naira(8500) },
      { ref: scarce.ref, quantity: 4, priceKobo: naira(2000) },
      { ref: delisted.ref, quantity: 1, priceKobo: naira(8500) },
      { ref: steady.ref, quantity: 1, priceKobo: naira(30_000) },
      { ref: draft.ref, quantity: 1, priceKobo: naira(8500) },
      { ref: unknown, quantity: 1, priceKobo: naira(8500) },
      // The same gift twice counts once, with its larger quantity.
      { ref: steady.ref, quantity: 2, priceKobo: naira(30_000) },
    ];
    const answer = await quote(items);
    expect(answer.lines.map((line) => [line.title, line.quantity, line.notice])).toEqual([
      ['Quote Pricier Cake', 1, 'price_changed'],
      ['Quote Sold Out Roses', 2, 'out_of_stock'],
      ['Quote Scarce Cupcakes', 4, 'low_stock'],
      ['Quote Steady Perfume', 2, null],
    ]);
    expect(answer.lines[0]).toEqual({
      ref: pricier.ref,
      path: pricier.path,
      title: 'Quote Pricier Cake',
      shopName: 'Sweet Crumbs',
      shopSlug: shop.slug,
      photoUrl: null,
      unitPriceKobo: naira(9000),
      priceWhenAddedKobo: naira(8500),
      quantity: 1,
      stock: 5,
      available: true,
      notice: 'price_changed',
    });
    expect(answer.lines[2]).toMatchObject({ stock: 1, available: true });
    expect(answer.lines[3]).toMatchObject({ photoUrl: `/media/${photo}`, stock: 7 });
    // Not listed and unknown alike: named by reference only, nothing of them shown.
    expect(answer.unavailable).toEqual([delisted.ref, draft.ref, unknown]);
    // 1 cake at today's price, no roses, 1 cupcake (all that is left), 2 perfumes.
    expect(answer).toMatchObject({
      itemCount: 4,
      subtotalKobo: naira(9000 + 2000 + 2 * 30_000),
    });
    expect(await countLines()).toBe(linesBefore);

    // A token (a good one or not) changes nothing: the account's cart is not read or written.
    const { token } = await signedInAccount(t.app);
    expect(await quote(items, bearer(token))).toEqual(answer);
    expect(await quote(items, bearer('not-a-session-token'))).toEqual(answer);
    expect((await getCart(token)).lines).toEqual([]);
    expect(await countLines()).toBe(linesBefore);

    // The price the guest saw, once it is the price now, says nothing; nothing sent, nothing back.
    const settled = await quote([{ ref: pricier.ref, quantity: 1, priceKobo: naira(9000) }]);
    expect(settled.lines[0]).toMatchObject({ notice: null, priceWhenAddedKobo: naira(9000) });
    expect(await quote([])).toEqual({
      success: true,
      lines: [],
      unavailable: [],
      itemCount: 0,
      subtotalKobo: 0,
    });
  });

  it('refuses a bad quote with 400 and a message for each field, token or not', async () => {
    const cake = await gift({ title: 'Quote Payload Cake' });
    const refused = async (response: Awaited<ReturnType<typeof postQuote>>) => {
      expect(response.statusCode, response.body).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.code).toBe('validation_failed');
      return body.issues?.map((issue) => [issue.path, issue.message]);
    };
    expect(await refused(await postQuote({}))).toEqual([
      ['items', 'Send the cart’s items as a list'],
    ]);
    const line = { ref: cake.ref, quantity: 1, priceKobo: naira(100) };
    expect(await quote(Array.from({ length: 100 }, () => line))).toMatchObject({ itemCount: 1 });
    expect(
      await refused(await postQuote({ items: Array.from({ length: 101 }, () => line) })),
    ).toEqual([['items', 'Check at most 100 gifts at once']]);
    expect(
      await refused(
        await postQuote({
          items: [line, { ref: 'nope', quantity: 100_001, priceKobo: 1.5 }],
        }),
      ),
    ).toEqual([
      ['items.1.ref', 'This is not a gift from the marketplace'],
      ['items.1.quantity', 'A quantity can be at most 100,000'],
      ['items.1.priceKobo', 'A price is whole kobo'],
    ]);
  });

  it('refuses bad payloads with 400 and a message for each field', async () => {
    const { token } = await signedInAccount(t.app);
    const cake = await gift({ title: 'Payload Cake' });
    const refused = async (response: Awaited<ReturnType<typeof put>>) => {
      expect(response.statusCode, response.body).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.code).toBe('validation_failed');
      return body.issues?.map((issue) => [issue.path, issue.message]);
    };

    expect(await refused(await put(token, cake.ref, { quantity: -1 }))).toEqual([
      ['quantity', 'A quantity cannot be below 0'],
    ]);
    expect(await refused(await put(token, cake.ref, { quantity: 1.5 }))).toEqual([
      ['quantity', 'A quantity is a whole number'],
    ]);
    expect(await refused(await put(token, cake.ref, { quantity: '2' }))).toEqual([
      ['quantity', 'Enter a quantity'],
    ]);
    expect(await refused(await put(token, cake.ref, {}))).toEqual([
      ['quantity', 'Enter a quantity'],
    ]);
    expect(await refused(await put(token, cake.ref, { quantity: 100_001 }))).toEqual([
      ['quantity', 'A quantity can be at most 100,000'],
    ]);
    expect(await refused(await put(token, 'Not-A-Ref', { quantity: 1 }))).toEqual([
      ['ref', 'This is not a gift from the marketplace'],
    ]);

    expect(await refused(await postMerge(token, {}))).toEqual([
      ['items', 'Send the cart’s items as a list'],
    ]);
    const tooMany = Array.from({ length: 101 }, () => ({
      ref: newRef(),
      quantity: 1,
      priceKobo: naira(100),
    }));
    expect(await refused(await postMerge(token, { items: tooMany }))).toEqual([
      ['items', 'Merge at most 100 gifts at once'],
    ]);
    expect(
      await refused(
        await postMerge(token, {
          items: [
            { ref: cake.ref, quantity: 1, priceKobo: naira(100) },
            { ref: 'nope', quantity: 0, priceKobo: -5 },
          ],
        }),
      ),
    ).toEqual([
      ['items.1.ref', 'This is not a gift from the marketplace'],
      ['items.1.quantity', 'A quantity is at least 1'],
      ['items.1.priceKobo', 'A price cannot be below 0'],
    ]);
    // Nothing refused was written.
    expect((await getCart(token)).lines).toEqual([]);
  });

  it('stores only quantities from 1 to 100,000, and a product’s removal takes its lines', async () => {
    const { user } = await signedInAccount(t.app);
    const cake = await gift({ title: 'Constraint Cake', status: 'draft' });
    const line = (quantity: number) => ({
      user_id: user.id as string,
      product_id: cake.id,
      quantity,
      price_when_added_kobo: naira(8500),
      added_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    const db = t.db.kysely;
    for (const quantity of [0, 100_001]) {
      await expect(db.insertInto('cart_items').values(line(quantity)).execute()).rejects.toThrow();
    }
    await db.insertInto('cart_items').values(line(100_000)).execute();
    await db.deleteFrom('products').where('id', '=', cake.id).execute();
    const left = await db
      .selectFrom('cart_items')
      .select('quantity')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
