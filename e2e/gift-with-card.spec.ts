import type { APIRequestContext } from '@playwright/test';
import {
  appStarted,
  expect as baseExpect,
  expectNoSeriousAxeViolationsAtEverySize,
  test,
  VIEWPORTS,
} from './fixtures';
import { signInAsVerifiedSender, uniqueRecipient } from './support/accounts';
import { inThisApp, shoot, storeToken } from './support/auth-e2e';
import { countMails, waitForMail } from './support/mail';
import { LAGOS_ADDRESS, payInTestProvider } from './support/orders';
import { adminAccount, listedProduct } from './support/shops';

// What each page shows of a gift that travels with a card (the recipient's line, the sender's
// timeline and tag, the banner, the checkout's chosen card) is tested as components in
// apps/web/src/features/{recipient,sent-cards,shop,studio}; the server's side in
// apps/server/test/orders-*.test.ts. This is the journey a sender makes, across the pages.

// Five people's sign-ups (scrypt on purpose) and a card that goes out on its minute.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 420_000 });
test.use({ viewport: VIEWPORTS.desktop });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** `date` as Lagos writes it (UTC+1 all year): its day and its minute. */
function inLagos(date: Date) {
  const lagos = new Date(date.getTime() + 60 * 60_000).toISOString();
  return { scheduleDate: lagos.slice(0, 10), scheduleTime: lagos.slice(11, 16) };
}

/** The vendor page's words for a day ('Mon 14 Dec 2026'; Node's ICU adds a comma Chromium's does not). */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(',', '');

async function scheduleCard(
  request: APIRequestContext,
  sender: { token: string; email: string },
  to: { name: string; email: string },
  schedule: { scheduleDate: string; scheduleTime: string },
): Promise<string> {
  const created = await request.post('/api/cards', {
    headers: auth(sender.token),
    data: {
      templateId: 5,
      isAnonymous: false,
      sendYourself: true,
      senderName: 'Tobi',
      senderEmail: sender.email,
      recipientName: to.name,
      recipientEmail: to.email,
      effect: 'confetti',
      textColor: '#f02c2c',
      message:
        'Happy birthday! Another year of your laughter, your kindness and your terrible puns. I hope today brings you cake, music and every good thing you deserve. Love always.',
      schedule: { timezone: 'Africa/Lagos', ...schedule },
    },
  });
  baseExpect(created.status(), await created.text()).toBe(201);
  const { card } = await created.json();
  baseExpect(card.status).toBe('scheduled');
  return card.id as string;
}

test('a sender adds a gift to a scheduled card: the checkout has the card, the shop delivers on its day, the sender and the recipient see it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const admin = await adminAccount(request, baseURL);
  const cake = await listedProduct(request, admin.token, {
    title: 'Vanilla Celebration Cake',
    category: 'Cakes & Pastries',
    priceKobo: 1_200_000,
    stock: 20,
    shop: 'Crumb & Candle',
    leadTimeDays: 0,
  });
  const sender = await signInAsVerifiedSender(page, request, 'Tobi');

  // A card that goes out in a minute or two, its gift bought through the API, so the recipient's
  // page can be seen at the end of this journey.
  const bisi = { name: 'Bisi', email: uniqueRecipient('Bisi') };
  const soonCard = await scheduleCard(
    request,
    sender,
    bisi,
    inLagos(new Date(Date.now() + 2 * 60_000)),
  );
  const added = await request.put(`/api/cart/items/${cake.ref}`, {
    headers: auth(sender.token),
    data: { quantity: 1 },
  });
  baseExpect(added.status(), await added.text()).toBe(200);
  const placed = await request.post('/api/orders', {
    headers: auth(sender.token),
    data: {
      deliveryOption: 'gift',
      cardId: soonCard,
      giftBag: false,
      paymentMethod: 'card',
      address: LAGOS_ADDRESS,
    },
  });
  baseExpect(placed.status(), await placed.text()).toBe(201);
  await payInTestProvider(request, (await placed.json()).payment.redirectUrl);

  // The card this journey is about: five days from now.
  const amara = { name: 'Amara', email: uniqueRecipient('Amara') };
  const cardDay = inLagos(new Date(Date.now() + 5 * 24 * 60 * 60_000)).scheduleDate;
  await scheduleCard(request, sender, amara, { scheduleDate: cardDay, scheduleTime: '09:00' });

  // The dashboard offers a gift for it, and the marketplace then says whose card it goes with.
  await page.goto('/dashboard');
  const row = page.getByTestId('sent-card').filter({ hasText: amara.email });
  await expect(row.getByTestId('card-status')).toHaveText('Scheduled');
  await page.setViewportSize(VIEWPORTS.phone);
  await shoot(page, 'gift-dashboard-add');
  await page.setViewportSize(VIEWPORTS.desktop);
  await row.getByRole('link', { name: 'Add a gift to the card to Amara' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  const banner = page.getByRole('complementary', { name: 'The card your gift goes with' });
  await expect(banner).toHaveText(
    /Choosing a gift for Amara’s card — it will arrive on the card’s day\./,
  );
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shoot(page, 'gift-banner-marketplace');
  await page.setViewportSize(VIEWPORTS.phone);
  await shoot(page, 'gift-banner-marketplace');
  await page.setViewportSize(VIEWPORTS.desktop);

  // On the gift's page too; Send with a card goes to the checkout with the card chosen.
  await page.goto(cake.path);
  await expect(banner).toBeVisible();
  await shoot(page, 'gift-banner-product');
  await page.getByRole('button', { name: 'Send with a card' }).click();
  await expect(page).toHaveURL(/\/checkout\?delivery=gift$/);
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByRole('radio', { name: /^Gift delivery with a card/ })).toBeChecked();
  await expect(checkout.getByRole('radio', { name: 'Card for Amara' })).toBeChecked();
  await checkout.getByLabel('Recipient’s name').fill(LAGOS_ADDRESS.name);
  await checkout.getByLabel('Phone number').fill(LAGOS_ADDRESS.phone);
  await checkout.getByLabel('Street address').fill(LAGOS_ADDRESS.street);
  await checkout.getByLabel('City').fill(LAGOS_ADDRESS.city);
  await checkout.getByLabel('State').fill(LAGOS_ADDRESS.state);
  await checkout.getByLabel('Country').selectOption(LAGOS_ADDRESS.country);
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shoot(page, 'gift-checkout');
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();

  // Paid in the test provider; the order is confirmed, and the card is forgotten.
  await expect(page.getByRole('heading', { name: 'Test payment — no money moves' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  const confirmed = page.getByRole('heading', { name: /Your order GR-\d{6,} is confirmed/ });
  await expect(confirmed).toBeVisible();
  const orderNumber = /GR-\d{6,}/.exec((await confirmed.textContent()) ?? '')?.[0] ?? '';
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The shop is told to deliver on the card's day.
  const newOrder = await waitForMail({
    to: cake.vendor.email,
    subject: new RegExp(`New order ${orderNumber}`),
  });
  const vendorContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const vendorPage = await vendorContext.newPage();
  await storeToken(vendorPage, cake.vendor.token);
  const orderLink = newOrder.links.find((link) => link.includes('/vendordashboard/orders/'));
  await vendorPage.goto(inThisApp(orderLink ?? '', baseURL));
  await appStarted(vendorPage);
  await expect(vendorPage.getByRole('main')).toContainText(
    `Deliver on ${dayText(cardDay)} with a card`,
  );
  await vendorContext.close();

  // The sender's list tags the card; its own page shows the gift in the card's timeline.
  await page.goto('/dashboard');
  await expect(row).toContainText('Gift');
  await expect(row.getByRole('link', { name: /Add a gift/ })).toHaveCount(0);
  await shoot(page, 'gift-dashboard-list');
  await row.getByRole('link', { name: 'View your card to Amara' }).click();
  const timeline = page.getByRole('region', { name: 'Your card and its gift' });
  await expect(timeline.getByRole('link', { name: `Gift: order ${orderNumber}` })).toHaveAttribute(
    'href',
    `/orders/${orderNumber}`,
  );
  await expect(timeline).toContainText('Paid');
  await expect(timeline).toContainText('Crumb & Candle');
  await expect(timeline).toContainText('Waiting for the shop');
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shoot(page, 'gift-own-card');
  await page.setViewportSize(VIEWPORTS.phone);
  await shoot(page, 'gift-own-card');
  await page.setViewportSize(VIEWPORTS.desktop);

  // Bisi's card has gone out on its minute; her page says a gift is on its way, once opened.
  await expect
    .poll(() => countMails(bisi.email), { timeout: 240_000, intervals: [1000] })
    .toBeGreaterThan(0);
  const cardMail = await waitForMail({ to: bisi.email });
  const link = cardMail.links.find((each) => each.includes('/c/')) ?? '';
  const recipient = await browser.newContext({ viewport: VIEWPORTS.phone });
  const recipientPage = await recipient.newPage();
  await recipientPage.goto(inThisApp(link, baseURL));
  await appStarted(recipientPage);
  await recipientPage.getByRole('button', { name: 'Tap on the Box' }).click();
  const gift = recipientPage.getByRole('region', { name: 'A gift is on its way to you too' });
  await expect(gift).toContainText('Tobi sent it with this card');
  await expect(recipientPage.getByRole('main')).not.toContainText('₦');
  await expect(recipientPage.getByRole('main')).not.toContainText('Crumb & Candle');
  await expectNoSeriousAxeViolationsAtEverySize(recipientPage);
  await shoot(recipientPage, 'gift-recipient');
  await recipientPage.setViewportSize(VIEWPORTS.desktop);
  await shoot(recipientPage, 'gift-recipient');
  await recipient.close();
});
