import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, field, fill } from '../../testing/form-queries';
import { type ApiCall, renderPage, type StubAnswer, stubApi } from '../../testing/render-page';
import { rememberedPath } from '../session/remembered-path';
import { CART_STORAGE_KEY } from './cart-store';
import {
  CARD_ADA,
  CARD_BOLA,
  checkoutServer,
  figure,
  HOME,
  OFFICE,
  quoteOf,
  quotesSent,
  TRUFFLES,
} from './checkout-fixtures';
import CheckoutPage from './checkout-page';

function openCheckout(url = '/checkout') {
  return renderPage(<CheckoutPage />, { path: '/checkout', url });
}

describe('/checkout', () => {
  it('asks a guest to sign in or sign up, and remembers to come back here', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        {
          ref: TRUFFLES.ref,
          path: TRUFFLES.path,
          title: TRUFFLES.title,
          priceKobo: 60_000,
          photoUrl: null,
          shopName: 'Sweet Crumbs',
          quantity: 2,
          stock: 5,
          addedAt: '2026-11-01T00:00:00.000Z',
        },
      ]),
    );
    const api = stubApi();
    const { user, router } = openCheckout('/checkout?delivery=gift');
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in to check out' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await user.click(screen.getByRole('link', { name: 'Sign in to check out' }));
    expect(router.state.location.pathname).toBe('/signin');
    expect(rememberedPath(router.state.location.state)).toBe('/checkout?delivery=gift');
    expect(api.calls).toEqual([]);
  });

  it('an empty cart leads back to the marketplace', async () => {
    stubApi(checkoutServer({}, { lines: [] }));
    openCheckout();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    expect(screen.queryByRole('form', { name: 'Checkout' })).toBeNull();
  });

  it('names the delivery and gift bag prices at the fees the server’s quote used', async () => {
    const fees = {
      fastDeliveryPerShopKobo: 350_000,
      giftDeliveryPerShopKobo: 150_000,
      giftBagKobo: 100_000,
      taxRateBasisPoints: 750,
    };
    stubApi(
      checkoutServer({
        'POST /api/checkout/quote': (call) => ({ body: { ...quoteOf(call.body), fees } }),
      }),
    );
    openCheckout();
    const fast = await screen.findByRole('radio', { name: 'Fast delivery' });
    await waitFor(() => expect(fast).toHaveAccessibleDescription(/^₦3,500 per shop/));
    expect(
      screen.getByRole('radio', { name: 'Gift delivery with a card' }),
    ).toHaveAccessibleDescription(/^₦1,500 per shop/);
    expect(
      screen.getByRole('checkbox', { name: /Add a gift bag \(₦1,000 per shop\)/ }),
    ).toBeVisible();
  });

  it('shows the server’s quote: lines, delivery, VAT, totals, and Confirm with its total', async () => {
    const api = stubApi(checkoutServer());
    openCheckout();
    expect(await screen.findByRole('button', { name: 'Confirm and pay ₦6,290' })).toBeEnabled();
    const gifts = within(screen.getByRole('list', { name: 'Gifts' }));
    expect(gifts.getByText('Truffle Box')).toBeInTheDocument();
    expect(gifts.getByText('2 × ₦600 · Sweet Crumbs')).toBeInTheDocument();
    expect(figure('Items')).toBe('₦1,200');
    expect(figure('Fast delivery')).toBe('₦5,000');
    expect(figure('Total excluding tax')).toBe('₦6,200');
    expect(figure('VAT 7.5%')).toBe('₦90');
    expect(figure('Total')).toBe('₦6,290');
    expect(screen.getByRole('radio', { name: /^Fast delivery/ })).toBeChecked();
    expect(quotesSent(api.calls)).toEqual([{ deliveryOption: 'fast', giftBag: false }]);
    expect(api.unexpected).toEqual([]);
  });

  it('shows the loyalty reward as its own line', async () => {
    stubApi(
      checkoutServer({
        'POST /api/checkout/quote': (call) => ({
          body: quoteOf(call.body, [TRUFFLES], {
            ref: TRUFFLES.ref,
            title: 'Truffle Box',
            amountKobo: 60_000,
          }),
        }),
      }),
    );
    openCheckout();
    await screen.findByRole('button', { name: /Confirm and pay ₦/ });
    expect(figure('Loyalty reward: Truffle Box free')).toBe('−₦600');
    expect(figure('Total')).toBe('₦5,645');
  });

  it('gift delivery is priced again and lists the scheduled cards, one that cannot fit disabled with why', async () => {
    const api = stubApi(checkoutServer());
    const { user } = openCheckout();
    await screen.findByRole('button', { name: 'Confirm and pay ₦6,290' });
    expect(screen.queryByRole('group', { name: 'The card your gifts go with' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /^Gift delivery with a card/ }));
    expect(await screen.findByRole('button', { name: 'Confirm and pay ₦3,290' })).toBeEnabled();
    expect(figure('Gift delivery with a card')).toBe('₦2,000');

    const cards = within(await screen.findByRole('group', { name: 'The card your gifts go with' }));
    expect(cards.getByRole('radio', { name: 'No card' })).toBeChecked();
    const ada = cards.getByRole('radio', { name: 'Card for Ada' });
    expect(ada).toBeEnabled();
    expect(ada).toHaveAccessibleDescription('Arrives Friday, 4 December 2026');
    const bola = cards.getByRole('radio', { name: 'Card for Bola' });
    expect(bola).toBeDisabled();
    expect(bola).toHaveAccessibleDescription(expect.stringContaining(CARD_BOLA.message as string));

    // The gift bag is one more choice the server prices.
    await user.click(screen.getByRole('checkbox', { name: /Add a gift bag/ }));
    expect(await screen.findByRole('button', { name: 'Confirm and pay ₦5,290' })).toBeEnabled();
    expect(figure('Gift bag')).toBe('₦2,000');
    expect(quotesSent(api.calls)).toEqual([
      { deliveryOption: 'fast', giftBag: false },
      { deliveryOption: 'gift', giftBag: false },
      { deliveryOption: 'gift', giftBag: true },
    ]);
  });

  it('with no scheduled cards, offers to schedule one', async () => {
    stubApi(checkoutServer({}, { cards: [] }));
    const { user } = openCheckout('/checkout?delivery=gift');
    expect(await screen.findByRole('link', { name: 'Schedule a card' })).toHaveAttribute(
      'href',
      '/schedule-template',
    );
    expect(screen.getByRole('radio', { name: /^Gift delivery with a card/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Fast delivery/ }));
    expect(screen.queryByRole('link', { name: 'Schedule a card' })).toBeNull();
  });

  it('?card= chooses gift delivery and that card', async () => {
    stubApi(checkoutServer());
    openCheckout(`/checkout?card=${CARD_ADA.id}`);
    expect(await screen.findByRole('radio', { name: 'Card for Ada' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Gift delivery with a card/ })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Confirm and pay ₦3,290' })).toBeEnabled();
  });

  it('a refused coupon shows the server’s words beside the field; an accepted one its discount line', async () => {
    const api = stubApi(checkoutServer());
    const { user } = openCheckout();
    await screen.findByRole('button', { name: 'Confirm and pay ₦6,290' });
    const coupon = field('Coupon code');

    await fill(user, coupon, 'oldcode');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(errorOf(coupon)).toBe('This code has expired'));
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('checkout-coupon-line')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm and pay ₦6,290' })).toBeEnabled();

    await fill(user, coupon, 'welcome200');
    // Enter applies the code (it does not place the order).
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Coupon WELCOME200')).toBeInTheDocument();
    expect(figure('Coupon WELCOME200')).toBe('−₦200');
    expect(errorOf(coupon)).toBe('');
    expect(screen.getByText('Code WELCOME200 applied.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Confirm and pay ₦6,075' })).toBeEnabled();
    expect(quotesSent(api.calls).at(-1)).toEqual({
      deliveryOption: 'fast',
      giftBag: false,
      couponCode: 'WELCOME200',
    });
    expect(api.calls.some((call) => call.path === '/api/orders')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(await screen.findByRole('button', { name: 'Confirm and pay ₦6,290' })).toBeEnabled();
    expect(screen.queryByTestId('checkout-coupon-line')).toBeNull();
  });

  it('fills the address from the most recent saved one, and offers the others', async () => {
    stubApi(checkoutServer({}, { addresses: [HOME, OFFICE] }));
    const { user } = openCheckout();
    await waitFor(() => expect(field('Street address')).toHaveValue(HOME.street));
    expect(field('Recipient’s name')).toHaveValue('Ada Obi');
    expect(field('Phone number')).toHaveValue(HOME.phone);
    expect(field('City')).toHaveValue('Lekki');
    expect(field('State')).toHaveValue('Lagos');
    expect(field('Country')).toHaveValue('Nigeria');

    await user.selectOptions(
      field('Use a saved address'),
      'Ada Obi, 3 Independence Avenue, Accra, Ghana',
    );
    expect(field('Street address')).toHaveValue(OFFICE.street);
    expect(field('State')).toHaveValue('Greater Accra');
    expect(field('Country')).toHaveValue('Ghana');
  });

  it('never overwrites what the buyer typed before the quote and saved address arrived', async () => {
    // The server is slow: the form is there, but its quote and saved address are not yet.
    let answer = () => {};
    const arrived = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const later =
      (reply: (call: ApiCall) => StubAnswer) =>
      async (call: ApiCall): Promise<StubAnswer> => {
        await arrived;
        return reply(call);
      };
    stubApi(
      checkoutServer({
        'POST /api/checkout/quote': later((call) => ({ body: quoteOf(call.body) })),
        'GET /api/addresses': later(() => ({ body: { success: true, addresses: [HOME] } })),
      }),
    );
    const { user } = openCheckout();
    const name = await screen.findByLabelText('Recipient’s name');
    // Typed at once: a name, a street; the state typed and then cleared (left empty on purpose);
    // the city focused, about to be typed in.
    await user.type(name, 'Bola Ade');
    await user.type(field('Street address'), '5 Broad Street');
    await user.type(field('State'), 'Lagos');
    await user.clear(field('State'));
    await user.click(field('City'));

    answer();
    await screen.findByRole('button', { name: 'Confirm and pay ₦6,290' });
    // The untouched fields take the saved address; what the buyer touched stays theirs.
    await waitFor(() => expect(field('Phone number')).toHaveValue(HOME.phone));
    expect(field('Country')).toHaveValue('Nigeria');
    expect(name).toHaveValue('Bola Ade');
    expect(field('Street address')).toHaveValue('5 Broad Street');
    expect(field('State')).toHaveValue('');
    expect(field('City')).toHaveValue('');
    await user.keyboard('Ikeja');
    expect(field('City')).toHaveValue('Ikeja');
  });

  it('with one saved address there is nothing to choose between', async () => {
    stubApi(checkoutServer());
    openCheckout();
    await waitFor(() => expect(field('Street address')).toHaveValue(HOME.street));
    expect(screen.queryByLabelText('Use a saved address')).toBeNull();
  });
});
