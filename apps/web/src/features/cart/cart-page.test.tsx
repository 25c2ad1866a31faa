import { formatNaira } from '@greetly/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Navbar } from '../../components/layout/navbar';
import { fill } from '../../testing/form-queries';
import { renderPage, type StubAnswer, stubApi } from '../../testing/render-page';
import { SessionProvider } from '../session/session-context';
import CartPage from './cart-page';
import { CART_STORAGE_KEY, type KeptCartItem } from './cart-store';
import { quoteOf as checkoutQuoteOf, checkoutServer, figure, TRUFFLES } from './checkout-fixtures';
import { GUEST_QUOTE_DELAY_MS } from './guest-quote';

const CAKE: KeptCartItem = {
  ref: 'cake000001',
  path: '/gifts/red-velvet-cake-cake000001',
  title: 'Red Velvet Cake',
  priceKobo: 850_000,
  photoUrl: '/media/photo-cake',
  shopName: 'Sweet Crumbs',
  quantity: 2,
  stock: 3,
  addedAt: '2026-01-01T00:00:00.000Z',
};
const ROSES: KeptCartItem = {
  ref: 'roses00001',
  path: '/gifts/blush-roses-roses00001',
  title: 'Blush Roses',
  priceKobo: 1_500_000,
  photoUrl: null,
  shopName: 'Petal & Stem',
  quantity: 1,
  stock: 10,
  addedAt: '2026-01-02T00:00:00.000Z',
};

const CUPCAKES: KeptCartItem = {
  ...ROSES,
  ref: 'cupcake001',
  path: '/gifts/vanilla-cupcakes-cupcake001',
  title: 'Vanilla Cupcakes',
  priceKobo: 200_000,
  quantity: 4,
  stock: 5,
};
const COOKIES: KeptCartItem = {
  ...ROSES,
  ref: 'cookies001',
  path: '/gifts/butter-cookies-cookies001',
  title: 'Butter Cookies',
  priceKobo: 300_000,
  quantity: 2,
  stock: 6,
};
const HAMPER: KeptCartItem = {
  ...ROSES,
  ref: 'hamper0001',
  path: '/gifts/party-hamper-hamper0001',
  title: 'Party Hamper',
  priceKobo: 2_000_000,
};
const KNOWN = [CAKE, ROSES, CUPCAKES, COOKIES, HAMPER];

/** How a gift is in the marketplace now; null: no longer listed. Unnamed gifts are as kept. */
type Marketplace = Record<string, { priceKobo: number; stock: number } | null>;

/**
 * POST /api/cart/quote as the server answers it (apps/server/src/features/cart): a line for each
 * listed gift sent, the rest named in `unavailable`.
 */
function quoteOf(marketplace: Marketplace, body: unknown): StubAnswer {
  const { items } = body as { items: { ref: string; quantity: number; priceKobo: number }[] };
  const lines = [];
  const unavailable: string[] = [];
  let itemCount = 0;
  let subtotalKobo = 0;
  for (const sent of items) {
    const item = KNOWN.find((each) => each.ref === sent.ref);
    const now = marketplace[sent.ref] === undefined ? item : marketplace[sent.ref];
    if (!item || !now) {
      unavailable.push(sent.ref);
      continue;
    }
    let notice: string | null = null;
    if (now.stock === 0) notice = 'out_of_stock';
    else if (sent.quantity > now.stock) notice = 'low_stock';
    else if (now.priceKobo !== sent.priceKobo) notice = 'price_changed';
    lines.push({
      ref: item.ref,
      path: item.path,
      title: item.title,
      shopName: item.shopName,
      shopSlug: 'sweet-crumbs',
      photoUrl: item.photoUrl,
      unitPriceKobo: now.priceKobo,
      priceWhenAddedKobo: sent.priceKobo,
      quantity: sent.quantity,
      stock: now.stock,
      available: true,
      notice,
    });
    itemCount += Math.min(sent.quantity, now.stock);
    subtotalKobo += Math.min(sent.quantity, now.stock) * now.priceKobo;
  }
  return { body: { success: true, lines, unavailable, itemCount, subtotalKobo } };
}

/** A guest's cart page over these kept lines; the marketplace has every gift as kept unless told. */
function openCart(
  items: KeptCartItem[],
  quote: (call: { body: unknown }) => StubAnswer = (call) => quoteOf({}, call.body),
) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  const api = stubApi({ 'POST /api/cart/quote': quote });
  return { ...renderPage(<CartPage />, { path: '/cart' }), api };
}

const rowOf = (title: string) =>
  screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const subtotal = () => screen.getByTestId('cart-subtotal').textContent;
const itemCount = () => screen.getByTestId('cart-item-count').textContent;

describe('/cart', () => {
  it('lists the kept gifts in a table with an order summary and Checkout', () => {
    openCart([CAKE, ROSES]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Gifts in your cart' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Item', 'Price', 'Quantity', 'Total']);

    const cake = rowOf('Red Velvet Cake');
    expect(within(cake).getByRole('link', { name: 'Red Velvet Cake' })).toHaveAttribute(
      'href',
      CAKE.path,
    );
    expect(cake.querySelector('img')).toHaveAttribute('src', '/media/photo-cake');
    expect(cake).toHaveTextContent('Sweet Crumbs');
    expect(cells(cake).slice(1)).toEqual(['₦8,500', expect.any(String), '₦17,000']);
    expect(within(cake).getByRole('textbox', { name: 'Quantity of Red Velvet Cake' })).toHaveValue(
      '2',
    );
    expect(rowOf('Blush Roses').querySelector('svg[viewBox="0 0 200 150"]')).not.toBeNull();

    expect(itemCount()).toBe('3');
    expect(subtotal()).toBe('₦32,000');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('steps a quantity between 0 and the stock, typed or pressed, and the totals follow', async () => {
    const { user } = openCart([CAKE, ROSES]);
    const more = screen.getByRole('button', { name: 'One more: Red Velvet Cake' });
    await user.click(more);
    expect(more).toBeDisabled();
    expect(cells(rowOf('Red Velvet Cake')).at(-1)).toBe('₦25,500');
    expect(subtotal()).toBe('₦40,500');

    const roses = screen.getByRole('textbox', { name: 'Quantity of Blush Roses' });
    await fill(user, roses, '4');
    await user.keyboard('{Enter}');
    expect(itemCount()).toBe('7');
    expect(subtotal()).toBe('₦85,500');
    await fill(user, roses, '250');
    await user.tab();
    expect(roses).toHaveValue('10');
    expect(subtotal()).toBe('₦175,500');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
      { ...CAKE, quantity: 3 },
      { ...ROSES, quantity: 10 },
    ]);
  });

  it('at 0 a row asks whether to remove the gift: Keep brings it back, Remove takes it out', async () => {
    const { user } = openCart([{ ...CAKE, quantity: 1 }, ROSES]);
    const fewer = screen.getByRole('button', { name: 'One fewer: Red Velvet Cake' });
    await user.click(fewer);
    // Never below 0; the totals leave the gift out at once, and the row asks.
    expect(fewer).toBeDisabled();
    const question = within(rowOf('Red Velvet Cake')).getByRole('group', {
      name: 'Remove this gift?',
    });
    expect(within(question).getByRole('button', { name: 'Keep Red Velvet Cake' })).toHaveFocus();
    expect(cells(rowOf('Red Velvet Cake')).at(-1)).toBe('₦0');
    expect(itemCount()).toBe('1');
    expect(subtotal()).toBe('₦15,000');

    await user.click(within(question).getByRole('button', { name: 'Keep Red Velvet Cake' }));
    expect(screen.queryByRole('group', { name: 'Remove this gift?' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Quantity of Red Velvet Cake' })).toHaveValue('1');
    expect(subtotal()).toBe('₦23,500');

    // Typing 0 asks too; the kept cart is unchanged until the answer.
    await fill(user, screen.getByRole('textbox', { name: 'Quantity of Red Velvet Cake' }), '0');
    await user.keyboard('{Enter}');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Red Velvet Cake from your cart' }));
    expect(screen.queryByRole('link', { name: 'Red Velvet Cake' })).toBeNull();
    expect(itemCount()).toBe('1');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([ROSES]);
  });

  it('the delete button removes the row; an empty cart points to the marketplace', async () => {
    const { user } = openCart([CAKE, ROSES]);
    await user.click(screen.getByRole('button', { name: 'Remove Red Velvet Cake' }));
    expect(screen.queryByRole('link', { name: 'Red Velvet Cake' })).toBeNull();
    expect(itemCount()).toBe('1');
    expect(subtotal()).toBe('₦15,000');

    await user.click(screen.getByRole('button', { name: 'Remove Blush Roses' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });

  it('with every quantity at 0 there is nothing to check out', async () => {
    // A line an older version kept at 0 asks to be removed; kept, it holds one again.
    const { user } = openCart([{ ...CAKE, quantity: 0 }]);
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Keep Red Velvet Cake' }));
    expect(itemCount()).toBe('1');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });
});

describe('the cart’s delivery estimate (issue 27, defect 9)', () => {
  it('adds fast delivery once per shop, chosen at checkout, VAT and the estimated total', async () => {
    const { user } = openCart([CAKE, ROSES]);
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(subtotal()).toBe('₦32,000');
    // Two shops, two parcels: the spec's ₦5,000 shipping line each.
    expect(figure('Fast delivery (2 shops)')).toBe('₦10,000');
    expect(figure('VAT 7.5%')).toBe('₦2,400');
    expect(figure('Estimated total')).toBe('₦44,400');
    expect(summary.getByText(/Delivery is chosen at checkout/)).toHaveTextContent(
      'the estimate counts fast delivery, ₦5,000 per shop (gift delivery with a card is ₦2,000 per shop)',
    );

    await user.click(screen.getByRole('button', { name: 'Remove Blush Roses' }));
    expect(figure('Fast delivery')).toBe('₦5,000');
    expect(figure('VAT 7.5%')).toBe('₦1,275');
    expect(figure('Estimated total')).toBe('₦23,275');
  });

  it('estimates what the checkout’s quote charges for the same cart', async () => {
    stubApi(checkoutServer());
    renderPage(<CartPage />, { path: '/cart' });
    await screen.findByRole('link', { name: 'Truffle Box' });
    const checkout = checkoutQuoteOf({ deliveryOption: 'fast', giftBag: false }, [TRUFFLES]);
    expect(screen.getByTestId('cart-delivery').textContent).toBe('₦5,000');
    // The checkout's Confirm for this cart reads ₦6,290 (checkout-page.test.tsx).
    expect(screen.getByTestId('cart-total').textContent).toBe(formatNaira(checkout.totalKobo));
    expect(checkout.totalKobo).toBe(629_000);
  });

  it('estimates nothing to pay while nothing can be bought', () => {
    openCart([{ ...CAKE, quantity: 0 }]);
    expect(screen.queryByTestId('cart-delivery')).toBeNull();
    expect(figure('Estimated total')).toBe('₦0');
  });
});

describe('a guest’s cart checked against the marketplace', () => {
  const rowWith = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
  const noticeOf = (title: string) =>
    within(rowWith(title)).queryByTestId('cart-line-notice')?.textContent ?? null;
  const kept = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('says what changed since each gift was added, once a visit, and counts what can be bought', async () => {
    const items = [CAKE, ROSES, CUPCAKES, COOKIES, HAMPER];
    const { api } = openCart(items, (call) =>
      quoteOf(
        {
          [CAKE.ref]: { priceKobo: 900_000, stock: 3 },
          [CUPCAKES.ref]: { priceKobo: 200_000, stock: 1 },
          [COOKIES.ref]: { priceKobo: 300_000, stock: 0 },
          [HAMPER.ref]: null,
        },
        call.body,
      ),
    );

    expect(await screen.findByText('Price changed from ₦8,500 to ₦9,000')).toBeInTheDocument();
    expect(items.map((item) => [item.title, noticeOf(item.title)])).toEqual([
      ['Red Velvet Cake', 'Price changed from ₦8,500 to ₦9,000'],
      ['Blush Roses', null],
      ['Vanilla Cupcakes', 'Only 1 left'],
      ['Butter Cookies', 'Out of stock'],
      ['Party Hamper', 'No longer available'],
    ]);
    expect(cells(rowWith('Red Velvet Cake')).slice(1)).toEqual([
      '₦9,000',
      expect.any(String),
      '₦18,000',
    ]);
    // A gift no longer listed has no page to link to, and neither it nor a sold-out one can be stepped.
    expect(screen.queryByRole('link', { name: 'Party Hamper' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Quantity of Butter Cookies' })).toBeNull();
    // 2 cakes at today's price, 1 roses, 1 cupcake (all that is left); no cookies, no hamper.
    expect(itemCount()).toBe('4');
    expect(subtotal()).toBe('₦35,000');

    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({
      items: items.map(({ ref, quantity, priceKobo }) => ({ ref, quantity, priceKobo })),
    });
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
    // Nothing kept is changed by looking: the prices are the ones the gifts were added at.
    expect(kept()).toEqual(items);
    await pause(GUEST_QUOTE_DELAY_MS + 200);
    expect(api.calls).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it('a quantity the guest sets takes the price and stock shown, and is checked again when still', async () => {
    const { api, user } = openCart([{ ...CAKE, quantity: 1 }, CUPCAKES], (call) =>
      quoteOf(
        {
          [CAKE.ref]: { priceKobo: 900_000, stock: 3 },
          [CUPCAKES.ref]: { priceKobo: 200_000, stock: 1 },
        },
        call.body,
      ),
    );
    expect(await screen.findByText('Price changed from ₦8,500 to ₦9,000')).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'One more: Red Velvet Cake' });
    await user.click(more);
    await user.click(more);
    // The guest chose the quantity seeing ₦9,000: that is the cake's price now, said no more.
    expect(noticeOf('Red Velvet Cake')).toBeNull();
    expect(cells(rowWith('Red Velvet Cake')).at(-1)).toBe('₦27,000');
    expect(kept()[0]).toEqual({ ...CAKE, quantity: 3, priceKobo: 900_000 });
    // The two steps are checked together, once the quantity stayed still.
    expect(api.calls).toHaveLength(1);
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]?.body).toEqual({
      items: [
        { ref: CAKE.ref, quantity: 3, priceKobo: 900_000 },
        { ref: CUPCAKES.ref, quantity: 4, priceKobo: 200_000 },
      ],
    });

    // Fewer cupcakes are left than the line holds: the stepper stops at what is left.
    expect(noticeOf('Vanilla Cupcakes')).toBe('Only 1 left');
    await fill(user, screen.getByRole('textbox', { name: 'Quantity of Vanilla Cupcakes' }), '3');
    await user.keyboard('{Enter}');
    expect(noticeOf('Vanilla Cupcakes')).toBeNull();
    expect(kept()[1]).toEqual({ ...CUPCAKES, quantity: 1, stock: 1 });
    expect(itemCount()).toBe('4');
    expect(subtotal()).toBe('₦29,000');
    await waitFor(() => expect(api.calls).toHaveLength(3));
    await pause(GUEST_QUOTE_DELAY_MS + 200);
    expect(api.calls).toHaveLength(3);
  });

  it('a quote that fails changes nothing but the notices', async () => {
    const { api, user } = openCart([CAKE, ROSES], () => ({
      status: 503,
      body: { success: false, code: 'database_unavailable', message: 'Down' },
    }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await pause(50);
    expect(screen.queryAllByTestId('cart-line-notice')).toEqual([]);
    expect(screen.queryByText(/could not|Down/)).toBeNull();
    expect(cells(rowOf('Red Velvet Cake')).slice(1)).toEqual([
      '₦8,500',
      expect.any(String),
      '₦17,000',
    ]);
    expect(itemCount()).toBe('3');
    expect(subtotal()).toBe('₦32,000');

    // Without a quote a quantity keeps the price and stock the gift was added at.
    await user.click(screen.getByRole('button', { name: 'One more: Red Velvet Cake' }));
    expect(kept()).toEqual([{ ...CAKE, quantity: 3 }, ROSES]);
    expect(subtotal()).toBe('₦40,500');
  });
});

describe('the navigation bar’s cart count', () => {
  it('is left out of the server’s HTML (the same for every visitor), whatever is kept', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([CAKE]));
    const html = renderToString(
      <SessionProvider>
        <StaticRouter location="/">
          <Navbar />
        </StaticRouter>
      </SessionProvider>,
    );
    expect(html).toContain('aria-label="Cart"');
    expect(html).not.toContain('data-testid="cart-count"');
  });

  it('shows the kept count once the page runs', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([CAKE, ROSES]));
    renderPage(<Navbar />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });
});
