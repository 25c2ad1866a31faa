import { CARD_MESSAGES, EFFECT_DURATION_MS } from '@greetly/domain';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, VIEWPORTS } from './fixtures';

/** The showcase page of the card parts (features/card/preview-harness-page.tsx). */
const HARNESS = '/card-preview-demo';
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
const currentSlide = (page: Page) =>
  preview(page).locator('[data-testid="card-slide"][data-current="true"]');

async function openPreview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Live Preview' }).click();
  await expect(preview(page)).toBeVisible();
  await expect(preview(page).getByRole('button', { name: 'Tap on the Box' })).toBeVisible();
}

async function openTheBox(page: Page): Promise<void> {
  await preview(page).getByRole('button', { name: 'Tap on the Box' }).click();
  await expect(counter(page)).toHaveText(`1 out of ${SLIDES.length}`);
}

// The viewer's own rules (slides, wrapping, keys, swipes, effects, reduced motion, closing), the
// drop zone's, the music field's and the missing microphone are checked with Testing Library in
// apps/web/src/features/card/preview-harness-page.test.tsx. Here: the real microphone, and axe.

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

for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
  test(`at ${sizeName} size, the harness, the gift box and every slide of the open card pass axe`, async ({
    page,
  }) => {
    // Seven axe runs; the clock is only moved on past the six-second celebration.
    test.slow();
    await page.setViewportSize(viewport);
    await page.clock.install();
    await openHarness(page);
    await expectNoSeriousAxeViolations(page);
    await openPreview(page);
    await expectNoSeriousAxeViolations(page);
    await openTheBox(page);
    // Checked once the celebration has cleared, so no effect sits over the text.
    await page.clock.runFor(EFFECT_DURATION_MS);
    await expect(preview(page).getByTestId('effect-layer')).toHaveCount(0);
    for (const name of SLIDES) {
      await expect(currentSlide(page)).toHaveAttribute('data-slide', name);
      // The page behind the modal is inert and was checked above: only the card changes.
      await expectNoSeriousAxeViolations(page, '[data-testid="live-preview"]');
      await preview(page).getByRole('button', { name: 'Next slide' }).click();
    }
    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(preview(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Live Preview' })).toBeFocused();
  });
}
