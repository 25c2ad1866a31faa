import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';
import { verifiedUser } from './support/accounts';
import { waitForMail } from './support/mail';

const MESSAGE =
  'Happy birthday Amara! Another year of your laughter, your kindness and your terrible puns. I hope today brings you cake, music and every good thing you deserve. Love always.';

async function sendCard(request: APIRequestContext, token: string, recipientEmail: string) {
  const created = await request.post('/api/cards', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      templateId: 5,
      isAnonymous: false,
      sendYourself: true,
      recipientName: 'Amara',
      recipientEmail,
      senderName: 'Tunde',
      senderEmail: 'tunde@example.com',
      effect: 'confetti',
      textColor: '#f02c2c',
      message: MESSAGE,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).card.id as string;
}

for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
  test(`the recipient stops a sender's cards from the mail, then undoes it (${sizeName})`, async ({
    page,
    request,
  }) => {
    // Two cards go through the real worker and SMTP sink: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const sender = await verifiedUser(request);
    const recipientEmail = `amara.${sizeName}.${Date.now()}@example.com`;
    await sendCard(request, sender.token, recipientEmail);
    const mail = await waitForMail({ to: recipientEmail, subject: /^Tunde sent you a card$/ });
    expect(mail.html).toContain('Stop cards from this sender');
    const link = new URL(
      mail.links.find((each) => each.includes('/stop-cards?') && each.includes('scope=sender')) ??
        '',
    );

    await page.setViewportSize(viewport);
    await page.goto(`${link.pathname}${link.search}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Stop cards from this sender?');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Stop cards from this sender' }).click();
    await expect(heading).toHaveText('Cards from this sender are stopped');
    const result = page.getByRole('status').filter({ hasText: 'Done.' });
    await expect(result).toHaveText('Done. Cards from this sender will no longer reach you.');
    // The pressed button is gone; focus moved to what happened.
    await expect(page.locator(':focus')).toContainText('Done. Cards from this sender');
    await expectNoSeriousAxeViolations(page);

    // The sender's next card is not delivered, and the sender is not told why.
    const blockedId = await sendCard(request, sender.token, recipientEmail);
    await expect
      .poll(
        async () => {
          const answer = await request.get(`/api/cards/${blockedId}`, {
            headers: { Authorization: `Bearer ${sender.token}` },
          });
          const { card } = await answer.json();
          return [card.status, card.failureReason];
        },
        { timeout: 20_000 },
      )
      .toEqual(['failed', 'Not delivered']);

    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect(heading).toHaveText('Stop cards from this sender?');
    await expect(page.getByRole('status').filter({ hasText: 'Undone.' })).toHaveText(
      'Undone. Cards from this sender can reach you again.',
    );
    await expect(page.getByRole('button', { name: 'Stop cards from this sender' })).toBeVisible();
  });
}

test.describe('with a link that was altered', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test('the page says the link does not work and offers the way home', async ({ page }) => {
    await page.goto('/stop-cards?token=not-a-real-token&scope=all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
    await expect(page.getByRole('alert')).toContainText('This link does not work');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
