import { naira } from '@greetly/domain/money';
import type { ProductSummary } from '@greetly/domain/schemas/products';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Navbar } from '../../components/layout/navbar';
import { fill } from '../../testing/form-queries';
import { renderPage, stubApi } from '../../testing/render-page';
import { CART_STORAGE_KEY } from '../cart/cart-store';
import MarketplacePage from './marketplace-page';
import { currentQuery, gift, queriesTo, results } from './test-fixtures';

const SEARCH = '/api/marketplace/products';
const CATEGORIES = [
  'All Gifts',
  'Cakes & Pastries',
  'Bouquets',
  'Jewelry',
  'Lip Gloss',
  'Foods',
  'Perfumes',
  'Gift Packs',
];

const CAKE = gift();
const ROSES = gift({
  ref: 'roses00001',
  title: 'Blush Rose Bouquet',
  category: 'Bouquets',
  priceKobo: naira(15000),
  leadTimeDays: 0,
  photoUrl: null,
  shopName: 'Petal & Stem',
  shopSlug: 'petal-and-stem',
  isDemo: true,
});
const RING = gift({
  ref: 'ring000001',
  title: 'Silver Promise Ring',
  category: 'Jewelry',
  priceKobo: naira(18000),
  stock: 0,
  leadTimeDays: 0,
  shopName: 'Shiny Things',
  shopSlug: 'shiny-things',
});
const CATALOGUE = [CAKE, ROSES, RING];

/** The server, roughly: the catalogue narrowed by the request's words, category and stock. */
function searchCatalogue(catalogue: ProductSummary[] = CATALOGUE) {
  return () => {
    const query = currentQuery();
    const q = query.get('q')?.toLowerCase();
    const found = catalogue.filter(
      (product) =>
        (!q || product.title.toLowerCase().includes(q)) &&
        (!query.get('category') || product.category === query.get('category')) &&
        (query.get('stock') !== 'in' || product.stock > 0) &&
        (query.get('stock') !== 'out' || product.stock === 0),
    );
    return { body: results(found) };
  };
}

const grid = () => within(screen.getByTestId('product-grid'));
const cardTitles = () =>
  grid()
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const cardOf = (title: string) =>
  screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search gifts' });
const categoryPill = (name: string) =>
  within(screen.getByRole('group', { name: 'Gift categories' })).getByRole('button', { name });
const stockPill = (name: 'In Stock' | 'Out of Stock') =>
  within(screen.getByRole('group', { name: 'Availability' })).getByRole('button', { name });
const lastSearch = () => Object.fromEntries(queriesTo(SEARCH).at(-1) ?? []);

function openMarketplace(url = '/marketplace') {
  return renderPage(<MarketplacePage />, { path: '/marketplace', url });
}

describe('/marketplace', () => {
  it('shows the title, search and filters with a skeleton, then the gifts the server found', async () => {
    stubApi({ [`GET ${SEARCH}`]: searchCatalogue() });
    openMarketplace();
    expect(screen.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    expect(searchBox()).toBeInTheDocument();
    for (const category of CATEGORIES) expect(categoryPill(category)).toBeInTheDocument();
    expect(categoryPill('All Gifts')).toHaveAttribute('aria-pressed', 'true');
    expect(stockPill('In Stock')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('product-grid-skeleton')).toBeInTheDocument();

    expect(await screen.findByText('Showing 1–3 of 3 gifts')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Red Velvet Cake', 'Blush Rose Bouquet', 'Silver Promise Ring']);
    expect(screen.queryByTestId('product-grid-skeleton')).toBeNull();
    expect(screen.queryByText('Coming soon...')).toBeNull();

    const cake = cardOf('Red Velvet Cake');
    expect(within(cake).getByRole('img', { name: 'Red Velvet Cake' })).toHaveAttribute(
      'src',
      '/media/photo-cake000001',
    );
    expect(within(cake).getByRole('link', { name: 'Red Velvet Cake' })).toHaveAttribute(
      'href',
      CAKE.path,
    );
    expect(cake).toHaveTextContent('Cakes & Pastries');
    expect(cake).toHaveTextContent('Sweet Crumbs');
    expect(cake).toHaveTextContent('₦8,500');
    expect(cake).toHaveTextContent('Needs 1 day’s notice');
    expect(within(cake).queryByText('Demo')).toBeNull();
    expect(within(cake).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    // No photo: the category's illustration, which the title names.
    const roses = cardOf('Blush Rose Bouquet');
    expect(within(roses).queryByRole('img')).toBeNull();
    expect(roses.querySelector('svg[viewBox="0 0 200 150"]')).not.toBeNull();
    expect(roses).toHaveTextContent('₦15,000');
    expect(within(roses).getByText('Demo')).toBeInTheDocument();
  });

  it('shows a sold-out demo gift’s two badges in one wrapping row, neither laid over the other (issue 27, defect 14)', async () => {
    const soldOutDemo = gift({ ref: 'ring000002', title: 'Demo Locket', stock: 0, isDemo: true });
    stubApi({ [`GET ${SEARCH}`]: searchCatalogue([soldOutDemo]) });
    openMarketplace();
    await screen.findByRole('link', { name: 'Demo Locket' });
    const card = cardOf('Demo Locket');
    const stock = within(card).getByText('Out of stock');
    const demo = within(card).getByText('Demo');
    // Each badge placed on its own (absolute) lay one over the other on a phone's narrow card:
    // they now share one wrapping flex row, which alone is placed on the picture.
    const badges = stock.parentElement as HTMLElement;
    expect(demo.parentElement).toBe(badges);
    expect(badges).toHaveClass('flex', 'flex-wrap', 'absolute');
    for (const badge of [stock, demo]) {
      expect(badge).not.toHaveClass('absolute');
      expect(badge).not.toHaveClass('fixed');
    }
  });

  it('filters go to the address and to the request; a new filter starts again at page 1', async () => {
    stubApi({ [`GET ${SEARCH}`]: searchCatalogue() });
    const { user, router } = openMarketplace('/marketplace?page=2');
    await waitFor(() => expect(lastSearch()).toEqual({ page: '2' }));

    await user.click(categoryPill('Jewelry'));
    expect(router.state.location.search).toBe('?category=Jewelry');
    expect(categoryPill('Jewelry')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryPill('All Gifts')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(lastSearch()).toEqual({ category: 'Jewelry' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Silver Promise Ring']));

    await user.click(stockPill('Out of Stock'));
    expect(router.state.location.search).toBe('?category=Jewelry&stock=out');
    await user.click(stockPill('Out of Stock'));
    expect(router.state.location.search).toBe('?category=Jewelry');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    expect(router.state.location.search).toBe('?category=Jewelry&sort=price-desc');

    // A range typed the wrong way round is the same range.
    await user.click(screen.getByText('Price and delivery'));
    await fill(user, screen.getByLabelText('Min price (₦)'), '50,000');
    await fill(user, screen.getByLabelText('Max price (₦)'), '5000');
    await fill(user, screen.getByLabelText('Delivers to'), '  Lagos ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe(
      '?category=Jewelry&minPrice=5000&maxPrice=50000&city=Lagos&sort=price-desc',
    );
    await waitFor(() =>
      expect(lastSearch()).toEqual({
        category: 'Jewelry',
        minPrice: '5000',
        maxPrice: '50000',
        city: 'Lagos',
        sort: 'price-desc',
      }),
    );

    await user.click(categoryPill('All Gifts'));
    expect(router.state.location.search).toBe(
      '?minPrice=5000&maxPrice=50000&city=Lagos&sort=price-desc',
    );
  });

  it('Search sends the words; Back brings the previous search back, in the box, the pills and the grid', async () => {
    stubApi({ [`GET ${SEARCH}`]: searchCatalogue() });
    const { user, router } = openMarketplace();
    await screen.findByText('Showing 1–3 of 3 gifts');

    await fill(user, searchBox(), '  rose  ');
    // Typing alone asks the server nothing.
    expect(queriesTo(SEARCH)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=rose');
    await waitFor(() => expect(lastSearch()).toEqual({ q: 'rose' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Blush Rose Bouquet']));

    await user.click(categoryPill('Jewelry'));
    expect(router.state.location.search).toBe('?q=rose&category=Jewelry');
    expect(await screen.findByRole('heading', { name: 'No gifts match “rose”' })).toBeVisible();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=rose');
    expect(searchBox()).toHaveValue('rose');
    expect(categoryPill('All Gifts')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cardTitles()).toEqual(['Blush Rose Bouquet']));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
  });

  it('pages: "Showing 25–48 of 1,000+ gifts", numbered links, Previous and Next', async () => {
    const page = (n: number) =>
      Array.from({ length: 24 }, (_, index) =>
        gift({
          ref: `gift${String(n * 100 + index).padStart(6, '0')}`,
          title: `Gift ${n}-${index}`,
        }),
      );
    stubApi({
      [`GET ${SEARCH}`]: () => {
        const n = Number(currentQuery().get('page') ?? 1);
        return { body: results(page(n), { page: n, total: 1000, totalIsCapped: true }) };
      },
    });
    const { user, router } = openMarketplace('/marketplace?category=Cakes+%26+Pastries&page=2');
    expect(await screen.findByText('Showing 25–48 of 1,000+ gifts')).toBeInTheDocument();

    const pages = within(screen.getByRole('navigation', { name: 'Pages of gifts' }));
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/marketplace?category=Cakes+%26+Pastries#gifts',
    );
    expect(pages.getByRole('link', { name: 'Page 42' })).toBeInTheDocument();

    await user.click(pages.getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?category=Cakes+%26+Pastries&page=3');
    expect(await screen.findByText('Showing 49–72 of 1,000+ gifts')).toBeInTheDocument();
    expect(lastSearch()).toEqual({ category: 'Cakes & Pastries', page: '3' });
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('no match: a helpful empty state whose Clear filters shows every gift again', async () => {
    stubApi({ [`GET ${SEARCH}`]: searchCatalogue() });
    const { user, router } = openMarketplace('/marketplace?q=unicorn&stock=in&maxPrice=100');
    expect(await screen.findByRole('heading', { name: 'No gifts match “unicorn”' })).toBeVisible();
    expect(screen.queryByTestId('product-grid')).toBeNull();
    expect(
      screen.getByText(/Try fewer or different words, or .*a wider price range/),
    ).toBeVisible();
    expect(screen.getByTestId('product-count')).toHaveTextContent('No gifts found');

    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearButtons.at(-1) as HTMLElement);
    expect(router.state.location.search).toBe('');
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows "Coming soon..." only while no shop has a listed gift, with a word instead of a grid', async () => {
    stubApi({ [`GET ${SEARCH}`]: { body: results([], { hasListings: false }) } });
    openMarketplace();
    expect(await screen.findByText('Coming soon...', { exact: true })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'The first shops are opening soon' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a card' })).toHaveAttribute(
      'href',
      '/create-template',
    );
    expect(screen.queryByTestId('product-grid')).toBeNull();
    expect(screen.queryByRole('heading', { name: /No gifts match/ })).toBeNull();
  });

  it('Add to Cart keeps the gift, says so with a link to the cart, and the navbar counts it', async () => {
    const scarce = gift({ ref: 'scarce0001', title: 'Last Two Cupcakes', stock: 2 });
    stubApi({ [`GET ${SEARCH}`]: searchCatalogue([scarce, RING]) });
    const { user } = renderPage(
      <>
        <Navbar />
        <MarketplacePage />
      </>,
      { path: '/marketplace' },
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    await screen.findByText('Showing 1–2 of 2 gifts');

    const ring = cardOf('Silver Promise Ring');
    expect(within(ring).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(within(ring).queryByRole('button', { name: 'Add to Cart' })).toBeNull();

    const add = within(cardOf('Last Two Cupcakes')).getByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    const notice = within(screen.getByTestId('cart-notice'));
    expect(notice.getByText('Added to your cart')).toBeVisible();
    expect(notice.getByText('“Last Two Cupcakes”')).toBeVisible();
    expect(notice.getByRole('link', { name: 'View your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(add);
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    // Only two were in stock: a third is not added.
    await user.click(add);
    expect(screen.getByTestId('cart-notice')).toHaveTextContent('Already in your cart');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    const kept = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    expect(kept).toEqual([
      expect.objectContaining({
        ref: 'scarce0001',
        path: scarce.path,
        title: 'Last Two Cupcakes',
        priceKobo: naira(8500),
        photoUrl: '/media/photo-scarce0001',
        shopName: 'Sweet Crumbs',
        quantity: 2,
      }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('cart-notice')).toBeNull();
  });

  it('shows HTML in a gift’s title and shop as text, never as markup', async () => {
    const title = '<img src=x onerror=alert(1)><b>Bold</b> Cake';
    stubApi({
      [`GET ${SEARCH}`]: {
        body: results([gift({ title, shopName: '<i>Sneaky</i> Shop', photoUrl: null })]),
      },
    });
    const { container } = openMarketplace();
    const heading = await screen.findByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent(title);
    expect(screen.getByText('<i>Sneaky</i> Shop')).toBeInTheDocument();
    expect(container.querySelector('b, i, img[src="x"]')).toBeNull();
  });

  it('a failed search says so and Try again asks again', async () => {
    let attempts = 0;
    stubApi({
      [`GET ${SEARCH}`]: () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 500,
              body: { success: false, code: 'internal_error', message: 'Something broke' },
            }
          : { body: results(CATALOGUE) };
      },
    });
    const { user } = openMarketplace();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The gifts didn’t load');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
