import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, field, fill } from '../../testing/form-queries';
import { type ApiCall, renderPage, stubApi } from '../../testing/render-page';
import { CARD_ADA, checkoutServer, confirmButton, HOME, placedOrder } from './checkout-fixtures';
import CheckoutPage from './checkout-page';

const REDIRECT = 'https://checkout.paystack.test/pay/abc123';

function openCheckout(url = '/checkout') {
  return renderPage(<CheckoutPage />, { path: '/checkout', url });
}

const placed = (payment: { redirectUrl: string } | null = { redirectUrl: REDIRECT }) => ({
  status: 201,
  body: { success: true, order: placedOrder(), payment },
});

const orderCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/orders');

/** window.location.assign, stood in for: jsdom cannot leave the page. */
function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('/checkout: placing the order', () => {
  it('sends exactly the choices (no prices) and goes to the provider’s page', async () => {
    const assign = stubAssign();
    const api = stubApi(checkoutServer({ 'POST /api/orders': placed() }));
    const { user } = openCheckout(`/checkout?card=${CARD_ADA.id}`);
    await waitFor(() => expect(field('Street address')).toHaveValue(HOME.street));
    await user.click(screen.getByRole('checkbox', { name: /Add a gift bag/ }));
    await user.click(screen.getByRole('radio', { name: 'USSD' }));
    await fill(user, field('Coupon code'), 'welcome200');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay ₦5,075' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(REDIRECT));
    const [order] = orderCalls(api.calls);
    expect(order?.method).toBe('POST');
    expect(order?.body).toEqual({
      deliveryOption: 'gift',
      giftBag: true,
      address: {
        name: HOME.name,
        phone: HOME.phone,
        street: HOME.street,
        city: HOME.city,
        state: HOME.state,
        country: HOME.country,
      },
      paymentMethod: 'ussd',
      cardId: CARD_ADA.id,
      couponCode: 'WELCOME200',
    });
    expect(orderCalls(api.calls)).toHaveLength(1);
    // The browser is on its way to pay: the button stays busy.
    expect(confirmButton()).toHaveTextContent('Placing your order…');
    expect(confirmButton()).toBeDisabled();
  });

  it('without a payment link, shows the order’s page (it offers to pay again)', async () => {
    const assign = stubAssign();
    const api = stubApi(checkoutServer({ 'POST /api/orders': placed(null) }));
    const { user, router } = openCheckout();
    await waitFor(() => expect(field('Street address')).toHaveValue(HOME.street));
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay ₦6,290' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/GR-000123'));
    expect(assign).not.toHaveBeenCalled();
    // The cart is read again: the order took its gifts out of it.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/cart')).toHaveLength(2),
    );
    expect(orderCalls(api.calls)[0]?.body).toEqual({
      deliveryOption: 'fast',
      giftBag: false,
      address: {
        name: HOME.name,
        phone: HOME.phone,
        street: HOME.street,
        city: HOME.city,
        state: HOME.state,
        country: HOME.country,
      },
      paymentMethod: 'card',
    });
  });

  it('empty fields get the schema’s messages on submit, the first one focused, and nothing is sent', async () => {
    const api = stubApi(checkoutServer({}, { addresses: [] }));
    const { user } = openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay ₦6,290' }));
    await waitFor(() =>
      expect(errorOf(field('Recipient’s name'))).toBe('Enter the recipient’s name'),
    );
    expect(field('Recipient’s name')).toHaveFocus();
    expect(errorOf(field('Phone number'))).toBe('Phone Number is required');
    expect(errorOf(field('Street address'))).toBe('Enter the street address');
    expect(errorOf(field('City'))).toBe('Enter the city');
    expect(errorOf(field('State'))).toBe('Enter the state');
    expect(errorOf(field('Country'))).toBe('Choose a delivery country');
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(orderCalls(api.calls)).toEqual([]);

    // Fixing a field clears its message as the buyer types.
    await fill(user, field('City'), 'Ikeja');
    await waitFor(() => expect(errorOf(field('City'))).toBe(''));
  });

  it('shows the server’s field issues beside their fields', async () => {
    stubApi(
      checkoutServer({
        'POST /api/orders': {
          status: 400,
          body: {
            success: false,
            code: 'validation_failed',
            message: 'Check the highlighted fields',
            issues: [{ path: 'address.phone', message: 'Number must be at least 2 characters' }],
          },
        },
      }),
    );
    const { user } = openCheckout();
    await waitFor(() => expect(field('Street address')).toHaveValue(HOME.street));
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay ₦6,290' }));
    await waitFor(() =>
      expect(errorOf(field('Phone number'))).toBe('Number must be at least 2 characters'),
    );
    expect(field('Phone number')).toHaveFocus();
    expect(confirmButton()).toHaveTextContent('Confirm and pay ₦6,290');
    expect(confirmButton()).toBeEnabled();
  });

  it('a card that can no longer carry the gifts is said beside the cards', async () => {
    stubApi(
      checkoutServer({
        'POST /api/orders': {
          status: 422,
          body: {
            success: false,
            code: 'gift_card_unavailable',
            message: 'This card cannot carry the gifts',
            issues: [{ path: 'cardId', message: 'This card has already been sent' }],
          },
        },
      }),
    );
    const { user } = openCheckout(`/checkout?card=${CARD_ADA.id}`);
    await waitFor(() => expect(field('Street address')).toHaveValue(HOME.street));
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay ₦3,290' }));
    await waitFor(() =>
      expect(errorOf(screen.getByRole('radio', { name: 'Card for Ada' }))).toBe(
        'This card has already been sent',
      ),
    );
  });

  it('a gift sold out while checking out is said plainly, with the way back to the cart', async () => {
    const api = stubApi(
      checkoutServer({
        'POST /api/orders': {
          status: 409,
          body: {
            success: false,
            code: 'out_of_stock',
            message: '“Truffle Box” sold out while you were checking out.',
          },
        },
      }),
    );
    const { user } = openCheckout();
    await waitFor(() => expect(field('Street address')).toHaveValue(HOME.street));
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay ₦6,290' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“Truffle Box” sold out while you were checking out.');
    const back = screen.getByRole('link', { name: 'Back to your cart' });
    expect(back).toHaveAttribute('href', '/cart');
    // The cart is read again on the way, so it shows what sold out.
    await user.click(back);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/cart')).toHaveLength(2),
    );
  });

  it('a refused code stops Confirm until it is removed', async () => {
    const api = stubApi(checkoutServer({ 'POST /api/orders': placed() }));
    stubAssign();
    const { user } = openCheckout();
    await waitFor(() => expect(field('Street address')).toHaveValue(HOME.street));
    await fill(user, field('Coupon code'), 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(errorOf(field('Coupon code'))).toBe('This code has expired'));
    await user.click(screen.getByRole('button', { name: 'Confirm and pay ₦6,290' }));
    // The form checks its fields first (asynchronously), then stops at the code.
    await waitFor(() =>
      expect(errorOf(field('Coupon code'))).toBe(
        'This code has expired. Remove this code or enter another before you pay.',
      ),
    );
    expect(field('Coupon code')).toHaveFocus();
    expect(orderCalls(api.calls)).toEqual([]);
  });

  it('never places twice: the button is busy while the order is on its way', async () => {
    const assign = stubAssign();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = stubApi(checkoutServer({ 'POST /api/orders': placed() }));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).endsWith('/api/orders')) await held;
      return answer(...args);
    });
    const { user } = openCheckout();
    await waitFor(() => expect(field('Street address')).toHaveValue(HOME.street));
    const confirm = await screen.findByRole('button', { name: 'Confirm and pay ₦6,290' });
    await user.dblClick(confirm);
    await waitFor(() => expect(confirmButton()).toHaveTextContent('Placing your order…'));
    expect(confirmButton()).toBeDisabled();
    // Even a form submitted again by other means (Enter in a field) is not placed again.
    fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
    await act(async () => release());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(orderCalls(api.calls)).toHaveLength(1);
  });
});
