import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';
import { verifiedUser } from './support/accounts';
import { waitForMail } from './support/mail';

const MESSAGE =
  'Happy birthday Amara! Another year of your laughter, your kindness and your terrible puns. I hope today brings you cake, music and every good thing you deserve. Love always.';

test.describe('the recipient opens a card', () => {
  test('the mail arrives, the box opens, the card shows, and one thank-you goes back', async ({
    page,
    request,
  }) => {
    const sender = await verifiedUser(request);
    const recipientEmail = `amara.${Date.now()}@example.com`;
    const created = await request.post('/api/cards', {
      headers: { Authorization: `Bearer ${sender.token}` },
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
        fontFamily: 'Dancing Script',
        fontSize: '18px',
        message: MESSAGE,
        quote: 'Sunshine',
      },
    });
    expect(created.status()).toBe(201);

    const mail = await waitForMail({ to: recipientEmail, subject: /^Tunde sent you a card$/ });
    const link = new URL(mail.links.find((each) => each.includes('/c/')) ?? '');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amara, this card is for you');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Tap on the Box' }).click();
    await expect(page.getByText(/1 out of \d/)).toBeVisible();
    await expect(page.locator('[data-testid="effect-layer"]')).toHaveAttribute(
      'data-effect',
      'confetti',
    );
    const opened = await waitForMail({
      to: sender.email,
      subject: /^Your card to Amara was opened$/,
    });
    expect(opened.text).toContain('Amara just opened the card');

    await page.getByLabel('Say thank you to Tunde').fill('Thank you, this made my whole week!');
    await page.getByRole('button', { name: 'Send my thanks' }).click();
    await expect(page.getByText('Your thank-you is on its way')).toBeVisible();
    const thanks = await waitForMail({ to: sender.email, subject: /^Amara replied to your card$/ });
    expect(thanks.text).toContain('Thank you, this made my whole week!');

    const cards = await request.get('/api/cards', {
      headers: { Authorization: `Bearer ${sender.token}` },
    });
    const [card] = (await cards.json()).cards;
    expect(card).toMatchObject({ status: 'opened', reply: 'Thank you, this made my whole week!' });
  });

  test.describe('with a link that leads nowhere', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('an unknown link shows a friendly not-found page', async ({ page }) => {
      await page.goto('/c/this-is-not-a-real-card-link');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "We couldn't find this card",
      );
      await expectNoSeriousAxeViolations(page);
    });
  });
});
