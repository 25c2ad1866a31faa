import { CARD_MESSAGES, EFFECT_ITEM_COUNTS, EFFECTS } from '@greetly/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';

/** The showcase page of the card parts (features/card/preview-harness-page.tsx). */
const HARNESS = '/card-preview-demo';
const SAMPLE_TRACK_EMBED = 'https://open.spotify.com/embed/track/11dFghVXANMlKmJXsNCbNl';
/** The sample card's slides, in the spec's order. */
const SLIDES = ['cover', 'main', 'voice', 'music', 'message'];

/**
 * There is no internet in the test run: the music players' frames get a small local page
 * (a whole document, so axe finds nothing to fault inside the frame either).
 */
async function stubMusicPlayers(page: Page): Promise<void> {
  const player = (title: string) => ({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><title>${title}</title></head><body></body></html>`,
  });
  await page.route('https://open.spotify.com/**', (route) => route.fulfill(player('Spotify')));
  await page.route('https://widget.deezer.com/**', (route) => route.fulfill(player('Deezer')));
}

async function openHarness(page: Page): Promise<void> {
  await stubMusicPlayers(page);
  await page.goto(HARNESS);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Every part of a Greetly card' }),
  ).toBeVisible();
}

const preview = (page: Page) => page.getByRole('dialog', { name: 'Live Preview' });
const counter = (page: Page) => preview(page).getByTestId('slide-counter');
const slides = (page: Page) => preview(page).getByTestId('card-slide');
const currentSlide = (page: Page) =>
  preview(page).locator('[data-testid="card-slide"][data-current="true"]');

/**
 * Stops the page's clock where it is: the six-second effect then lasts until the test moves
 * time on with `runFor`, however slow the machine running the test is.
 */
async function holdTime(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1000);
}

async function openPreview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Live Preview' }).click();
  await expect(preview(page)).toBeVisible();
  await expect(preview(page).getByRole('button', { name: 'Tap on the Box' })).toBeVisible();
}

async function openTheBox(page: Page): Promise<void> {
  await preview(page).getByRole('button', { name: 'Tap on the Box' }).click();
  await expect(counter(page)).toHaveText(`1 out of ${SLIDES.length}`);
}

/** A real touch gesture through the DevTools protocol, so the page sees touch pointer events. */
async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', atX: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: atX, y }],
    });
  await touch('touchStart', x);
  for (const step of [0.25, 0.5, 0.75, 1]) await touch('touchMove', x + dx * step);
  await touch('touchEnd', x + dx);
  await cdp.detach();
}

test.describe('card viewer in the Live Preview', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await openHarness(page);
  });

  test('the gift box opens with confetti, which ends after about six seconds', async ({ page }) => {
    await holdTime(page);
    await openPreview(page);
    await expect(counter(page)).toHaveCount(0);

    await preview(page).getByRole('button', { name: 'Tap on the Box' }).click();
    const layer = preview(page).getByTestId('effect-layer');
    await expect(layer).toHaveAttribute('data-effect', 'confetti');
    await expect(layer.getByTestId('effect-item')).toHaveCount(EFFECT_ITEM_COUNTS.confetti);
    await page.clock.runFor(600);
    await expect(counter(page)).toHaveText('1 out of 5');
    await expect(currentSlide(page)).toHaveAttribute('data-slide', 'cover');

    await page.clock.runFor(6000);
    await expect(layer).toHaveCount(0);
    await expect(counter(page)).toHaveText('1 out of 5');
  });

  test('every effect releases its own number of pieces', async ({ page }) => {
    await holdTime(page);
    for (const effect of EFFECTS) {
      await page.getByRole('radio', { name: new RegExp(`^${effect}$`, 'i') }).check();
      await openPreview(page);
      await preview(page).getByRole('button', { name: 'Tap on the Box' }).click();
      const layer = preview(page).getByTestId('effect-layer');
      await expect(layer).toHaveAttribute('data-effect', effect);
      await expect(layer.getByTestId('effect-item')).toHaveCount(EFFECT_ITEM_COUNTS[effect]);
      await preview(page).getByRole('button', { name: 'Close preview' }).click();
      await expect(preview(page)).toBeHidden();
    }
  });

  test('next walks every slide and wraps to the first; previous wraps to the last', async ({
    page,
  }) => {
    await openPreview(page);
    await openTheBox(page);
    await expect(slides(page)).toHaveCount(SLIDES.length);
    const next = preview(page).getByRole('button', { name: 'Next slide' });
    const previous = preview(page).getByRole('button', { name: 'Previous slide' });

    for (const [index, name] of SLIDES.entries()) {
      await expect(counter(page)).toHaveText(`${index + 1} out of ${SLIDES.length}`);
      await expect(currentSlide(page)).toHaveAttribute('data-slide', name);
      await expect(currentSlide(page)).toHaveAttribute('aria-current', 'true');
      if (index < SLIDES.length - 1) await next.click();
    }
    await next.click();
    await expect(counter(page)).toHaveText('1 out of 5');
    await previous.click();
    await expect(counter(page)).toHaveText('5 out of 5');
    await expect(currentSlide(page)).toHaveAttribute('data-slide', 'message');
  });

  test('arrow keys move through the slides once the box is open', async ({ page }) => {
    await openPreview(page);
    await openTheBox(page);
    await expect(preview(page).getByTestId('card-viewer')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('2 out of 5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('5 out of 5');
  });

  test('only the current slide is usable and only slides within two places show', async ({
    page,
  }) => {
    await openPreview(page);
    await openTheBox(page);
    const count = SLIDES.length;
    for (let current = 0; current < count; current++) {
      await expect(counter(page)).toHaveText(`${current + 1} out of ${count}`);
      for (let index = 0; index < count; index++) {
        const slide = slides(page).nth(index);
        const ahead = (index - current + count) % count;
        const distance = Math.min(ahead, count - ahead);
        if (distance <= 2) await expect(slide).toBeVisible();
        else await expect(slide).toBeHidden();
        if (distance === 0) await expect(slide).not.toHaveAttribute('inert');
        else await expect(slide).toHaveAttribute('inert');
      }
      await preview(page).getByRole('button', { name: 'Next slide' }).click();
    }
  });

  test('a touch swipe moves one slide; a short one does not', async ({ page }) => {
    await openPreview(page);
    await openTheBox(page);
    await swipe(page, currentSlide(page), -120);
    await expect(counter(page)).toHaveText('2 out of 5');
    await swipe(page, currentSlide(page), 120);
    await expect(counter(page)).toHaveText('1 out of 5');
    await swipe(page, currentSlide(page), 120);
    await expect(counter(page)).toHaveText('5 out of 5');
    await swipe(page, currentSlide(page), -20);
    await expect(counter(page)).toHaveText('5 out of 5');
  });

  test('the message slide carries the message and the signature', async ({ page }) => {
    await openPreview(page);
    await openTheBox(page);
    await preview(page).getByRole('button', { name: 'Previous slide' }).click();
    const message = currentSlide(page);
    await expect(message).toHaveAttribute('data-slide', 'message');
    await expect(message.getByRole('article', { name: 'Message' })).toContainText(
      'Happy birthday, Amara!',
    );
    await expect(message.getByTestId('card-signature')).toHaveText('~ Tobi');
    await preview(page).getByRole('button', { name: 'Close preview' }).click();

    await page.getByLabel('Send anonymously').check();
    await openPreview(page);
    await openTheBox(page);
    await preview(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentSlide(page).getByTestId('card-signature')).toHaveText('Anonymous');
  });

  test('closing, with ✕ or Escape, starts the next opening at the gift box', async ({ page }) => {
    await openPreview(page);
    await openTheBox(page);
    await preview(page).getByRole('button', { name: 'Next slide' }).click();
    const close = preview(page).getByRole('button', { name: 'Close preview' });
    await expect(close).toHaveText('✕');
    await close.click();
    await expect(preview(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Live Preview' })).toBeFocused();

    await openPreview(page);
    await expect(counter(page)).toHaveCount(0);
    await openTheBox(page);
    await page.keyboard.press('Escape');
    await expect(preview(page)).toBeHidden();
    await openPreview(page);
    await expect(counter(page)).toHaveCount(0);
  });

  test('with reduced motion the box opens at once to a calm effect', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPreview(page);
    await openTheBox(page);
    const items = preview(page).getByTestId('effect-item');
    await expect(items.first()).toBeAttached();
    expect(await items.count()).toBeLessThan(EFFECT_ITEM_COUNTS.confetti);
    await preview(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(counter(page)).toHaveText('2 out of 5');
    await expect(preview(page).getByTestId('effect-layer')).toHaveCount(0, { timeout: 10_000 });
  });
});

test.describe('voice recorder', () => {
  test.use({ viewport: VIEWPORTS.desktop, permissions: ['microphone'] });

  test('records from the microphone, plays back, and feeds the card', async ({ page }) => {
    await openHarness(page);
    const recorder = page.getByTestId('voice-recorder');
    await recorder.getByRole('button', { name: 'Record' }).click();
    await expect(recorder.getByRole('timer')).toHaveText('00:02');
    await recorder.getByRole('button', { name: 'Stop' }).click();

    const playback = recorder.locator('audio');
    await expect(playback).toHaveAttribute('src', /^blob:/);
    await expect(playback).toHaveAttribute('controls', '');
    await expect(recorder.getByRole('button', { name: 'Re-record' })).toBeVisible();
    const recordingUrl = await playback.getAttribute('src');

    await openPreview(page);
    await openTheBox(page);
    await preview(page).getByRole('button', { name: 'Next slide' }).click();
    await preview(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page)).toHaveAttribute('data-slide', 'voice');
    await expect(currentSlide(page).locator('audio')).toHaveAttribute('src', recordingUrl ?? '');
    await expect(currentSlide(page).locator('audio')).toHaveText(CARD_MESSAGES.audioUnsupported);
    await preview(page).getByRole('button', { name: 'Close preview' }).click();

    await recorder.getByRole('button', { name: 'Remove' }).click();
    await expect(playback).toHaveCount(0);
    await expect(recorder.getByRole('button', { name: 'Record' })).toBeVisible();
  });
});

test.describe('voice recorder without a microphone', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('says the microphone is unavailable', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await openHarness(page);
    await page.getByTestId('voice-recorder').getByRole('button', { name: 'Record' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByTestId('alert-message')).toHaveText(CARD_MESSAGES.microphoneDenied);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('voice-recorder')).toHaveAttribute('data-status', 'idle');
  });
});

test.describe('image drop zone', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.beforeEach(async ({ page }) => openHarness(page));

  test('highlights while a file is dragged over and previews a dropped image', async ({ page }) => {
    const zone = page.getByTestId('image-drop-zone');
    await expect(zone).toHaveAttribute('data-active', 'false');
    const dataTransfer = await page.evaluateHandle(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 30;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob ?? ''], 'sunset.png', { type: 'image/png' }));
      return transfer;
    });
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await expect(zone).toHaveAttribute('data-active', 'true');
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(zone).toHaveAttribute('data-active', 'false');

    const picture = zone.getByRole('img', { name: 'Preview of sunset.png' });
    await expect(picture).toHaveAttribute('src', /^blob:/);
    const url = await picture.getAttribute('src');
    await expect(page.getByTestId('card-viewer').locator(`img[src="${url}"]`)).toHaveCount(1);

    await zone.getByRole('button', { name: 'Remove' }).click();
    await expect(picture).toHaveCount(0);
    await expect(zone.getByRole('button', { name: 'Browse Files' })).toBeVisible();
  });

  test('refuses files over 5MB and files that are not images', async ({ page }) => {
    const input = page.getByTestId('image-file-input');
    await expect(page.getByText('JPEG, PNG, GIF, max 5MB')).toBeVisible();
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'This image is larger than 5MB. Please choose a smaller one.',
    );
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'Please choose an image file (JPEG, PNG or GIF).',
    );
    await expect(page.getByTestId('image-drop-zone').getByRole('img')).toHaveCount(0);
  });
});

test.describe('music link field', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.beforeEach(async ({ page }) => openHarness(page));

  test('a track link shows its player; any other link shows none', async ({ page }) => {
    const field = page.getByLabel('Paste a music link');
    const player = page.getByTitle('Music preview');
    await expect(player).toHaveAttribute('src', SAMPLE_TRACK_EMBED);
    await expect(player).toHaveAttribute('loading', 'lazy');

    await field.fill('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy');
    await expect(player).toHaveCount(0);
    await expect(
      page.getByText('Paste a Spotify or Deezer track link to preview it.'),
    ).toBeVisible();

    await field.fill('https://www.deezer.com/en/track/3135556');
    await expect(player).toHaveAttribute(
      'src',
      'https://widget.deezer.com/widget/auto/track/3135556',
    );
    await field.fill('not a link');
    await expect(player).toHaveCount(0);
  });
});

for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility at ${sizeName} size`, () => {
    test.use({ viewport });

    test('the harness, the gift box and every slide of the open card pass axe', async ({
      page,
    }) => {
      // Seven full axe runs: more than the default time on a busy machine.
      test.slow();
      await openHarness(page);
      await expectNoSeriousAxeViolations(page);
      await openPreview(page);
      await expectNoSeriousAxeViolations(page);
      await openTheBox(page);
      // Checked once the celebration has cleared, so no confetti sits over the text.
      await expect(preview(page).getByTestId('effect-layer')).toHaveCount(0, { timeout: 15_000 });
      for (const name of SLIDES) {
        await expect(currentSlide(page)).toHaveAttribute('data-slide', name);
        // The page behind the modal is inert and was checked above: only the card changes.
        await expectNoSeriousAxeViolations(page, '[data-testid="live-preview"]');
        await preview(page).getByRole('button', { name: 'Next slide' }).click();
      }
    });
  });
}
