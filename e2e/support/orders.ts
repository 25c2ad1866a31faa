import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export const LAGOS_ADDRESS = {
  name: 'Chiamaka Eze',
  phone: '+2348031234567',
  street: '12 Admiralty Way, Lekki Phase 1',
  city: 'Lagos',
  state: 'Lagos',
  country: 'Nigeria',
} as const;

/**
 * Pays a payment started in the development test provider the way its Pay button does (a form
 * post; the provider then sends its signed webhook to the app).
 */
export async function payInTestProvider(
  request: APIRequestContext,
  redirectUrl: string,
): Promise<void> {
  const pay = await request.post(`${new URL(redirectUrl).pathname}/pay`, { maxRedirects: 0 });
  expect(pay.status(), await pay.text()).toBe(303);
}

/** A shop's vendor moves its part of an order on, as its order page would. */
export async function moveShipment(
  request: APIRequestContext,
  vendorToken: string,
  orderNumber: string,
  statuses: readonly ('accepted' | 'dispatched' | 'delivered')[],
): Promise<void> {
  const list = await request.get('/api/vendor/orders', { headers: auth(vendorToken) });
  expect(list.status(), await list.text()).toBe(200);
  const part = (await list.json()).orders.find(
    (order: { orderNumber: string }) => order.orderNumber === orderNumber,
  );
  expect(part, `the shop's part of ${orderNumber}`).toBeDefined();
  for (const status of statuses) {
    const moved = await request.post(`/api/vendor/orders/${part.id}/status`, {
      headers: auth(vendorToken),
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/**
 * One purchase made through the API from cart to delivery: the gift into the account's cart, the
 * order placed and paid in the test provider, and every shop's part delivered.
 */
export async function buyAndDeliver(
  request: APIRequestContext,
  buyerToken: string,
  gift: { ref: string; vendorToken: string },
): Promise<string> {
  const added = await request.put(`/api/cart/items/${gift.ref}`, {
    headers: auth(buyerToken),
    data: { quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
  const placed = await request.post('/api/orders', {
    headers: auth(buyerToken),
    data: {
      deliveryOption: 'fast',
      giftBag: false,
      paymentMethod: 'card',
      address: LAGOS_ADDRESS,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, payment } = await placed.json();
  await payInTestProvider(request, payment.redirectUrl);
  await expect
    .poll(async () => {
      const read = await request.get(`/api/orders/${order.number}`, {
        headers: auth(buyerToken),
      });
      return (await read.json()).order?.status;
    })
    .toBe('paid');
  await moveShipment(request, gift.vendorToken, order.number, [
    'accepted',
    'dispatched',
    'delivered',
  ]);
  return order.number as string;
}
