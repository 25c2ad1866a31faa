import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';
import { chooseTemplate } from './studio-helpers';
import { verifiedAccount } from './support/accounts';
import { shoot } from './support/auth-e2e';
import { waitForMail } from './support/mail';
import { holdRequests } from './support/page-load';

/** Where a person looks at the keepsake afterwards (E2E_SHOTS=1). */
const SHOT_DIR = join(import.meta.dirname, '../.tmp/shots-auth/e2e');

const MESSAGE =
  'Happy birthday Amara! Another year of your laughter, your kindness and your terrible puns. I hope today brings you cake, music and every good thing you deserve. Love always.';

test.describe('the recipient opens a card', () => {
  // The one journey in full motion: the box opens as most recipients see it.
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('the mail arrives, the box opens, the card shows, and one thank-you goes back', async ({
    page,
    request,
  }) => {
    // The whole after-opening journey (reply, keepsake, report dialog, send back) in one page
    // with full motion: on a busy two-core runner it takes over the default minute.
    test.setTimeout(120_000);
    const sender = await verifiedAccount(request);
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
        fontFamily: 'Pacifico',
        fontSize: '18px',
        message: MESSAGE,
        quote: 'Sunshine',
      },
    });
    expect(created.status()).toBe(201);

    const mail = await waitForMail({ to: recipientEmail, subject: /^Tunde sent you a card$/ });
    const link = new URL(mail.links.find((each) => each.includes('/c/')) ?? '');
    await page.setViewportSize(VIEWPORTS.phone);
    // The card's page is on screen before any script has arrived: the server rendered it.
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto(link.pathname, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amara, this card is for you');
    await expect(page.getByRole('button', { name: 'Tap on the Box' })).toBeVisible();
    release();
    // The server renders the page with the card and hands the app the same card: the page does
    // not ask for it again.
    const cardRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/c/')) {
        cardRequests.push(request.resourceType());
      }
    });
    await page.goto(link.pathname);
    // (page.goto waits for the app to have started: it would have asked by now.)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amara, this card is for you');
    expect(cardRequests).toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await expectNoSeriousAxeViolations(page);
    // One line says whom it is for; the reply and the ways on come after the card.
    await expect(page.getByText('Something special for Amara')).toHaveCount(0);
    await expect(page.getByLabel('Say thank you to Tunde')).toHaveCount(0);

    await page.getByRole('button', { name: 'Tap on the Box' }).click();
    await expect(page.getByText(/1 out of \d/)).toBeVisible();
    // The card's own face is loaded, and no other card face is declared on the page.
    const faces = () =>
      page.evaluate(() => {
        const found: { family: string; status: string }[] = [];
        document.fonts.forEach((face) => {
          found.push({ family: face.family.replace(/["']/g, ''), status: face.status });
        });
        return found;
      });
    await expect
      .poll(async () =>
        (await faces()).some((face) => face.family === 'Pacifico' && face.status === 'loaded'),
      )
      .toBe(true);
    const declared = (await faces()).map((face) => face.family);
    for (const other of ['Oswald', 'Roboto', 'Lato', 'Montserrat', 'Raleway', 'Open Sans']) {
      expect(declared).not.toContain(other);
    }
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
    await expectNoSeriousAxeViolations(page);

    // A keepsake: the card as a PNG picture, with its message.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download keepsake' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('card-for-amara.png');
    const keepsake = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of keepsake) chunks.push(chunk as Buffer);
    const png = Buffer.concat(chunks);
    if (process.env.E2E_SHOTS === '1') {
      mkdirSync(SHOT_DIR, { recursive: true });
      writeFileSync(join(SHOT_DIR, 'keepsake.png'), png);
    }
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.readUInt32BE(16)).toBe(1000); // its width, from the PNG header
    expect(png.length).toBeGreaterThan(20_000);

    // 'Report this card' asks what is wrong and passes axe; it is left unsent here.
    await page.getByRole('button', { name: 'Report this card' }).click();
    const reportDialog = page.getByRole('dialog', { name: 'Report this card' });
    await expect(reportDialog.getByRole('radio')).toHaveCount(4);
    await expectNoSeriousAxeViolations(page, 'dialog[open]');
    await shoot(page, 'recipient-report-dialog');
    await reportDialog.getByRole('button', { name: 'Close' }).click();

    // 'Send a card back' starts a card to the sender, with their name in.
    await page.getByRole('link', { name: 'Send a card back' }).click();
    await chooseTemplate(page, 'Birthday template 1');
    await expect(page.getByLabel('Recipient name', { exact: true })).toHaveValue('Tunde');

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
