import sharp from 'sharp';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';
import { signInAsVerifiedSender } from './support/accounts';
import { countMails, waitForMail } from './support/mail';

const MESSAGE =
  'Happy birthday Amara! Another year of your laughter, your kindness and your terrible puns. I hope today brings you cake, music and every good thing you deserve. Love always.';

for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
  test(`the sender views a sent card from the dashboard without opening it for the recipient (${sizeName})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const sender = await signInAsVerifiedSender(page, request, 'Tunde');
    const auth = { Authorization: `Bearer ${sender.token}` };
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c8334a' },
    })
      .png()
      .toBuffer();
    const upload = await request.post('/api/media', {
      headers: auth,
      multipart: { file: { name: 'us.png', mimeType: 'image/png', buffer: photo } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const recipientEmail = `amara.own.${sizeName}.${Date.now()}@example.com`;
    const created = await request.post('/api/cards', {
      headers: auth,
      data: {
        templateId: 5,
        isAnonymous: false,
        sendYourself: true,
        recipientName: 'Amara',
        recipientEmail,
        senderName: 'Tunde',
        senderEmail: sender.email,
        effect: 'confetti',
        textColor: '#f02c2c',
        message: MESSAGE,
        imageId: (await upload.json()).id,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await waitForMail({ to: recipientEmail, subject: /^Tunde sent you a card$/ });

    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'View your card to Amara' }).click();
    await expect(page).toHaveURL(/\/cards\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your card to Amara');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Tap on the Box' }).click();
    await expect(page.getByText(/1 out of \d/)).toBeVisible();
    // The photo is the sender's own upload, fetched with their session.
    await expect(page.locator('img[src^="blob:"]').first()).toBeAttached();
    // No reply box: that belongs to the recipient.
    await expect(page.getByRole('button', { name: 'Send my thanks' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    const card = await request.get(`/api/cards/${(await created.json()).card.id}`, {
      headers: auth,
    });
    expect((await card.json()).card).toMatchObject({ status: 'sent', openedAt: null });
    expect(await countMails(sender.email)).toBe(1); // the verification mail, no "was opened"
    await page.screenshot({
      path: `.tmp/shots-own-card/own-card-${sizeName}.png`,
      fullPage: false,
    });
  });
}
