import type { CartLine } from '@greetly/domain/schemas/cart';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Navbar } from '../../components/layout/navbar';
import { fill } from '../../testing/form-queries';
import {
  type ApiCall,
  renderPage,
  signedInAs,
  stubApi,
  TEST_USER,
} from '../../testing/render-page';
import { useSession } from '../session/session-context';
import CartPage from './cart-page';
import { addToCart, CART_STORAGE_KEY, type CartProduct, type KeptCartItem } from './cart-store';

/** A gift as the server knows it now. */
interface Gift {
  ref: string;
  title: string;
  priceKobo: number;
  stock: number;
  available: boolean;
}

const gift = (ref: string, title: string, more: Partial<Gift> = {}): Gift => ({
  ref,
  title,
  priceKobo: 850_000,
  stock: 5,
  available: true,
  ...more,
});

const CAKE = gift('cake000001', 'Red Velvet Cake');
const ROSES = gift('roses00001', 'Blush Roses', { priceKobo: 1_500_000, stock: 10 });

const pathOf = (item: Pick<Gift, 'ref' | 'title'>) =>
  `/gifts/${item.title.toLowerCase().replaceAll(' ', '-')}-${item.ref}`;

/** A guest's line as this browser keeps it. */
const kept = (item: Gift, quantity: number, priceKobo = item.priceKobo): KeptCartItem => ({
  ref: item.ref,
  path: pathOf(item),
  title: item.title,
  priceKobo,
  photoUrl: null,
  shopName: 'Sweet Crumbs',
  quantity,
  stock: item.stock,
  addedAt: '2026-01-01T00:00:00.000Z',
});

interface ServerLine {
  ref: string;
  quantity: number;
  priceWhenAddedKobo: number;
}

/**
 * The account's cart as the server keeps it (apps/server/src/features/cart): lines over a
 * catalogue, answered in the contract's shape, with its rules (clamp to stock, merge keeps the
 * larger quantity, notices).
 */
function cartServer(catalogue: Gift[], lines: ServerLine[] = []) {
  const state = { lines: [...lines] };
  const find = (ref: string) => catalogue.find((item) => item.ref === ref);
  const line = ({ ref, quantity, priceWhenAddedKobo }: ServerLine): CartLine => {
    const item = find(ref) as Gift;
    let notice: CartLine['notice'] = null;
    if (!item.available) notice = 'unavailable';
    else if (item.stock === 0) notice = 'out_of_stock';
    else if (quantity > item.stock) notice = 'low_stock';
    else if (item.priceKobo !== priceWhenAddedKobo) notice = 'price_changed';
    return {
      ref,
      path: pathOf(item),
      title: item.title,
      shopName: 'Sweet Crumbs',
      shopSlug: 'sweet-crumbs',
      photoUrl: null,
      unitPriceKobo: item.priceKobo,
      priceWhenAddedKobo,
      quantity,
      stock: item.stock,
      available: item.available,
      notice,
      addedAt: '2026-01-01T00:00:00.000Z',
    };
  };
  const cart = (extra: Record<string, unknown> = {}) => {
    const shown = state.lines.map(line);
    let itemCount = 0;
    let subtotalKobo = 0;
    for (const each of shown) {
      if (!each.available) continue;
      itemCount += Math.min(each.quantity, each.stock);
      subtotalKobo += Math.min(each.quantity, each.stock) * each.unitPriceKobo;
    }
    return { body: { success: true, lines: shown, itemCount, subtotalKobo, ...extra } };
  };
  const routes: Record<string, (call: ApiCall) => { status?: number; body?: unknown }> = {
    'GET /api/cart': () => cart(),
    // A guest's cart checked against the catalogue (nothing stored).
    'POST /api/cart/quote': (call) => {
      const { items } = call.body as {
        items: { ref: string; quantity: number; priceKobo: number }[];
      };
      const unavailable = items.filter((sent) => !find(sent.ref)?.available).map(({ ref }) => ref);
      const lines = items
        .filter((sent) => find(sent.ref)?.available)
        .map(({ ref, quantity, priceKobo }) => {
          const { addedAt: _, ...quoted } = line({ ref, quantity, priceWhenAddedKobo: priceKobo });
          return quoted;
        });
      let itemCount = 0;
      let subtotalKobo = 0;
      for (const each of lines) {
        itemCount += Math.min(each.quantity, each.stock);
        subtotalKobo += Math.min(each.quantity, each.stock) * each.unitPriceKobo;
      }
      return { body: { success: true, lines, unavailable, itemCount, subtotalKobo } };
    },
    'POST /api/cart/merge': (call) => {
      const { items } = call.body as {
        items: { ref: string; quantity: number; priceKobo: number }[];
      };
      const skipped: { ref: string; reason: string }[] = [];
      for (const wanted of items) {
        const item = find(wanted.ref);
        if (!item?.available) {
          skipped.push({ ref: wanted.ref, reason: 'unavailable' });
          continue;
        }
        const quantity = Math.min(wanted.quantity, item.stock);
        const existing = state.lines.find((each) => each.ref === wanted.ref);
        if (existing) existing.quantity = Math.max(existing.quantity, quantity);
        else state.lines.push({ ref: wanted.ref, quantity, priceWhenAddedKobo: wanted.priceKobo });
      }
      return cart({ skipped });
    },
  };
  for (const item of catalogue) {
    routes[`PUT /api/cart/items/${item.ref}`] = (call) => {
      const { quantity } = call.body as { quantity: number };
      const held = Math.min(quantity, item.stock);
      state.lines = state.lines.filter((each) => each.ref !== item.ref || held > 0);
      const existing = state.lines.find((each) => each.ref === item.ref);
      if (existing) Object.assign(existing, { quantity: held, priceWhenAddedKobo: item.priceKobo });
      else if (held > 0)
        state.lines.push({ ref: item.ref, quantity: held, priceWhenAddedKobo: item.priceKobo });
      const clamped =
        held < quantity
          ? {
              ref: item.ref,
              requested: quantity,
              quantity: held,
              message: `Only ${held} left, so your cart holds ${held}.`,
            }
          : null;
      return cart({ clamped });
    };
    routes[`DELETE /api/cart/items/${item.ref}`] = () => {
      state.lines = state.lines.filter((each) => each.ref !== item.ref);
      return cart();
    };
  }
  return { state, routes };
}

/**
 * Holds every answer of the stubbed server until `release()` (one answer each call), so a test
 * sees the page between a change and the server's answer.
 */
function holdAnswers() {
  const answer = globalThis.fetch;
  const waiting: (() => void)[] = [];
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return answer(...args);
  });
  return {
    waiting: () => waiting.length,
    release: async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      await act(async () => waiting.shift()?.());
    },
  };
}

/** The session's sign-in and sign-out, as the sign-in page and the user menu use them. */
function SessionButtons() {
  const { signIn, forget } = useSession();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          signIn({ success: true, message: 'Welcome back', token: 'test-token', user: TEST_USER })
        }
      >
        Sign in
      </button>
      <button type="button" onClick={() => forget()}>
        Sign out
      </button>
    </>
  );
}

function openCart() {
  return renderPage(
    <>
      <Navbar />
      <SessionButtons />
      <CartPage />
    </>,
    { path: '/cart' },
  );
}

const cartCalls = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path.startsWith('/api/cart'))
    .map((call) => `${call.method} ${call.path}`);
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const quantityOf = (title: string) =>
  screen.getByRole('textbox', { name: `Quantity of ${title}` }) as HTMLInputElement;
const subtotal = () => screen.getByTestId('cart-subtotal').textContent;
const itemCount = () => screen.getByTestId('cart-item-count').textContent;
const keptInBrowser = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

describe('a signed-in account’s cart', () => {
  it('is the server’s: each line says what changed, and the totals count what can be bought', async () => {
    const pricier = gift('pricier001', 'Pricier Cake', { priceKobo: 900_000 });
    const soldOut = gift('soldout001', 'Sold Out Roses', { stock: 0 });
    const scarce = gift('scarce0001', 'Scarce Cupcakes', { stock: 1, priceKobo: 200_000 });
    const delisted = gift('delisted01', 'Delisted Hamper', { available: false });
    const server = cartServer(
      [pricier, soldOut, scarce, delisted, CAKE],
      [
        { ref: pricier.ref, quantity: 1, priceWhenAddedKobo: 850_000 },
        { ref: soldOut.ref, quantity: 2, priceWhenAddedKobo: 850_000 },
        { ref: scarce.ref, quantity: 4, priceWhenAddedKobo: 200_000 },
        { ref: delisted.ref, quantity: 1, priceWhenAddedKobo: 850_000 },
        { ref: CAKE.ref, quantity: 1, priceWhenAddedKobo: 850_000 },
      ],
    );
    const api = stubApi({ ...signedInAs(), ...server.routes });
    openCart();

    expect(await screen.findByText('Price changed from ₦8,500 to ₦9,000')).toBeInTheDocument();
    const notices = screen.getAllByTestId('cart-line-notice').map((notice) => notice.textContent);
    expect(notices).toEqual([
      'Price changed from ₦8,500 to ₦9,000',
      'Out of stock',
      'Only 1 left',
      'No longer available',
    ]);
    // Its page answers only while it is listed: the name is not a link.
    expect(screen.queryByRole('link', { name: 'Delisted Hamper' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Red Velvet Cake' })).toHaveAttribute(
      'href',
      pathOf(CAKE),
    );
    // A gift that cannot be bought has no stepper, and counts for nothing.
    expect(within(rowOf('Sold Out Roses')).queryByRole('textbox')).toBeNull();
    expect(within(rowOf('Sold Out Roses')).getAllByRole('cell').at(-1)).toHaveTextContent('₦0');
    expect(quantityOf('Scarce Cupcakes')).toHaveValue('4');
    expect(itemCount()).toBe('3');
    expect(subtotal()).toBe('₦19,500');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(cartCalls(api.calls)).toEqual(['GET /api/cart']);
    expect(api.calls.find((call) => call.path === '/api/cart')?.headers.get('Authorization')).toBe(
      'Bearer test-token',
    );
    expect(keptInBrowser()).toBeNull();
  });

  it('shows a change at once, sends changes one at a time, and the answers settle them', async () => {
    const server = cartServer(
      [CAKE, ROSES],
      [
        { ref: CAKE.ref, quantity: 1, priceWhenAddedKobo: CAKE.priceKobo },
        { ref: ROSES.ref, quantity: 1, priceWhenAddedKobo: ROSES.priceKobo },
      ],
    );
    const api = stubApi({ ...signedInAs(), ...server.routes });
    const { user } = openCart();
    await screen.findByRole('link', { name: 'Red Velvet Cake' });

    const held = holdAnswers();
    const more = screen.getByRole('button', { name: 'One more: Red Velvet Cake' });
    await user.click(more);
    await user.click(more);
    // Shown at once, before any answer; the second change waits for the first one's answer.
    expect(quantityOf('Red Velvet Cake')).toHaveValue('3');
    expect(subtotal()).toBe('₦40,500');
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
    await waitFor(() => expect(held.waiting()).toBe(1));

    await held.release();
    await waitFor(() => expect(held.waiting()).toBe(1));
    const puts = () => api.calls.filter((call) => call.method === 'PUT');
    expect(puts()).toEqual([
      expect.objectContaining({ path: `/api/cart/items/${CAKE.ref}`, body: { quantity: 2 } }),
    ]);
    // The first answer (2) does not undo the change still on its way.
    expect(quantityOf('Red Velvet Cake')).toHaveValue('3');
    await held.release();
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toEqual({ quantity: 3 });
    expect(server.state.lines.map((line) => [line.ref, line.quantity])).toEqual([
      [CAKE.ref, 3],
      [ROSES.ref, 1],
    ]);
    expect(quantityOf('Red Velvet Cake')).toHaveValue('3');
    expect(keptInBrowser()).toBeNull();
  });

  it('takes back a change the server refused, in its words, or that never reached it', async () => {
    const server = cartServer(
      [CAKE],
      [{ ref: CAKE.ref, quantity: 1, priceWhenAddedKobo: CAKE.priceKobo }],
    );
    const refused = {
      status: 404,
      body: { success: false, code: 'not_found', message: 'This gift is not available any more' },
    };
    stubApi({ ...signedInAs(), ...server.routes, [`PUT /api/cart/items/${CAKE.ref}`]: refused });
    const { user } = openCart();
    await screen.findByRole('link', { name: 'Red Velvet Cake' });

    await user.click(screen.getByRole('button', { name: 'One more: Red Velvet Cake' }));
    expect(await screen.findByText('This gift is not available any more')).toBeInTheDocument();
    expect(quantityOf('Red Velvet Cake')).toHaveValue('1');
    expect(subtotal()).toBe('₦8,500');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('This gift is not available any more')).toBeNull();

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: 'Remove Red Velvet Cake' }));
    expect(
      await screen.findByText(
        'Your cart could not be updated. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Red Velvet Cake' })).toBeInTheDocument();
    expect(itemCount()).toBe('1');
  });

  it('says when the stock allowed fewer than asked', async () => {
    // The page loaded the cart when 5 were in stock; 3 are left now.
    const line = { ref: CAKE.ref, quantity: 1, priceWhenAddedKobo: CAKE.priceKobo };
    const before = cartServer([CAKE], [line]);
    const now = cartServer([{ ...CAKE, stock: 3 }], [line]);
    const api = stubApi({
      ...signedInAs(),
      ...now.routes,
      'GET /api/cart': before.routes['GET /api/cart'] as () => { body: unknown },
    });
    const { user } = openCart();
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'Quantity of Red Velvet Cake' }),
      '5',
    );
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('“Red Velvet Cake”: Only 3 left, so your cart holds 3.'),
    ).toBeInTheDocument();
    expect(quantityOf('Red Velvet Cake')).toHaveValue('3');
    expect(api.calls.at(-1)?.body).toEqual({ quantity: 5 });
  });

  it('removes a line with its delete button, or with Remove at 0; Keep sends nothing', async () => {
    const server = cartServer(
      [CAKE, ROSES],
      [
        { ref: CAKE.ref, quantity: 1, priceWhenAddedKobo: CAKE.priceKobo },
        { ref: ROSES.ref, quantity: 2, priceWhenAddedKobo: ROSES.priceKobo },
      ],
    );
    const api = stubApi({ ...signedInAs(), ...server.routes });
    const { user } = openCart();
    await screen.findByRole('link', { name: 'Red Velvet Cake' });

    await user.click(screen.getByRole('button', { name: 'One fewer: Red Velvet Cake' }));
    expect(screen.getByRole('group', { name: 'Remove this gift?' })).toBeInTheDocument();
    expect(subtotal()).toBe('₦30,000');
    await user.click(screen.getByRole('button', { name: 'Keep Red Velvet Cake' }));
    expect(subtotal()).toBe('₦38,500');
    expect(cartCalls(api.calls)).toEqual(['GET /api/cart']);

    await user.click(screen.getByRole('button', { name: 'One fewer: Red Velvet Cake' }));
    await user.click(screen.getByRole('button', { name: 'Remove Red Velvet Cake from your cart' }));
    expect(screen.queryByText('Red Velvet Cake')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Blush Roses' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    await waitFor(() =>
      expect(cartCalls(api.calls)).toEqual([
        'GET /api/cart',
        `DELETE /api/cart/items/${CAKE.ref}`,
        `DELETE /api/cart/items/${ROSES.ref}`,
      ]),
    );
    expect(server.state.lines).toEqual([]);
  });

  it('adds to the account’s cart, never to this browser’s', async () => {
    const server = cartServer(
      [CAKE, ROSES],
      [{ ref: CAKE.ref, quantity: 4, priceWhenAddedKobo: CAKE.priceKobo }],
    );
    const api = stubApi({ ...signedInAs(), ...server.routes });
    openCart();
    await screen.findByRole('link', { name: 'Red Velvet Cake' });

    const product = (item: Gift): CartProduct => ({
      ref: item.ref,
      path: pathOf(item),
      title: item.title,
      priceKobo: item.priceKobo,
      photoUrl: null,
      shopName: 'Sweet Crumbs',
      stock: item.stock,
    });
    let results: unknown[] = [];
    act(() => {
      results = [
        addToCart(product(CAKE), 3),
        addToCart(product(ROSES), 2),
        addToCart(product(CAKE)),
      ];
    });
    // Four cakes were there: one more fits the stock of five.
    expect(results).toEqual([
      { added: 1, quantity: 5 },
      { added: 2, quantity: 2 },
      { added: 0, quantity: 5 },
    ]);
    expect(screen.getByRole('link', { name: 'Cart, 7 items' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.state.lines.map((line) => [line.ref, line.quantity])).toEqual([
        [CAKE.ref, 5],
        [ROSES.ref, 2],
      ]),
    );
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { quantity: 5 },
      { quantity: 2 },
    ]);
    expect(keptInBrowser()).toBeNull();
  });

  it('forgets a revoked session (401): the browser shows the guest’s cart', async () => {
    const unauthorized = {
      status: 401,
      body: { success: false, code: 'unauthorized', message: 'Please sign in.' },
    };
    stubApi({ 'GET /api/me': unauthorized, 'GET /api/cart': unauthorized });
    localStorage.setItem('token', 'revoked-token');
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([kept(ROSES, 1)]));
    openCart();
    expect(await screen.findByRole('link', { name: 'Blush Roses' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('a guest’s cart at sign-in', () => {
  it('is merged into the account’s on a signed-in load, then forgotten by this browser', async () => {
    const gone = gift('gone000001', 'Gone Gift', { available: false });
    const server = cartServer(
      [CAKE, ROSES, gone],
      [{ ref: CAKE.ref, quantity: 1, priceWhenAddedKobo: CAKE.priceKobo }],
    );
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([kept(CAKE, 2), kept(ROSES, 1, 1_400_000), kept(gone, 1)]),
    );
    const api = stubApi({ ...signedInAs(), ...server.routes });
    openCart();

    expect(
      await screen.findByText(
        'Not added from your cart before you signed in: “Gone Gift” (no longer available).',
      ),
    ).toBeInTheDocument();
    expect(cartCalls(api.calls)).toEqual(['POST /api/cart/merge']);
    expect(api.calls.find((call) => call.path === '/api/cart/merge')?.body).toEqual({
      items: [
        { ref: CAKE.ref, quantity: 2, priceKobo: CAKE.priceKobo },
        { ref: ROSES.ref, quantity: 1, priceKobo: 1_400_000 },
        { ref: gone.ref, quantity: 1, priceKobo: gone.priceKobo },
      ],
    });
    expect(quantityOf('Red Velvet Cake')).toHaveValue('2');
    expect(screen.getByText('Price changed from ₦14,000 to ₦15,000')).toBeInTheDocument();
    expect(keptInBrowser()).toEqual([]);
  });

  it('is merged when the guest signs in; after a sign-out the browser shows an empty cart', async () => {
    const server = cartServer(
      [CAKE, ROSES],
      [{ ref: ROSES.ref, quantity: 3, priceWhenAddedKobo: ROSES.priceKobo }],
    );
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([kept(CAKE, 2), kept(ROSES, 1)]));
    const api = stubApi({ ...signedInAs(), ...server.routes });
    localStorage.removeItem('token');
    const { user } = openCart();

    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    // The guest's cart is only checked against the marketplace: nothing is merged yet.
    await waitFor(() => expect(cartCalls(api.calls)).toEqual(['POST /api/cart/quote']));
    expect(api.calls.at(-1)?.headers.get('Authorization')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    expect(quantityOf('Blush Roses')).toHaveValue('3');
    expect(quantityOf('Red Velvet Cake')).toHaveValue('2');
    expect(cartCalls(api.calls)).toEqual(['POST /api/cart/quote', 'POST /api/cart/merge']);
    expect(keptInBrowser()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    // The account's cart stays on the server for the next sign-in; an empty cart is not checked.
    expect(cartCalls(api.calls)).toEqual(['POST /api/cart/quote', 'POST /api/cart/merge']);
    expect(server.state.lines).toHaveLength(2);
  });

  it('is kept in this browser when the merge fails, and Try again merges it', async () => {
    const server = cartServer([CAKE], []);
    let failing = true;
    const api = stubApi({
      ...signedInAs(),
      ...server.routes,
      'POST /api/cart/merge': (call) =>
        failing
          ? { status: 503, body: { success: false, code: 'database_unavailable', message: 'Down' } }
          : (server.routes['POST /api/cart/merge']?.(call) ?? {}),
    });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([kept(CAKE, 2)]));
    const { user } = openCart();

    expect(
      await screen.findByText(
        'Your cart could not be loaded. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(keptInBrowser()).toEqual([kept(CAKE, 2)]);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Red Velvet Cake' })).toBeInTheDocument();
    expect(quantityOf('Red Velvet Cake')).toHaveValue('2');
    expect(keptInBrowser()).toEqual([]);
    const merges = api.calls.filter((call) => call.path === '/api/cart/merge');
    expect(merges.map((call) => call.body)).toEqual([
      { items: [{ ref: CAKE.ref, quantity: 2, priceKobo: CAKE.priceKobo }] },
      { items: [{ ref: CAKE.ref, quantity: 2, priceKobo: CAKE.priceKobo }] },
    ]);
  });

  it('is merged a hundred lines at a time', async () => {
    const gifts = Array.from({ length: 101 }, (_, index) =>
      gift(`gift${String(index).padStart(6, '0')}`, `Gift ${index}`),
    );
    const server = cartServer(gifts, []);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(gifts.map((each) => kept(each, 1))));
    const api = stubApi({ ...signedInAs(), ...server.routes });
    openCart();

    expect(await screen.findByRole('link', { name: 'Cart, 101 items' })).toBeInTheDocument();
    const merges = api.calls.filter((call) => call.path === '/api/cart/merge');
    expect(merges.map((call) => (call.body as { items: unknown[] }).items.length)).toEqual([
      100, 1,
    ]);
    expect(keptInBrowser()).toEqual([]);
  });
});
