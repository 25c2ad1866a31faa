import {
  expect as baseExpect,
  expectNoSeriousAxeViolationsAtEverySize,
  test,
  VIEWPORTS,
} from './fixtures';
import { inThisApp, newAccount, shootAtEverySize, storeToken } from './support/auth-e2e';
import { waitForMail } from './support/mail';
import { buyAndDeliver, LAGOS_ADDRESS, moveShipment } from './support/orders';
import { adminAccount, listedProduct } from './support/shops';

// Prices, coupons, stock, payments applied once and who sees what are tested on both databases in
// apps/server/test/orders-*.test.ts and fulfilment*.test.ts; each page's states and messages in
// apps/web/src/features/{shop,orders,vendor}/*.test.tsx. This journey is the one a person makes.

// Sign-ups hash passwords with scrypt on purpose, and this journey spans four people and many
// pages: give the server and the browser room on a busy machine.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 360_000 });
test.use({ viewport: VIEWPORTS.desktop });

test('a guest buys from two shops with a coupon and a gift bag, pays, the shops deliver, the buyer tracks it, and the fifth purchase has a free gift', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const admin = await adminAccount(request, baseURL);
  const cake = await listedProduct(request, admin.token, {
    title: 'Chocolate Fudge Cake',
    category: 'Cakes & Pastries',
    priceKobo: 1_500_000,
    stock: 20,
    shop: 'Sweet Layers Lagos',
  });
  const roses = await listedProduct(request, admin.token, {
    title: 'Red Rose Bouquet',
    category: 'Bouquets',
    priceKobo: 950_000,
    stock: 20,
    shop: 'Petal House',
  });
  const coupon = await request.post('/api/admin/coupons', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      code: `THANKS${Date.now().toString(36).toUpperCase()}`,
      kind: 'fixed',
      amountKobo: 20_000,
      minOrderKobo: 0,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: null,
      maxUsesTotal: null,
      maxUsesPerUser: 1,
    },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  const couponCode = (await coupon.json()).coupon.code as string;
  const adminContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const adminPage = await adminContext.newPage();
  await storeToken(adminPage, admin.token);
  await adminPage.goto('/admin/coupons');
  await expect(adminPage.getByRole('main')).toContainText(couponCode);
  await expectNoSeriousAxeViolationsAtEverySize(adminPage);
  await shootAtEverySize(adminPage, 'admin-coupons');
  await adminContext.close();

  // A guest keeps a gift from each shop.
  for (const gift of [cake, roses]) {
    await page.goto(gift.path);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('Added to your cart')).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // The checkout asks the guest to sign in; signing up comes back to it with the cart.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Sign in to check out' })).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shootAtEverySize(page, 'checkout-guest');
  await page.getByRole('link', { name: 'Create an account' }).click();
  const buyer = newAccount('buyer', 'Chiamaka');
  await page.getByLabel('First name').fill(buyer.first_name);
  await page.getByLabel('Last name').fill(buyer.last_name);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Phone number').fill(buyer.phone);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Fast delivery from two shops, a gift bag, an address and a coupon; the server's figures.
  const checkout = page.getByRole('form', { name: 'Checkout' });
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Chocolate Fudge Cake');
  await expect(summary).toContainText('Red Rose Bouquet');
  await checkout.getByLabel('Recipient’s name').fill(LAGOS_ADDRESS.name);
  await checkout.getByLabel('Phone number').fill(LAGOS_ADDRESS.phone);
  await checkout.getByLabel('Street address').fill(LAGOS_ADDRESS.street);
  await checkout.getByLabel('City').fill(LAGOS_ADDRESS.city);
  await checkout.getByLabel('State').fill(LAGOS_ADDRESS.state);
  await checkout.getByLabel('Country').selectOption(LAGOS_ADDRESS.country);
  await checkout.getByRole('checkbox', { name: /Add a gift bag/ }).check();
  await page.getByLabel('Coupon code').fill(couponCode);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Code ${couponCode} applied.`)).toBeVisible();
  await expect(summary).toContainText(`Coupon ${couponCode}`);
  await expect(summary).toContainText('Gift bag');
  // Items 24,500 + fast delivery 2 × 5,000 + gift bag 2 × 2,000 − 200, VAT 7.5% of 24,300.
  await expect(summary).toContainText('₦40,122.50');
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shootAtEverySize(page, 'checkout');
  await page.getByRole('button', { name: 'Confirm and pay ₦40,122.50' }).click();

  // The test provider's page, then back to the order, which is confirmed.
  await expect(page.getByRole('heading', { name: 'Test payment — no money moves' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/orders\/GR-\d{6,}/);
  const confirmed = page.getByRole('heading', { name: /Your order GR-\d{6,} is confirmed/ });
  await expect(confirmed).toBeVisible();
  const orderNumber = /GR-\d{6,}/.exec((await confirmed.textContent()) ?? '')?.[0] ?? '';
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shootAtEverySize(page, 'order-confirmed');
  const confirmation = await waitForMail({
    to: buyer.email,
    subject: new RegExp(`${orderNumber}.*confirmed`),
  });
  expect(confirmation.text).toContain('Chocolate Fudge Cake');

  // The cake's shop is told by e-mail, accepts, dispatches with a note and delivers.
  const newOrder = await waitForMail({
    to: cake.vendor.email,
    subject: new RegExp(`New order ${orderNumber}`),
  });
  expect(newOrder.text).toContain('Chocolate Fudge Cake');
  expect(newOrder.text).not.toContain('Red Rose Bouquet');
  const vendorContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const vendorPage = await vendorContext.newPage();
  await storeToken(vendorPage, cake.vendor.token);
  const orderLink = newOrder.links.find((link) => link.includes('/vendordashboard/orders/'));
  await vendorPage.goto(inThisApp(orderLink ?? '', baseURL));
  await expect(vendorPage.getByRole('heading', { level: 1 })).toContainText(orderNumber);
  await expect(vendorPage.getByRole('main')).toContainText(LAGOS_ADDRESS.street);
  await expect(vendorPage.getByRole('main')).not.toContainText('Red Rose Bouquet');
  await expectNoSeriousAxeViolationsAtEverySize(vendorPage);
  await shootAtEverySize(vendorPage, 'vendor-order-new');
  await vendorPage.getByRole('button', { name: 'Accept order' }).click();
  await vendorPage.getByLabel('Note for the buyer (optional)').fill('Rider Musa, 0803 555 0101');
  await vendorPage.getByRole('button', { name: 'Mark as dispatched' }).click();
  await vendorPage.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(vendorPage.getByRole('main')).toContainText('Delivered');
  await expectNoSeriousAxeViolationsAtEverySize(vendorPage);
  await shootAtEverySize(vendorPage, 'vendor-order-delivered');
  await vendorContext.close();
  await waitForMail({ to: buyer.email, subject: /on its way/ });
  // The roses' shop does the same from its API.
  await moveShipment(request, roses.vendor.token, orderNumber, [
    'accepted',
    'dispatched',
    'delivered',
  ]);

  // Someone not signed in tracks the order by its number and the buyer's e-mail.
  const trackerContext = await browser.newContext({ viewport: VIEWPORTS.phone });
  const tracker = await trackerContext.newPage();
  await tracker.goto('/');
  await tracker.getByRole('contentinfo').getByRole('link', { name: 'Track Items' }).click();
  await expect(tracker).toHaveURL(/\/track$/);
  await tracker.getByLabel('Order number').fill(orderNumber.toLowerCase());
  await tracker.getByLabel('Email').fill(buyer.email.toUpperCase());
  await tracker.getByRole('button', { name: 'Track order' }).click();
  const tracked = tracker.getByRole('main');
  await expect(tracked).toContainText('Rider Musa, 0803 555 0101');
  for (const shop of ['Sweet Layers Lagos', 'Petal House'])
    await expect(tracked).toContainText(shop);
  for (const step of ['Accepted', 'On its way', 'Delivered'])
    await expect(tracked).toContainText(step);
  await expect(tracked).not.toContainText(LAGOS_ADDRESS.street);
  await expectNoSeriousAxeViolationsAtEverySize(tracker);
  await shootAtEverySize(tracker, 'track');
  await trackerContext.close();

  // Three more delivered purchases fill the loyalty card; the fifth has its cheapest gift free.
  const buyerToken = await page.evaluate(() => localStorage.getItem('token') ?? '');
  for (let purchase = 2; purchase <= 4; purchase++) {
    await buyAndDeliver(request, buyerToken, { ref: roses.ref, vendorToken: roses.vendor.token });
  }
  await page.goto('/dashboard');
  await expect(page.getByText('Your next order has a free gift!')).toBeVisible();
  await shootAtEverySize(page, 'dashboard-loyalty');
  await page.goto(roses.path);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  await page.goto('/checkout');
  await expect(summary).toContainText('Loyalty reward: Red Rose Bouquet free');
  // The bouquet is free; only fast delivery is left to pay (no VAT on a free gift).
  await expect(page.getByRole('button', { name: 'Confirm and pay ₦5,000' })).toBeVisible();
  await shootAtEverySize(page, 'checkout-loyalty');
});
