import {
  CARD_MESSAGES,
  EFFECT_DURATION_MS,
  EFFECT_ITEM_COUNTS,
  EFFECTS,
  PREVIEW_VISIBLE_NEIGHBOURS,
} from '@greetly/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '../../testing/form-queries';
import { renderPage } from '../../testing/render-page';
import { mediaQueries } from '../../testing/setup';
import PreviewHarnessPage from './preview-harness-page';

/** The sample card's slides, in the spec's order. */
const SLIDES = ['cover', 'main', 'voice', 'music', 'message'];
const SAMPLE_TRACK_EMBED = 'https://open.spotify.com/embed/track/11dFghVXANMlKmJXsNCbNl';

const preview = () => screen.getByRole('dialog', { name: 'Live Preview' });
const inPreview = () => within(preview());
const counter = () => inPreview().getByTestId('slide-counter');
const slides = () => inPreview().getAllByTestId('card-slide');
const currentSlide = () =>
  slides().find((slide) => slide.dataset.current === 'true') as HTMLElement;
const nextSlide = (user: UserEvent) =>
  user.click(inPreview().getByRole('button', { name: 'Next slide' }));
const previousSlide = (user: UserEvent) =>
  user.click(inPreview().getByRole('button', { name: 'Previous slide' }));

function openHarness() {
  return renderPage(<PreviewHarnessPage />, { path: '/card-preview-demo' });
}

async function openPreview(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Live Preview' }));
  expect(inPreview().getByRole('button', { name: 'Tap on the Box' })).toBeInTheDocument();
}

/** Taps the box; without reduced motion the lid takes its time, which the test runs through. */
async function openTheBox(user: UserEvent) {
  await user.click(inPreview().getByRole('button', { name: 'Tap on the Box' }));
  await inPreview().findByTestId('slide-counter', {}, { timeout: 3000 });
  expect(counter()).toHaveTextContent(`1 out of ${SLIDES.length}`);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the card viewer in the Live Preview', () => {
  it('the gift box opens with confetti, which ends after six seconds', async () => {
    const { user } = openHarness();
    await openPreview(user);
    expect(inPreview().queryByTestId('slide-counter')).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(inPreview().getByRole('button', { name: 'Tap on the Box' }));
    const layer = inPreview().getByTestId('effect-layer');
    expect(layer).toHaveAttribute('data-effect', 'confetti');
    expect(within(layer).getAllByTestId('effect-item')).toHaveLength(EFFECT_ITEM_COUNTS.confetti);
    act(() => vi.advanceTimersByTime(600));
    expect(counter()).toHaveTextContent('1 out of 5');
    expect(currentSlide()).toHaveAttribute('data-slide', 'cover');
    expect(inPreview().getByTestId('card-viewer')).toHaveFocus();

    act(() => vi.advanceTimersByTime(EFFECT_DURATION_MS));
    expect(inPreview().queryByTestId('effect-layer')).toBeNull();
    expect(counter()).toHaveTextContent('1 out of 5');
  });

  it('every effect releases its own number of pieces', async () => {
    const { user } = openHarness();
    for (const effect of EFFECTS) {
      await user.click(screen.getByRole('radio', { name: new RegExp(`^${effect}$`, 'i') }));
      await openPreview(user);
      await user.click(inPreview().getByRole('button', { name: 'Tap on the Box' }));
      const layer = inPreview().getByTestId('effect-layer');
      expect(layer).toHaveAttribute('data-effect', effect);
      expect(within(layer).getAllByTestId('effect-item')).toHaveLength(EFFECT_ITEM_COUNTS[effect]);
      await user.click(inPreview().getByRole('button', { name: 'Close preview' }));
      expect(screen.queryByRole('dialog', { name: 'Live Preview' })).toBeNull();
    }
  });

  it('next walks every slide and wraps to the first; previous wraps to the last', async () => {
    const { user } = openHarness();
    await openPreview(user);
    await openTheBox(user);
    expect(slides()).toHaveLength(SLIDES.length);
    for (const [index, name] of SLIDES.entries()) {
      expect(counter()).toHaveTextContent(`${index + 1} out of ${SLIDES.length}`);
      expect(currentSlide()).toHaveAttribute('data-slide', name);
      expect(currentSlide()).toHaveAttribute('aria-current', 'true');
      if (index < SLIDES.length - 1) await nextSlide(user);
    }
    await nextSlide(user);
    expect(counter()).toHaveTextContent('1 out of 5');
    await previousSlide(user);
    expect(counter()).toHaveTextContent('5 out of 5');
    expect(currentSlide()).toHaveAttribute('data-slide', 'message');
  });

  it('arrow keys move through the slides once the box is open', async () => {
    const { user } = openHarness();
    await openPreview(user);
    await openTheBox(user);
    await waitFor(() => expect(inPreview().getByTestId('card-viewer')).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('2 out of 5');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter()).toHaveTextContent('5 out of 5');
  });

  it('only the current slide is usable, and only slides within two places show', async () => {
    const { user } = openHarness();
    await openPreview(user);
    await openTheBox(user);
    const count = SLIDES.length;
    for (let current = 0; current < count; current++) {
      expect(counter()).toHaveTextContent(`${current + 1} out of ${count}`);
      slides().forEach((slide, index) => {
        const ahead = (index - current + count) % count;
        const distance = Math.min(ahead, count - ahead);
        // Tailwind's `invisible` is visibility: hidden.
        if (distance <= PREVIEW_VISIBLE_NEIGHBOURS) expect(slide).not.toHaveClass('invisible');
        else expect(slide).toHaveClass('invisible');
        if (distance === 0) expect(slide).not.toHaveAttribute('inert');
        else expect(slide).toHaveAttribute('inert');
      });
      await nextSlide(user);
    }
  });

  it('a touch swipe moves one slide; a short one and a mouse drag do not', async () => {
    const { user } = openHarness();
    await openPreview(user);
    await openTheBox(user);
    const swipe = (dx: number, pointerType = 'touch') => {
      const target = currentSlide();
      const at = { pointerId: 1, isPrimary: true, pointerType, clientY: 200 };
      fireEvent.pointerDown(target, { ...at, clientX: 200 });
      for (const step of [0.25, 0.5, 0.75, 1]) {
        fireEvent.pointerMove(target, { ...at, clientX: 200 + dx * step });
      }
      fireEvent.pointerUp(target, { ...at, clientX: 200 + dx });
    };
    swipe(-120);
    expect(counter()).toHaveTextContent('2 out of 5');
    swipe(120);
    expect(counter()).toHaveTextContent('1 out of 5');
    swipe(120);
    expect(counter()).toHaveTextContent('5 out of 5');
    swipe(-20);
    expect(counter()).toHaveTextContent('5 out of 5');
    swipe(-120, 'mouse');
    expect(counter()).toHaveTextContent('5 out of 5');
  });

  it('the message slide carries the message and the signature, or Anonymous', async () => {
    const { user } = openHarness();
    await openPreview(user);
    await openTheBox(user);
    await previousSlide(user);
    expect(currentSlide()).toHaveAttribute('data-slide', 'message');
    expect(within(currentSlide()).getByRole('article', { name: 'Message' })).toHaveTextContent(
      'Happy birthday, Amara!',
    );
    expect(within(currentSlide()).getByTestId('card-signature')).toHaveTextContent('~ Tobi');
    await user.click(inPreview().getByRole('button', { name: 'Close preview' }));

    await user.click(screen.getByLabelText('Send anonymously'));
    await openPreview(user);
    await openTheBox(user);
    await previousSlide(user);
    expect(within(currentSlide()).getByTestId('card-signature')).toHaveTextContent('Anonymous');
  });

  it('closing, with ✕ or the dialog’s cancel (Escape), starts the next opening at the gift box', async () => {
    const { user } = openHarness();
    await openPreview(user);
    await openTheBox(user);
    await nextSlide(user);
    const close = inPreview().getByRole('button', { name: 'Close preview' });
    expect(close).toHaveTextContent('✕');
    await user.click(close);
    expect(screen.queryByRole('dialog', { name: 'Live Preview' })).toBeNull();

    await openPreview(user);
    expect(inPreview().queryByTestId('slide-counter')).toBeNull();
    await openTheBox(user);
    // What the browser does on Escape in a modal <dialog>: a cancel event.
    fireEvent(screen.getByTestId('live-preview'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'Live Preview' })).toBeNull();
    await openPreview(user);
    expect(inPreview().queryByTestId('slide-counter')).toBeNull();
  });

  it('with reduced motion the box opens at once to a calm effect, which also ends', async () => {
    mediaQueries.set('(prefers-reduced-motion: reduce)', true);
    const { user } = openHarness();
    await openPreview(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(inPreview().getByRole('button', { name: 'Tap on the Box' }));
    expect(counter()).toHaveTextContent('1 out of 5');
    const items = within(inPreview().getByTestId('effect-layer')).getAllByTestId('effect-item');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(EFFECT_ITEM_COUNTS.confetti);
    fireEvent.click(inPreview().getByRole('button', { name: 'Next slide' }));
    expect(counter()).toHaveTextContent('2 out of 5');
    act(() => vi.advanceTimersByTime(EFFECT_DURATION_MS));
    expect(inPreview().queryByTestId('effect-layer')).toBeNull();
  });
});

describe('the voice recorder', () => {
  it('says the microphone is unavailable when access is refused', async () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), {
        mediaDevices: {
          getUserMedia: () =>
            Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
        },
      }),
    );
    vi.stubGlobal('MediaRecorder', class {});
    const { user } = openHarness();
    const recorder = screen.getByTestId('voice-recorder');
    await user.click(within(recorder).getByRole('button', { name: 'Record' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByTestId('alert-message')).toHaveTextContent(
      CARD_MESSAGES.microphoneDenied,
    );
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(recorder).toHaveAttribute('data-status', 'idle');
  });
});

describe('the image drop zone', () => {
  it('highlights while a file is dragged over, previews a dropped image and feeds the card', async () => {
    const { user } = openHarness();
    const zone = screen.getByTestId('image-drop-zone');
    expect(zone).toHaveAttribute('data-active', 'false');
    const file = new File(['png'], 'sunset.png', { type: 'image/png' });
    const dataTransfer = { files: [file], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.dragOver(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-active', 'true');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-active', 'false');

    const picture = await within(zone).findByRole('img', { name: 'Preview of sunset.png' });
    const url = picture.getAttribute('src') ?? '';
    expect(url).toMatch(/^blob:/);
    const viewer = screen.getAllByTestId('card-viewer')[0] as HTMLElement;
    expect(viewer.querySelectorAll(`img[src="${url}"]`)).toHaveLength(1);

    await user.click(within(zone).getByRole('button', { name: 'Remove' }));
    expect(within(zone).queryByRole('img')).toBeNull();
    expect(within(zone).getByRole('button', { name: 'Browse Files' })).toBeInTheDocument();
  });

  it('refuses files over 5MB and files that are not images', async () => {
    const { user } = openHarness();
    const input = screen.getByTestId('image-file-input');
    expect(screen.getByText('JPEG, PNG, GIF, max 5MB')).toBeInTheDocument();
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user.upload(input, huge);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This image is larger than 5MB. Please choose a smaller one.',
    );
    // A file dialog set to "All files" lets anything through the input's accept filter.
    const notes = new File(['not a picture'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [notes] } });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This file is not an image we can use. Please choose a JPEG, PNG, GIF or WebP image.',
      ),
    );
    expect(within(screen.getByTestId('image-drop-zone')).queryByRole('img')).toBeNull();
  });

  it('a file named like a picture that is not one leaves no trace; the photo before stays', async () => {
    // The browser's decoder, which cannot draw the letter dressed up as a picture.
    vi.stubGlobal('createImageBitmap', async (file: File) => {
      if (file.name === 'letter.png') throw new DOMException('cannot decode', 'InvalidStateError');
      return { close: () => {} };
    });
    const { user } = openHarness();
    const input = screen.getByTestId('image-file-input');
    const zone = screen.getByTestId('image-drop-zone');
    await user.upload(input, new File(['picture of us'], 'us.png', { type: 'image/png' }));
    expect(await within(zone).findByRole('img', { name: 'Preview of us.png' })).toBeVisible();

    await user.upload(input, new File(['a letter'], 'letter.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not an image we can use. Please choose a JPEG, PNG, GIF or WebP image.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(/voice|WebM/);
    expect(within(zone).getAllByRole('img')).toHaveLength(1);
    expect(within(zone).getByRole('img', { name: 'Preview of us.png' })).toBeVisible();
    expect(within(zone).queryByText(/letter\.png/)).toBeNull();
  });
});

describe('the music link field', () => {
  it('a track link shows its player; any other link shows none', async () => {
    const { user } = openHarness();
    const field = screen.getByLabelText('Paste a music link');
    const player = () => screen.queryByTitle('Music preview');
    expect(player()).toHaveAttribute('src', SAMPLE_TRACK_EMBED);
    expect(player()).toHaveAttribute('loading', 'lazy');

    await fill(user, field, 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy');
    expect(player()).toBeNull();
    expect(
      screen.getByText('Paste a Spotify or Deezer track link to preview it.'),
    ).toBeInTheDocument();

    await fill(user, field, 'https://www.deezer.com/en/track/3135556');
    expect(player()).toHaveAttribute('src', 'https://widget.deezer.com/widget/auto/track/3135556');
    await fill(user, field, 'not a link');
    expect(player()).toBeNull();
  });
});
