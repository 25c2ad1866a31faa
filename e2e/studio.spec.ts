import { AUTH_MESSAGES, CARD_MESSAGES } from '@greetly/domain';
import { expect, test, VIEWPORTS } from './fixtures';
import {
  back,
  choose,
  errorOf,
  field,
  fillRecipient,
  GOOD_MESSAGE,
  next,
  openWizard,
  passCreateDetails,
  stepHeading,
  toggle,
  words,
} from './studio-helpers';

test.use({ viewport: VIEWPORTS.desktop });

test.describe('template galleries', () => {
  test('/create-template filters by category and hands the template to /create-card', async ({
    page,
  }) => {
    await page.goto('/create-template');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personalize Your Perfect Card' }),
    ).toBeVisible();
    const filters = page.getByRole('group', { name: 'Template categories' }).getByRole('button');
    await expect(filters).toHaveCount(14);
    await expect(filters.first()).toHaveText('All');
    await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');
    const grid = page.getByRole('region', { name: 'All templates' }).getByRole('link');
    await expect(grid).toHaveCount(68);
    await expect(grid.first().getByRole('img')).toHaveAttribute('loading', 'lazy');

    await page.getByRole('button', { name: 'Birthday', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Birthday', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(filters.first()).toHaveAttribute('aria-pressed', 'false');
    const birthday = page.getByRole('region', { name: 'Birthday' }).getByRole('link');
    await expect(birthday).toHaveCount(6);
    for (let n = 1; n <= 6; n++) {
      await expect(page.getByRole('img', { name: `Birthday template ${n}` })).toBeVisible();
    }

    await page.getByRole('link', { name: 'Birthday template 3' }).click();
    await expect(page).toHaveURL(/\/create-card$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personalize your card' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Birthday template 3' })).toBeVisible();
    await expect(page.getByText('Step 1 of 3 · Details')).toBeVisible();
  });

  test('/schedule-template leads to /schedule-card with the chosen template', async ({ page }) => {
    await page.goto('/schedule-template');
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule a Card' })).toBeVisible();
    await page.getByRole('button', { name: 'Christmas', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Christmas' }).getByRole('link')).toHaveCount(5);
    await page.getByRole('link', { name: 'Christmas template 2' }).click();
    await expect(page).toHaveURL(/\/schedule-card$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule your Card' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Christmas template 2' })).toBeVisible();
  });

  test('a wizard opened without a template asks for one', async ({ page }) => {
    await page.goto('/create-card');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personalize your card' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Choose a template' }).click();
    await expect(page).toHaveURL(/\/create-template$/);
  });
});

test.describe('/create-card', () => {
  test.beforeEach(async ({ page }) => openWizard(page, 'create'));

  test('Next on an empty first step: the sending-option popup and every field message', async ({
    page,
  }) => {
    await next(page);
    const popup = page.getByRole('alertdialog', { name: CARD_MESSAGES.sendingOptionTitle });
    await expect(popup).toContainText(CARD_MESSAGES.sendingOptionText);
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();

    expect(await errorOf(field(page, 'Recipient name'))).toBe('Recipient name is required');
    expect(await errorOf(field(page, 'Recipient email'))).toBe('Recipient email is required');
    await expect(page.getByText('Please select an effect')).toBeVisible();
    expect(await errorOf(field(page, 'Message'))).toBe('Message is required');
    await expect(stepHeading(page, 'Card details')).toBeVisible();

    await toggle(page, 'Send Yourself').click();
    await next(page);
    await expect(popup).toBeHidden();
    expect(await errorOf(field(page, 'Sender name'))).toBe('Sender name is required');
    expect(await errorOf(field(page, 'Sender email'))).toBe('Sender email is required');

    // After a Next, each field is checked again as it changes.
    await field(page, 'Recipient email').fill('not-an-email');
    await field(page, 'Sender email').fill('also@wrong');
    await field(page, 'Message').fill(words(5));
    expect(await errorOf(field(page, 'Recipient email'))).toBe('Enter a valid email');
    expect(await errorOf(field(page, 'Sender email'))).toBe('Enter a valid email');
    expect(await errorOf(field(page, 'Message'))).toBe('Your message must be at least 25 words.');
    await field(page, 'Recipient name').fill('Amara');
    await expect(field(page, 'Recipient name')).not.toHaveAttribute('aria-invalid', 'true');
    await choose(page, 'Snow');
    await expect(page.getByText('Please select an effect')).toBeHidden();
  });

  test('Next on the Info step checks the recipient name; Back keeps what was typed', async ({
    page,
  }) => {
    await passCreateDetails(page);
    await expect(page.getByText('Step 2 of 3 · Info')).toBeVisible();
    // The step holds the music link, the voice recorder and the image drop zone.
    await expect(field(page, 'Music link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Browse Files' })).toBeVisible();

    await field(page, 'Recipient name').fill('');
    await next(page);
    expect(await errorOf(field(page, 'Recipient name'))).toBe('Recipient name is required');
    await field(page, 'Recipient name').fill('Amara Obi');
    await field(page, 'Sweet nickname').fill('Sunshine');
    await back(page);
    await expect(stepHeading(page, 'Card details')).toBeVisible();
    await expect(field(page, 'Recipient name')).toHaveValue('Amara Obi');
    await expect(field(page, 'Message')).toHaveValue(GOOD_MESSAGE);
    await next(page);
    await expect(field(page, 'Sweet nickname')).toHaveValue('Sunshine');
  });

  test('anonymity: confirm first, OK hides and clears the sender, Send Yourself turns it off', async ({
    page,
  }) => {
    const anonymous = toggle(page, 'Send Anonymously');
    const yourself = toggle(page, 'Send Yourself');
    await yourself.click();
    await expect(yourself).toHaveAttribute('aria-checked', 'true');
    await field(page, 'Sender name').fill('Tobi');
    await field(page, 'Sender email').fill('tobi@example.com');

    await anonymous.click();
    const confirm = page.getByRole('alertdialog', { name: 'Send anonymously?' });
    await expect(confirm).toContainText(CARD_MESSAGES.anonymousWarning);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(anonymous).toHaveAttribute('aria-checked', 'false');
    await expect(yourself).toHaveAttribute('aria-checked', 'true');
    await expect(field(page, 'Sender name')).toHaveValue('Tobi');

    await anonymous.click();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(anonymous).toHaveAttribute('aria-checked', 'true');
    await expect(yourself).toHaveAttribute('aria-checked', 'false');
    await expect(field(page, 'Sender name')).toBeHidden();
    await expect(page.getByTestId('card-mock')).toContainText('Anonymous');

    // Sending yourself again turns anonymous off; the sender was forgotten.
    await yourself.click();
    await expect(anonymous).toHaveAttribute('aria-checked', 'false');
    await expect(field(page, 'Sender name')).toHaveValue('');
    await expect(field(page, 'Sender email')).toHaveValue('');

    // Turning Send Yourself off hides the sender fields.
    await yourself.click();
    await expect(field(page, 'Sender name')).toBeHidden();

    // Turning anonymous off needs no confirmation.
    await anonymous.click();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await anonymous.click();
    await expect(confirm).toBeHidden();
    await expect(anonymous).toHaveAttribute('aria-checked', 'false');
  });

  test('the message keeps its first 60 words and counts them', async ({ page }) => {
    const message = field(page, 'Message');
    await expect(page.getByText('0 / 60 words')).toBeVisible();
    await message.fill(words(12));
    await expect(page.getByText('12 / 60 words')).toBeVisible();
    await message.fill(words(80));
    await expect(message).toHaveValue(words(60));
    await expect(page.getByText('60 / 60 words')).toBeVisible();
    await message.press('End');
    await message.pressSequentially(' ');
    await expect(message).toHaveValue(words(60));
  });

  test('the live card follows the choices', async ({ page }) => {
    const mock = page.getByTestId('card-mock');
    await expect(mock).toContainText('Dear Your Friend,');
    await fillRecipient(page);
    await expect(mock).toContainText('Dear Amara,');
    await choose(page, 'Pacifico');
    await choose(page, '18px');
    await page.getByRole('radio', { name: 'Colour #f02c2c' }).check({ force: true });
    await field(page, 'Message').fill('Happy birthday, dear friend');
    const message = page.getByTestId('card-mock-message');
    await expect(message).toHaveText('Happy birthday, dear friend');
    await expect(message).toHaveCSS('font-family', /Pacifico/);
    await expect(message).toHaveCSS('font-size', '18px');
    await expect(message).toHaveCSS('color', 'rgb(240, 44, 44)');
  });

  test('a reload keeps the template, the step and everything typed', async ({ page }) => {
    await passCreateDetails(page);
    await field(page, 'Sweet nickname').fill('Sunshine');
    await page.reload();
    await expect(stepHeading(page, 'Details')).toBeVisible();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(field(page, 'Sweet nickname')).toHaveValue('Sunshine');
    await expect(page.getByRole('img', { name: 'Birthday template 1' })).toBeVisible();
    await back(page);
    await expect(field(page, 'Recipient email')).toHaveValue('amara@example.com');
    await expect(field(page, 'Sender name')).toHaveValue('Tobi');
    await expect(page.getByRole('radio', { name: 'Confetti' })).toBeChecked();

    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(field(page, 'Recipient email')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Confetti' })).not.toBeChecked();
  });

  test('Live Preview opens from the last step, and Send Now asks a guest to sign in', async ({
    page,
  }) => {
    await passCreateDetails(page);
    await next(page);
    await expect(stepHeading(page, 'Media')).toBeVisible();
    await expect(page.getByText('Step 3 of 3 · Preview Selection')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Birthday template 1' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Live Preview' }).click();
    const preview = page.getByTestId('live-preview');
    await expect(preview.getByRole('heading', { name: 'Live Preview' })).toBeVisible();
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await expect(preview).toBeHidden();

    await page.getByRole('button', { name: 'Send Now' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText(AUTH_MESSAGES.signInRequired)).toBeVisible();
    // Nothing is lost on the way: the draft waits for the sender to come back.
    const draft = await page.evaluate(() => localStorage.getItem('draft:create-card'));
    expect(JSON.parse(draft ?? '{}')).toMatchObject({ templateId: 1, step: 2 });
  });
});
