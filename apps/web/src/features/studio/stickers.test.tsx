import { type PlacedSticker, STICKER_IDS, STICKER_NAMES } from '@greetly/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../testing/render-page';
import { GOOD_MESSAGE } from '../../testing/studio';
import type { CardContent } from '../card/card-content';
import { CardViewer } from '../card/card-viewer';
import { STICKER_LIMIT_MESSAGE, StickerEditor } from '../stickers/sticker-editor';
import CreateCardPage from './create-card-page';
import { ScheduleWizard } from './schedule-card-page';
import { emptyCardValues, emptyScheduleValues } from './wizard/card-values';
import { readDraft, writeDraft } from './wizard/draft-storage';
import { cardPayload } from './wizard/submit-card';

const READY = {
  ...emptyCardValues(),
  recipientName: 'Amara',
  recipientEmail: 'amara@example.com',
  fontFamily: 'Dancing Script' as const,
  effect: 'confetti' as const,
  message: GOOD_MESSAGE,
};
const jollof: PlacedSticker = { id: 'jollof', x: 0.5, y: 0.5, size: 0.22, rotation: 0 };

/** The send-now wizard reopened at its Info step (where stickers are placed), as after a reload. */
function openInfoStep(stickers: PlacedSticker[] = []) {
  writeDraft('draft:create-card', { templateId: 1, step: 1, values: { ...READY, stickers } });
  return renderPage(<CreateCardPage />, { path: '/create-card' });
}

const placed = (name: string, index = 1, count = 1) =>
  screen.getByRole('button', { name: `${name} sticker, ${index} of ${count}` });
const announcement = () => screen.getByTestId('sticker-announcement');
/** Where a placed sticker's box is, in the numbers its style was given. */
function boxOf(element: HTMLElement) {
  const { left, top, width, transform } = element.style;
  return { left: parseFloat(left), top: parseFloat(top), width: parseFloat(width), transform };
}

describe('stickers in the studio', () => {
  it('the tray names every sticker (at least 24), under a Premium heading', async () => {
    stubApi();
    openInfoStep();
    const tray = await screen.findByRole('list', { name: 'Sticker tray' });
    const buttons = within(tray).getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(24);
    expect(buttons.map((button) => button.textContent)).toEqual(
      STICKER_IDS.map((id) => STICKER_NAMES[id]),
    );
    for (const name of ['Jollof rice', 'Gele head-wrap', 'Talking drum', 'Ankara heart']) {
      expect(within(tray).getByRole('button', { name })).toBeInTheDocument();
    }
    const section = screen.getByRole('region', { name: /Stickers/ });
    expect(section).toHaveTextContent('Premium');
    expect(section).toHaveAccessibleDescription(
      'Optional. Stickers make a card premium (₦800) after your first day.',
    );
  });

  it('by keyboard: Enter puts one in the middle; arrows move, + and − resize, [ ] and R turn, Delete removes', async () => {
    stubApi();
    const { user } = openInfoStep();
    const tray = await screen.findByRole('list', { name: 'Sticker tray' });
    within(tray).getByRole('button', { name: 'Jollof rice' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(placed('Jollof rice')).toHaveFocus());
    expect(boxOf(placed('Jollof rice'))).toEqual({
      left: 50,
      top: 50,
      width: 22,
      transform: 'translate(-50%, -50%) rotate(0deg)',
    });
    expect(announcement()).toHaveTextContent(
      /Jollof rice added to the middle of the card, 1 of 10 stickers/,
    );

    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}{ArrowUp}');
    expect(boxOf(placed('Jollof rice'))).toMatchObject({ left: 52, top: 54 });
    expect(announcement()).toHaveTextContent('Jollof rice moved: 52% across, 54% down.');

    await user.keyboard('++-');
    expect(boxOf(placed('Jollof rice')).width).toBeCloseTo(24);
    expect(announcement()).toHaveTextContent('Jollof rice is 24% of the card wide.');

    await user.keyboard(']]');
    expect(placed('Jollof rice').style.transform).toContain('rotate(30deg)');
    await user.keyboard('[[');
    expect(placed('Jollof rice').style.transform).toContain('rotate(15deg)');
    await user.keyboard('{Shift>}R{/Shift}');
    expect(placed('Jollof rice').style.transform).toContain('rotate(0deg)');
    await user.keyboard('r');
    expect(announcement()).toHaveTextContent('Jollof rice turned to 15 degrees.');

    // A second one lands on top; Delete removes the one with focus, and focus stays on the card.
    within(tray).getByRole('button', { name: 'Gele head-wrap' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(placed('Gele head-wrap', 2, 2)).toHaveFocus());
    await user.keyboard('{Delete}');
    expect(announcement()).toHaveTextContent(
      'Gele head-wrap removed. 1 of 10 stickers on the card.',
    );
    await waitFor(() => expect(placed('Jollof rice')).toHaveFocus());
    await user.keyboard('{Backspace}');
    expect(screen.queryByTestId('placed-sticker')).not.toBeInTheDocument();
    expect(screen.getByTestId('sticker-count')).toHaveTextContent('0 of 10 stickers on the card');
  });

  it('a card holds at most 10: the 11th is refused with a message', async () => {
    stubApi();
    const { user } = openInfoStep(Array.from({ length: 10 }, () => jollof));
    const tray = await screen.findByRole('list', { name: 'Sticker tray' });
    await user.click(within(tray).getByRole('button', { name: 'Crown' }));
    expect(
      screen.getByText(STICKER_LIMIT_MESSAGE, { selector: ':not([aria-live])' }),
    ).toBeVisible();
    expect(announcement()).toHaveTextContent(STICKER_LIMIT_MESSAGE);
    expect(screen.getAllByTestId('placed-sticker')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /^Crown sticker/ })).not.toBeInTheDocument();
  });

  it('the draft keeps them across a reload, and the card is sent with them', async () => {
    stubApi();
    const first = openInfoStep();
    const tray = await screen.findByRole('list', { name: 'Sticker tray' });
    within(tray).getByRole('button', { name: 'Talking drum' }).focus();
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(placed('Talking drum')).toHaveFocus());
    await first.user.keyboard('{ArrowLeft}{ArrowLeft}]');
    const before = boxOf(placed('Talking drum'));
    first.unmount();

    const kept = { id: 'talking-drum', x: 0.48, y: 0.5, size: 0.22, rotation: 15 };
    const draft = readDraft('draft:create-card', emptyCardValues(), 2);
    expect(draft?.values.stickers).toEqual([kept]);
    renderPage(<CreateCardPage />, { path: '/create-card' });
    expect(
      boxOf(await screen.findByRole('button', { name: 'Talking drum sticker, 1 of 1' })),
    ).toEqual(before);
    // The quick look beside the form counts them.
    expect(screen.getByTestId('card-mock')).toHaveTextContent('1 sticker');
    const template = { id: 1 } as Parameters<typeof cardPayload>[1]['template'];
    const values = draft?.values ?? emptyCardValues();
    expect(
      cardPayload('now', { template, values }, { imageId: '', voiceNoteId: '' }).stickers,
    ).toEqual([kept]);
  });

  it('the schedule wizard has them too, on its third step', async () => {
    stubApi();
    writeDraft('draft:schedule-card', {
      templateId: 1,
      step: 2,
      values: { ...emptyScheduleValues(), ...READY, stickers: [jollof] },
    });
    renderPage(<ScheduleWizard />, { path: '/schedule-card' });
    expect(await screen.findByRole('list', { name: 'Sticker tray' })).toBeInTheDocument();
    expect(placed('Jollof rice')).toBeInTheDocument();
  });

  it('a stored draft keeps only stickers it knows, within their limits', () => {
    localStorage.setItem(
      'draft:create-card',
      JSON.stringify({
        templateId: 1,
        step: 1,
        values: {
          ...READY,
          stickers: [
            { id: 'dragon', x: 0.5, y: 0.5, size: 0.2, rotation: 0 },
            { id: 'sun', x: 3, y: -1, size: 9, rotation: 540 },
            'heart',
            ...Array.from({ length: 12 }, () => jollof),
          ],
        },
      }),
    );
    const stickers = readDraft('draft:create-card', emptyCardValues(), 2)?.values.stickers ?? [];
    expect(stickers).toHaveLength(10);
    expect(stickers[0]).toEqual({ id: 'sun', x: 1, y: 0, size: 0.5, rotation: 180 });
  });
});

describe('one sticker layer everywhere', () => {
  it('the studio and the viewer place the same stickers in the same boxes', () => {
    const stickers: PlacedSticker[] = [
      { id: 'jollof', x: 0.25, y: 0.3, size: 0.22, rotation: -15 },
      { id: 'gele', x: 0.8125, y: 0.7, size: 0.5, rotation: 180 },
      { id: 'heart', x: 0, y: 1, size: 0.08, rotation: -180 },
    ];
    const card: CardContent = {
      templateId: 1,
      eventType: 'Birthday',
      recipientName: 'Amara',
      senderName: 'Tobi',
      isAnonymous: false,
      textColor: '#000000',
      effect: 'confetti',
      message: '',
      musicUrl: '',
      quote: '',
      stickers,
    };
    const studio = render(
      <StickerEditor card={card} recipient="Amara" stickers={stickers} onChange={() => {}} />,
    );
    const inStudio = within(studio.container).getAllByTestId('placed-sticker').map(boxOf);
    studio.unmount();
    const viewer = render(<CardViewer card={card} signatureStyle="plain" />);
    const face = within(viewer.container).getByTestId('card-face');
    const inViewer = within(face).getAllByRole('img', { name: /Jollof rice|Gele|Heart/ });
    expect(inViewer.map((each) => each.getAttribute('aria-label'))).toEqual([
      'Jollof rice',
      'Gele head-wrap',
      'Heart',
    ]);
    expect(inViewer.map(boxOf)).toEqual(inStudio);
    expect(inStudio[1]).toEqual({
      left: 81.25,
      top: 70,
      width: 50,
      transform: 'translate(-50%, -50%) rotate(180deg)',
    });
  });
});
