import { expect, test, VIEWPORTS } from './fixtures';
import { field, GOOD_MESSAGE, openWizard, stepHeading, tabTo, toggle } from './studio-helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.describe('a signed-in sender', () => {
  test.use({ signedIn: true });

  test('the create wizard can be finished with the keyboard alone', async ({ page }) => {
    test.setTimeout(90_000);
    await openWizard(page, 'create');
    const { keyboard } = page;

    await tabTo(page, toggle(page, 'Send Yourself'));
    await keyboard.press('Space');
    await expect(toggle(page, 'Send Yourself')).toHaveAttribute('aria-checked', 'true');
    await keyboard.press('Tab');
    await expect(field(page, 'Recipient name')).toBeFocused();
    await keyboard.type('Amara');
    await keyboard.press('Tab');
    await keyboard.type('amara@example.com');
    await keyboard.press('Tab');
    await keyboard.type('Tobi');
    await keyboard.press('Tab');
    await keyboard.type('tobi@example.com');

    // Each radio group is one Tab stop; the arrows move within it and choose.
    await keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Roboto' })).toBeFocused();
    await keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Open Sans' })).toBeChecked();
    await keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '16px' })).toBeFocused();
    await keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '18px' })).toBeChecked();
    await keyboard.press('Tab');
    await keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Confetti' })).toBeChecked();
    await keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Colour #000000' })).toBeFocused();
    await keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Colour #f02c2c' })).toBeChecked();
    await keyboard.press('Tab');
    await expect(field(page, 'Message')).toBeFocused();
    await keyboard.insertText(GOOD_MESSAGE);

    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await keyboard.press('Enter');
    await expect(stepHeading(page, 'Details')).toBeFocused();

    await tabTo(page, field(page, 'Sweet nickname'));
    await keyboard.type('Sunshine');
    await keyboard.press('Enter');
    await expect(stepHeading(page, 'Media')).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: 'Send Now' }));
    await keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your card is on its way!' }),
    ).toBeFocused();
  });
});

test('the anonymous switch and its confirmation work from the keyboard', async ({ page }) => {
  await openWizard(page, 'create');
  const anonymous = toggle(page, 'Send Anonymously');
  const confirm = page.getByRole('alertdialog', { name: 'Send anonymously?' });
  await tabTo(page, anonymous);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(anonymous).toHaveAttribute('aria-checked', 'false');
  await expect(anonymous).toBeFocused();
  await page.keyboard.press('Space');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'OK' }));
  await page.keyboard.press('Enter');
  await expect(anonymous).toHaveAttribute('aria-checked', 'true');
});
