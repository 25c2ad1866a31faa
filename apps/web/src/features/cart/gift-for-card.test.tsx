import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { field } from '../../testing/form-queries';
import { renderPage, stubApi } from '../../testing/render-page';
import MarketplacePage from '../marketplace/marketplace-page';
import { results } from '../marketplace/test-fixtures';
import { CARD_ADA, CARD_BOLA, checkoutServer, HOME, placedOrder } from './checkout-fixtures';
import CheckoutPage from './checkout-page';
import { GIFT_FOR_CARD_KEY, rememberGiftForCard } from './gift-for-card';

afterEach(() => sessionStorage.clear());

const remembered = () => JSON.parse(sessionStorage.getItem(GIFT_FOR_CARD_KEY) ?? 'null');

describe('a gift for a remembered card: the marketplace banner', () => {
  it('says whose card the gift goes with, and Stop forgets it', async () => {
    rememberGiftForCard({ id: CARD_BOLA.id, recipientName: 'Bola' });
    stubApi({ 'GET /api/marketplace/products': { body: results([]) } });
    const { user } = renderPage(<MarketplacePage />, { path: '/marketplace' });
    const banner = await screen.findByRole('complementary', {
      name: 'The card your gift goes with',
    });
    expect(banner).toHaveTextContent(
      'Choosing a gift for Bola’s card — it will arrive on the card’s day.',
    );
    await user.click(screen.getByRole('button', { name: 'Stop choosing a gift for Bola’s card' }));
    expect(
      screen.queryByRole('complementary', { name: 'The card your gift goes with' }),
    ).toBeNull();
    expect(remembered()).toBeNull();
  });

  it('shows nothing when no card is remembered', async () => {
    stubApi({ 'GET /api/marketplace/products': { body: results([]) } });
    renderPage(<MarketplacePage />, { path: '/marketplace' });
    await screen.findByRole('heading', { level: 1, name: 'Marketplace' });
    expect(
      screen.queryByRole('complementary', { name: 'The card your gift goes with' }),
    ).toBeNull();
  });

  it('appears when a card is remembered while the page is open', async () => {
    stubApi({ 'GET /api/marketplace/products': { body: results([]) } });
    renderPage(<MarketplacePage />, { path: '/marketplace' });
    await screen.findByRole('heading', { level: 1, name: 'Marketplace' });
    act(() => rememberGiftForCard({ id: CARD_ADA.id, recipientName: 'Ada' }));
    expect(
      screen.getByRole('complementary', { name: 'The card your gift goes with' }),
    ).toHaveTextContent('Choosing a gift for Ada’s card');
  });
});

/** Bola's card, its day far enough off for the cart's gifts. */
const BOLA_IN_TIME = { ...CARD_BOLA, fitsCart: true, message: null };

describe('a gift for a remembered card: the checkout', () => {
  it('chooses gift delivery and the remembered card, sends it with the order, then forgets it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    rememberGiftForCard({ id: CARD_BOLA.id, recipientName: 'Bola' });
    const api = stubApi(
      checkoutServer(
        {
          'POST /api/orders': {
            status: 201,
            body: {
              success: true,
              order: placedOrder(),
              payment: { redirectUrl: 'https://pay.test/x' },
            },
          },
        },
        { cards: [CARD_ADA, BOLA_IN_TIME] },
      ),
    );
    // The cart's Checkout button leads to the plain address.
    const { user } = renderPage(<CheckoutPage />, { path: '/checkout' });
    expect(await screen.findByRole('radio', { name: 'Card for Bola' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Gift delivery with a card/ })).toBeChecked();
    await waitFor(() => expect(field('Street address')).toHaveValue(HOME.street));
    await user.click(await screen.findByRole('button', { name: /^Confirm and pay/ }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/x'));
    const order = api.calls.find((call) => call.path === '/api/orders');
    expect(order?.body).toMatchObject({ deliveryOption: 'gift', cardId: CARD_BOLA.id });
    expect(remembered()).toBeNull();
  });

  it('a card named in the address wins over the remembered one', async () => {
    rememberGiftForCard({ id: CARD_BOLA.id, recipientName: 'Bola' });
    stubApi(checkoutServer({}, { cards: [CARD_ADA, BOLA_IN_TIME] }));
    renderPage(<CheckoutPage />, { path: '/checkout', url: `/checkout?card=${CARD_ADA.id}` });
    expect(await screen.findByRole('radio', { name: 'Card for Ada' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card for Bola' })).not.toBeChecked();
  });

  it('a remembered card that is no longer scheduled is not chosen', async () => {
    rememberGiftForCard({ id: 'card_gone', recipientName: 'Zee' });
    stubApi(checkoutServer());
    renderPage(<CheckoutPage />, { path: '/checkout' });
    await screen.findByRole('radio', { name: 'Card for Ada' });
    expect(screen.getByRole('radio', { name: 'Card for Ada' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card for Bola' })).not.toBeChecked();
  });
});
