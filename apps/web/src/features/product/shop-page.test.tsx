import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../testing/render-page';
import { gift, queriesTo, SHOP } from '../marketplace/test-fixtures';
import ShopPage from './shop-page';

const SHOP_API = '/api/marketplace/shops/sweet-crumbs';

function shopAnswer(page: number) {
  return {
    body: {
      success: true,
      shop: { ...SHOP, isDemo: true },
      products: [gift({ ref: `cake00000${page}`, title: `Cake of page ${page}` })],
      total: 30,
      page,
      pageSize: 24,
    },
  };
}

function openShop(url = '/shops/sweet-crumbs') {
  return renderPage(<ShopPage />, { path: '/shops/:slug', url });
}

describe('/shops/:slug', () => {
  it('shows the shop (name, type, place, description, demo mark), its gifts and their pages', async () => {
    stubApi({
      [`GET ${SHOP_API}`]: () => {
        const page = Number(queriesTo(SHOP_API).at(-1)?.get('page') ?? 1);
        return shopAnswer(page);
      },
    });
    const { user, router } = openShop();
    expect(screen.getByText('Loading the shop…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sweet Crumbs' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Sweet Crumbs · Greetly'));
    expect(screen.getByText('Bakery')).toBeInTheDocument();
    expect(screen.getByText('Nigeria, Lagos')).toBeInTheDocument();
    expect(screen.getByText(/Celebration cakes/).textContent).toBe(SHOP.description);
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(screen.getByText('30 gifts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cake of page 1' })).toBeInTheDocument();

    const pages = within(screen.getByRole('navigation', { name: 'Pages of this shop’s gifts' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(pages.getByRole('link', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Cake of page 2' })).toBeInTheDocument();
    expect(queriesTo(SHOP_API).at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('a shop that is not open gets a friendly page with the way back to the marketplace', async () => {
    stubApi({
      [`GET ${SHOP_API}`]: {
        status: 404,
        body: { success: false, code: 'not_found', message: 'Not found' },
      },
    });
    openShop();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This shop is not available' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });

  it('a shop without listed gifts says so instead of showing an empty grid', async () => {
    stubApi({
      [`GET ${SHOP_API}`]: {
        body: { success: true, shop: SHOP, products: [], total: 0, page: 1, pageSize: 24 },
      },
    });
    openShop();
    expect(
      await screen.findByText('This shop has no gifts listed right now. Come back soon!'),
    ).toBeVisible();
    expect(screen.queryByTestId('product-grid')).toBeNull();
    expect(screen.queryByRole('navigation', { name: /Pages/ })).toBeNull();
  });
});
