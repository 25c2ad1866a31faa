import type { Page } from '@playwright/test';
import {
  appStarted,
  expect as baseExpect,
  expectNoSeriousAxeViolationsAtEverySize,
  test,
  VIEWPORTS,
} from './fixtures';
import { verifiedAccount } from './support/accounts';
import { newAccount, shoot, storeToken } from './support/auth-e2e';
import { waitForMail } from './support/mail';
import { holdRequests } from './support/page-load';
import { adminAccount, listedProduct } from './support/shops';

// Filters in the address, pagination, the empty and 'Coming soon...' states and the kept cart are
// checked in apps/web/src/features/marketplace/*.test.tsx and features/cart/*.test.tsx; search
// ranking and filters on both databases in apps/server/test/marketplace.test.ts.

// Sign-ups hash passwords with scrypt on purpose, and this journey spans three people and many
// pages: give the server and the browser room on a busy machine.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 300_000 });
test.use({ viewport: VIEWPORTS.desktop });

const SHOP = {
  fullName: 'Crumbs of Joy Bakery',
  businessType: 'Bakery',
  businessDescription: 'Celebration cakes and pastries, baked to order every morning in Lagos.',
  countryCity: 'Nigeria, Lagos',
  deliveryCountries: 'Nigeria',
};

/** A real PNG drawn by the browser, a different colour for each photo. */
async function photo(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = fill;
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#fff7ef';
      context.beginPath();
      context.arc(160, 130, 70, 0, Math.PI * 2);
      context.fill();
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, colour);
  return Buffer.from(base64, 'base64');
}

test('a new vendor opens a shop, an admin approves it, the vendor lists a cake with two photos, and a gifter finds it and adds it to the cart', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // The vendor signs up and completes the business form.
  const vendor = newAccount('cake-vendor', 'Kemi');
  await page.goto('/vendorsignup');
  await page.getByLabel('First name').fill(vendor.first_name);
  await page.getByLabel('Last name').fill(vendor.last_name);
  await page.getByLabel('Email').fill(vendor.email);
  await page.getByLabel('Phone number').fill(vendor.phone);
  await page.getByLabel('Password', { exact: true }).fill(vendor.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/vendorproceed$/);
  await page.getByLabel('Business name').fill(SHOP.fullName);
  await page.getByLabel('Business type').fill(SHOP.businessType);
  await page.getByLabel('Business description').fill(SHOP.businessDescription);
  await page.getByLabel('Country and city of operation').fill(SHOP.countryCity);
  await page.getByLabel('Delivery country').selectOption(SHOP.deliveryCountries);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();
  await expect(page).toHaveURL(/\/vendordashboard$/);
  await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
  await shoot(page, 'vendordashboard-pending');

  // An admin approves the shop on the review page; the vendor is told by e-mail.
  const admin = await adminAccount(request, baseURL);
  const adminContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const adminPage = await adminContext.newPage();
  await storeToken(adminPage, admin.token);
  await adminPage.goto('/admin/shops');
  const pendingShop = adminPage.getByTestId('admin-shop').filter({ hasText: SHOP.fullName });
  await expect(pendingShop).toContainText(vendor.email);
  await expectNoSeriousAxeViolationsAtEverySize(adminPage);
  await shoot(adminPage, 'admin-shops');
  await pendingShop.getByRole('button', { name: `Approve ${SHOP.fullName}` }).click();
  await expect(pendingShop).toHaveCount(0);
  await adminContext.close();
  const approval = await waitForMail({
    to: vendor.email,
    subject: new RegExp(`Your shop ${SHOP.fullName} is approved`),
  });
  expect(approval.links.some((link) => link.endsWith('/vendordashboard'))).toBe(true);

  // The vendor lists a cake with two photos and publishes it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your shop is open' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a product' }).first().click();
  await expect(page).toHaveURL(/\/vendordashboard\/products\/new$/);
  await page.getByLabel('Name').fill('Red Velvet Celebration Cake');
  await page.getByLabel('Category').selectOption('Cakes & Pastries');
  await page
    .getByLabel('Description')
    .fill('Three soft layers of red velvet with cream-cheese frosting. Serves twelve.');
  await page.getByLabel('Price (₦)').fill('18,500');
  await page.getByLabel('In stock').fill('6');
  await page.getByLabel('Notice needed (days)').fill('1');
  await page.getByTestId('photo-file-input').setInputFiles([
    { name: 'cake-front.png', mimeType: 'image/png', buffer: await photo(page, '#c8334a') },
    { name: 'cake-slice.png', mimeType: 'image/png', buffer: await photo(page, '#e0607e') },
  ]);
  await expect(page.getByTestId('product-photo')).toHaveCount(2);
  await page.getByLabel('Country 1').selectOption('Nigeria');
  await page.getByLabel('City 1').fill('Lagos');
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shoot(page, 'product-editor');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page).toHaveURL(/\/vendordashboard$/);
  const listedCake = page
    .getByTestId('vendor-product')
    .filter({ hasText: 'Red Velvet Celebration Cake' });
  await expect(listedCake.getByTestId('product-status')).toHaveText(/Published/);
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shoot(page, 'vendordashboard-products');

  // A gifter (a guest, in another browser) searches, filters, opens the cake and adds it.
  const gifterContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const gifter = await gifterContext.newPage();
  await gifter.goto('/marketplace');
  await gifter.getByRole('searchbox', { name: 'Search gifts' }).fill('cake');
  await gifter.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(gifter).toHaveURL(/[?&]q=cake/);
  await gifter.getByRole('button', { name: 'Cakes & Pastries' }).click();
  await expect(gifter).toHaveURL(/category=Cakes/);
  await gifter.getByRole('button', { name: 'In Stock', exact: true }).click();
  await expect(gifter).toHaveURL(/stock=in/);
  const card = gifter
    .getByTestId('product-grid')
    .getByRole('listitem')
    .filter({ hasText: 'Red Velvet Celebration Cake' });
  await expect(card).toContainText('₦18,500');
  await expect(card).toContainText(SHOP.fullName);
  await expectNoSeriousAxeViolationsAtEverySize(gifter);
  await shoot(gifter, 'marketplace-search');

  await card.getByRole('link', { name: 'Red Velvet Celebration Cake' }).click();
  await expect(gifter).toHaveURL(/\/gifts\/red-velvet-celebration-cake-[a-z0-9]{10}$/);
  await expect(gifter.getByRole('heading', { level: 1 })).toHaveText('Red Velvet Celebration Cake');
  await expect(gifter.getByRole('main')).toContainText('Lagos');
  // Both photos are there, and a guest may see them.
  const photos = gifter.getByRole('main').locator('img[src^="/media/"]');
  await expect(photos.first()).toBeVisible();
  const sources = new Set(
    await photos.evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
  );
  expect(sources.size).toBe(2);
  for (const source of sources) {
    const response = await gifter.request.get(source ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  }
  await expectNoSeriousAxeViolationsAtEverySize(gifter);
  await shoot(gifter, 'product-page');
  await gifter.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(gifter.getByText('Added to your cart')).toBeVisible();
  await expect(gifter.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // The cart keeps the cake across a reload, and the back button goes back to the search.
  await gifter.goBack();
  await expect(gifter).toHaveURL(/[?&]q=cake/);
  await gifter.goto('/cart');
  await expect(gifter.getByRole('main')).toContainText('Red Velvet Celebration Cake');
  await gifter.reload();
  await expect(gifter.getByRole('main')).toContainText('Red Velvet Celebration Cake');
  await expect(gifter.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expectNoSeriousAxeViolationsAtEverySize(gifter);
  await shoot(gifter, 'cart');

  // The gifter signs in: the cart kept in the browser moves into the account, and stays.
  const buyer = await verifiedAccount(request, 'Ada');
  await gifter.evaluate((token) => localStorage.setItem('token', token), buyer.token);
  await gifter.reload();
  await expect(gifter.getByRole('main')).toContainText('Red Velvet Celebration Cake');
  await expect
    .poll(async () => {
      const cart = await request.get('/api/cart', {
        headers: { Authorization: `Bearer ${buyer.token}` },
      });
      return (await cart.json()).lines?.map((line: { title: string }) => line.title);
    })
    .toEqual(['Red Velvet Celebration Cake']);
  await gifter.reload();
  await expect(gifter.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await gifterContext.close();
});

test('words typed into the prerendered search before its code arrives are searched', async ({
  page,
  request,
  baseURL,
}) => {
  // A gift in the marketplace: the page then draws results (and so the search box again).
  const admin = await adminAccount(request, baseURL);
  await listedProduct(request, admin.token, {
    title: 'Rose Lip Gloss Duo',
    category: 'Lip Gloss',
    priceKobo: 650_000,
    stock: 3,
    shop: 'Glow Corner',
  });
  // A slow phone: the marketplace is on screen (prerendered) while its scripts are on their way.
  const release = await holdRequests(page, /\/assets\/(?!resume-check-)[^/]*\.js$/);
  await page.goto('/marketplace', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search gifts' });
  await search.fill('lip gloss');
  release();
  // The page runs and has asked the server (the results, or the first shops opening soon).
  await appStarted(page);
  await expect(page.getByTestId('product-grid')).toBeVisible();
  await expect(search).toHaveValue('lip gloss');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=lip\+gloss/);
  await expect(page.getByTestId('product-grid')).toContainText('Rose Lip Gloss Duo');
});
