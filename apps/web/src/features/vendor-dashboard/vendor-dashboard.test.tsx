import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '../../testing/render-page';
import { SHOP_STATUS_TEXT } from './shop-status-banner';
import { productOf, shopOf, vendorServer } from './vendor-test-fixtures';

const CAKE = productOf();
const BOUQUET = productOf({
  id: 'prod_roses',
  title: 'Dozen red roses',
  category: 'Bouquets',
  priceKobo: 1_250_050,
  stock: 0,
  status: 'published',
  photos: [],
});
const PERFUME = productOf({
  id: 'prod_oud',
  title: 'Oud perfume',
  category: 'Perfumes',
  priceKobo: 4_500_000,
  stock: 3,
  status: 'archived',
  photos: [],
});

const rowOf = (title: string) =>
  screen
    .getAllByTestId('vendor-product')
    .find((row) => within(row).queryByRole('link', { name: title })) as HTMLElement;

async function openDashboard() {
  const view = renderApp('/vendordashboard');
  await screen.findByRole('heading', { level: 1, name: 'Vendor dashboard' });
  await screen.findAllByTestId('vendor-product');
  return view;
}

describe('the shop status on the vendor dashboard', () => {
  it('says a pending shop is under review and that products can be added meanwhile', async () => {
    stubApi(vendorServer([]));
    renderApp('/vendordashboard');
    const banner = await screen.findByTestId('shop-status');
    expect(banner).toHaveTextContent('Waiting for approval');
    expect(banner).toHaveTextContent(SHOP_STATUS_TEXT.pending);
  });

  it("shows a rejected shop's reason and the way to send it for review again", async () => {
    const reason = 'Please add a description of what you bake and where you deliver.';
    stubApi(vendorServer([], shopOf({ status: 'rejected', reviewReason: reason })));
    renderApp('/vendordashboard');
    const banner = await screen.findByTestId('shop-status');
    expect(banner).toHaveTextContent('Your shop was not approved');
    expect(banner).toHaveTextContent(reason);
    expect(banner).toHaveTextContent(
      'Edit your business details and save to send it for review again.',
    );
    expect(within(banner).getByRole('link', { name: 'Edit business details' })).toHaveAttribute(
      'href',
      '/vendorproceed',
    );
  });

  it('links an approved shop to its public page', async () => {
    stubApi(vendorServer([], shopOf({ status: 'approved', reviewedAt: '2026-03-03T09:00:00Z' })));
    renderApp('/vendordashboard');
    const banner = await screen.findByTestId('shop-status');
    expect(banner).toHaveTextContent('Your shop is open');
    expect(within(banner).getByRole('link', { name: 'View your shop page' })).toHaveAttribute(
      'href',
      '/shops/sweet-crumbs-bakery',
    );
  });
});

describe('the products on the vendor dashboard', () => {
  it('invites a vendor without products to add the first', async () => {
    stubApi(vendorServer([]));
    renderApp('/vendordashboard');
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/vendordashboard/products/new',
    );
  });

  it('lists each product with its cover, price in naira, stock, status and the moves its status allows', async () => {
    stubApi({
      ...vendorServer([CAKE, BOUQUET, PERFUME]),
      'GET /media/photo_cake_1': { body: {} },
    });
    await openDashboard();

    const cake = rowOf('Red velvet cake');
    expect(cake).toHaveTextContent('₦8,500');
    expect(cake).toHaveTextContent('12 in stock');
    expect(within(cake).getByTestId('product-status')).toHaveTextContent('Draft');
    await waitFor(() =>
      expect(cake.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
    );
    const cakeActions = within(cake)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(cakeActions).toEqual(['Publish', 'Archive', 'Delete']);
    expect(within(cake).getByRole('link', { name: 'Edit Red velvet cake' })).toHaveAttribute(
      'href',
      '/vendordashboard/products/prod_cake',
    );

    const roses = rowOf('Dozen red roses');
    expect(roses).toHaveTextContent('₦12,500.5');
    expect(roses).toHaveTextContent('Out of stock');
    expect(within(roses).getByTestId('product-status')).toHaveTextContent('Published');
    // A published product waits for the shop's approval before gifters see it.
    expect(roses).toHaveTextContent('Listed once your shop is approved');
    expect(
      within(roses)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Archive']);

    const perfume = rowOf('Oud perfume');
    expect(perfume).toHaveTextContent('₦45,000');
    expect(
      within(perfume)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Publish again']);
  });

  it('publishes a draft through the status endpoint and says so', async () => {
    const api = stubApi({
      ...vendorServer([CAKE]),
      'POST /api/vendor/products/prod_cake/status': (call) => ({
        body: { success: true, product: { ...CAKE, ...(call.body as object) } },
      }),
    });
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Publish: Red velvet cake' }));

    expect(await screen.findByText('“Red velvet cake” is published.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(rowOf('Red velvet cake')).getByTestId('product-status')).toHaveTextContent(
      'Published',
    );
    const moved = api.calls.find((call) => call.path.endsWith('/status'));
    expect(moved?.method).toBe('POST');
    expect(moved?.body).toEqual({ status: 'published' });
  });

  it('archives a published product and publishes it again', async () => {
    const api = stubApi({
      ...vendorServer([BOUQUET]),
      'POST /api/vendor/products/prod_roses/status': (call) => ({
        body: { success: true, product: { ...BOUQUET, ...(call.body as object) } },
      }),
    });
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Archive: Dozen red roses' }));
    expect(
      await screen.findByText('“Dozen red roses” is archived: gifters no longer see it.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish again: Dozen red roses' }));
    expect(await screen.findByText('“Dozen red roses” is published.')).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.path.endsWith('/status')).map((call) => call.body),
    ).toEqual([{ status: 'archived' }, { status: 'published' }]);
  });

  it("shows the server's refusal of a move", async () => {
    stubApi({
      ...vendorServer([CAKE]),
      'POST /api/vendor/products/prod_cake/status': {
        status: 409,
        body: { success: false, code: 'bad_request', message: 'This product cannot be published.' },
      },
    });
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Publish: Red velvet cake' }));
    expect(await screen.findByTestId('alert-message')).toHaveTextContent(
      'This product cannot be published.',
    );
    expect(within(rowOf('Red velvet cake')).getByTestId('product-status')).toHaveTextContent(
      'Draft',
    );
  });

  it('deletes a draft only once the vendor confirms', async () => {
    const api = stubApi({
      ...vendorServer([CAKE, BOUQUET]),
      'DELETE /api/vendor/products/prod_cake': { body: { success: true, message: 'Deleted' } },
    });
    const { user } = await openDashboard();
    expect(within(rowOf('Dozen red roses')).queryByRole('button', { name: /^Delete/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Red velvet cake' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveTextContent('“Red velvet cake” and its details will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Red velvet cake' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));

    expect(await screen.findByText('“Red velvet cake” is deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Red velvet cake' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dozen red roses' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/vendor/products/prod_cake',
    ]);
  });
});
