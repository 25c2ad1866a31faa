import { STICKER_IDS, type StickerId } from '@greetly/domain/catalog/stickers';
import type { DragEvent } from 'react';
import { StickerDrawing } from './sticker-drawing';
import { stickerName } from './sticker-geometry';

/** What a sticker dragged from the tray carries, so the face knows the drop is one. */
export const STICKER_DRAG_TYPE = 'application/x-greetly-sticker';

/**
 * Every sticker, each a button: Enter, Space, a click or a tap puts it in the middle of the
 * card; with a mouse it can also be dragged onto the card where it should go.
 */
export function StickerTray({ onPick }: { onPick: (id: StickerId) => void }) {
  const onDragStart = (event: DragEvent<HTMLButtonElement>, id: StickerId) => {
    event.dataTransfer.setData(STICKER_DRAG_TYPE, id);
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <ul
      aria-label="Sticker tray"
      data-testid="sticker-tray"
      className="grid grid-cols-5 gap-1.5 sm:grid-cols-7 lg:grid-cols-5"
    >
      {STICKER_IDS.map((id) => (
        <li key={id}>
          <button
            type="button"
            draggable
            onDragStart={(event) => onDragStart(event, id)}
            onClick={() => onPick(id)}
            title={stickerName(id)}
            className="grid aspect-square w-full place-items-center rounded-xl bg-white p-1.5 ring-1 ring-line transition hover:-translate-y-0.5 hover:bg-blush hover:ring-rose/40 focus-visible:outline-3 focus-visible:outline-gold"
          >
            <span className="block size-full max-w-12">
              <StickerDrawing id={id} />
            </span>
            <span className="sr-only">{stickerName(id)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
