import { naira } from '@greetly/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../testing/render-page';
import { CART_STORAGE_KEY } from '../cart/cart-store';
import { detail, gift } from '../marketplace/test-fixtures';
import ProductPage from './product-page';

const CAKE = detail();
const PRODUCT_API = `GET /api/marketplace/products/${CAKE.ref}`;
const MORE = [
  gift({ ref: 'cupcake001', title: 'Truffle Cupcakes' }),
  gift({ ref: 'cookie0001', title: 'Butter Cookies Tin', stock: 0 }),
];

function openProduct(url: string = CAKE.path) {
  return renderPage(<ProductPage />, { path: '/gifts/:slugAndRef', url });
}

const mainPhoto = () => screen.getAllByRole('img', { name: CAKE.title })[0];

describe('/gifts/:slugAndRef', () => {
  it('shows the gift: photos, title, price, stock, notice, description, shop, delivery and more from the shop', async () => {
    stubApi({ [PRODUCT_API]: { body: { success: true, product: CAKE, moreFromShop: MORE } } });
    const { user } = openProduct();
    expect(screen.getByText('Loading the gift…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Red Velvet Cake' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Red Velvet Cake · Greetly'));
    expect(screen.getByTestId('product-price')).toHaveTextContent('Price: ₦8,500');
    const facts = within(screen.getByTestId('product-facts'));
    expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'In stock (5 left)',
      'Needs 1 day’s notice',
    ]);
    const description = screen.getByText(/Two moist tiers/);
    expect(description.textContent).toBe(
      'Two moist tiers with cream-cheese frosting.\nA name piped on top.',
    );
    expect(description).toHaveClass('whitespace-pre-line');
    expect(screen.getByRole('link', { name: 'Sweet Crumbs' })).toHaveAttribute(
      'href',
      '/shops/sweet-crumbs',
    );
    const delivery = within(screen.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nigeria — Lagos',
      'Ghana — anywhere',
    ]);

    // The gallery: the first photo large; a thumbnail shows another, by click or arrow key.
    expect(mainPhoto()).toHaveAttribute('src', '/media/photo-a');
    const photos = within(screen.getByRole('group', { name: 'Photos' }));
    expect(photos.getByRole('button', { name: 'Photo 1 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(photos.getByRole('button', { name: 'Photo 3 of 3' }));
    expect(mainPhoto()).toHaveAttribute('src', '/media/photo-c');
    await user.keyboard('{ArrowRight}');
    expect(mainPhoto()).toHaveAttribute('src', '/media/photo-a');
    expect(photos.getByRole('button', { name: 'Photo 1 of 3' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(mainPhoto()).toHaveAttribute('src', '/media/photo-c');

    const more = within(screen.getByRole('region', { name: 'More from Sweet Crumbs' }));
    expect(more.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Truffle Cupcakes',
      'Butter Cookies Tin',
    ]);
    expect(more.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByText('Demo')).toBeNull();
  });

  it('adds the chosen quantity (1 up to the stock) to the cart', async () => {
    stubApi({
      [PRODUCT_API]: {
        body: { success: true, product: detail({ stock: 3 }), moreFromShop: [] },
      },
    });
    const { user } = openProduct();
    const fewer = await screen.findByRole('button', { name: 'One fewer: Red Velvet Cake' });
    const more = screen.getByRole('button', { name: 'One more: Red Velvet Cake' });
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Red Velvet Cake' });
    expect(quantity).toHaveValue('1');
    expect(fewer).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(quantity).toHaveValue('3');
    expect(more).toBeDisabled();
    await user.click(fewer);
    expect(quantity).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByTestId('cart-notice')).toHaveTextContent('Added to your cart');
    expect(screen.getByTestId('cart-notice')).toHaveTextContent('2 × “Red Velvet Cake”');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({
        ref: CAKE.ref,
        path: CAKE.path,
        priceKobo: naira(8500),
        quantity: 2,
        shopName: 'Sweet Crumbs',
        photoUrl: '/media/photo-cake000001',
      }),
    ]);
    // Two more would pass the stock of three: one is added.
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByTestId('cart-notice')).toHaveTextContent(
      '1 × “Red Velvet Cake”: that is all the shop has in stock.',
    );
  });

  it('an out-of-stock gift cannot be added; one without notice is ready the same day; demo data is marked', async () => {
    stubApi({
      [PRODUCT_API]: {
        body: {
          success: true,
          product: detail({ stock: 0, leadTimeDays: 0, isDemo: true, photos: [] }),
          moreFromShop: [],
        },
      },
    });
    openProduct();
    const facts = within(await screen.findByTestId('product-facts'));
    expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Out of stock',
      'Ready to send the same day',
    ]);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(screen.getByText(/This is demo data/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Photos' })).toBeNull();
    expect(screen.queryByRole('region', { name: /More from/ })).toBeNull();
  });

  it('an address with an old title is replaced by the current one, without a new history entry', async () => {
    stubApi({ [PRODUCT_API]: { body: { success: true, product: CAKE, moreFromShop: [] } } });
    const { router } = openProduct(`/gifts/chocolate-cake-${CAKE.ref}?from=share`);
    await waitFor(() => expect(router.state.location.pathname).toBe(CAKE.path));
    expect(router.state.location.search).toBe('?from=share');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: 'Red Velvet Cake' })).toBeVisible();
  });

  it('a gift that is not listed gets a friendly page with the way back to the marketplace', async () => {
    stubApi({
      [PRODUCT_API]: {
        status: 404,
        body: { success: false, code: 'not_found', message: 'Not found' },
      },
    });
    openProduct();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This gift is not available' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });

  it('an address without a reference is not available, and asks the server nothing', () => {
    const api = stubApi();
    openProduct('/gifts/red-velvet-cake');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This gift is not available' }),
    ).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('shows HTML in the description as text', async () => {
    const description = '<script>alert(1)</script>\n<b>Fresh</b> every day';
    stubApi({
      [PRODUCT_API]: {
        body: { success: true, product: detail({ description }), moreFromShop: [] },
      },
    });
    const { container } = openProduct();
    const text = await screen.findByText(/Fresh/);
    expect(text.textContent).toBe(description);
    expect(container.querySelector('script, b')).toBeNull();
  });
});
