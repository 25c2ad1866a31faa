import type { PlacedSticker } from '@greetly/domain/catalog/stickers';
import { type KeyboardEvent, type PointerEvent, type RefObject, useRef } from 'react';
import { StickerDrawing } from './sticker-drawing';
import { normalizedRotation, stickerBoxStyle, stickerName, withinLimits } from './sticker-geometry';

type Gesture =
  | { kind: 'move'; index: number; pointerX: number; pointerY: number; from: PlacedSticker }
  | { kind: 'turn'; index: number };

/**
 * The studio's stickers over the face, placed as StickerLayer places them, but each a button:
 * focus or a press selects it; dragging moves it; the selected one has a round handle at its
 * corner that resizes and turns it; keys do all of it (see onKey in the editor).
 */
export function EditableStickerLayer({
  stickers,
  selected,
  faceRef,
  buttonRefs,
  describedBy,
  onSelect,
  onChange,
  onGestureEnd,
  onKey,
  isPinching,
}: {
  stickers: readonly PlacedSticker[];
  selected: number | undefined;
  faceRef: RefObject<HTMLDivElement | null>;
  buttonRefs: RefObject<(HTMLButtonElement | null)[]>;
  describedBy: string;
  onSelect: (index: number | undefined) => void;
  onChange: (index: number, sticker: PlacedSticker) => void;
  onGestureEnd: (index: number, kind: 'move' | 'turn') => void;
  onKey: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  /** Two fingers on the face: the editor resizes and turns the sticker, so a drag lets go. */
  isPinching: () => boolean;
}) {
  const gesture = useRef<Gesture | undefined>(undefined);

  const faceBox = () => faceRef.current?.getBoundingClientRect();

  const start = (event: PointerEvent<HTMLElement>, next: Gesture) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    // Focus follows the finger too, so a tap elsewhere (a blur) lets go of the sticker.
    buttonRefs.current[next.index]?.focus({ preventScroll: true });
    gesture.current = next;
    onSelect(next.index);
  };

  const move = (event: PointerEvent<HTMLElement>) => {
    if (isPinching()) {
      gesture.current = undefined;
      return;
    }
    const current = gesture.current;
    const box = faceBox();
    if (!current || !box || box.width === 0) return;
    const sticker = stickers[current.index];
    if (!sticker) return;
    if (current.kind === 'move') {
      onChange(
        current.index,
        withinLimits({
          ...current.from,
          x: current.from.x + (event.clientX - current.pointerX) / box.width,
          y: current.from.y + (event.clientY - current.pointerY) / box.height,
        }),
      );
      return;
    }
    // The handle sits on the box's corner, 45° round from its centre: where the pointer is says
    // both how big the box is and how far it is turned.
    const dx = event.clientX - (box.left + sticker.x * box.width);
    const dy = event.clientY - (box.top + sticker.y * box.height);
    onChange(
      current.index,
      withinLimits({
        ...sticker,
        size: (Math.hypot(dx, dy) * Math.SQRT2) / box.width,
        rotation: normalizedRotation((Math.atan2(dy, dx) * 180) / Math.PI - 45),
      }),
    );
  };

  const end = () => {
    const current = gesture.current;
    gesture.current = undefined;
    if (current) onGestureEnd(current.index, current.kind);
  };

  return (
    <div data-testid="sticker-layer" className="absolute inset-0">
      {stickers.map((sticker, index) => {
        const isSelected = index === selected;
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a sticker's place in the list is its identity
            key={index}
            ref={(element) => {
              buttonRefs.current[index] = element;
            }}
            type="button"
            aria-label={`${stickerName(sticker.id)} sticker, ${index + 1} of ${stickers.length}`}
            aria-describedby={describedBy}
            aria-pressed={isSelected}
            data-testid="placed-sticker"
            style={stickerBoxStyle(sticker)}
            className={`touch-none cursor-grab rounded-md p-0 select-none active:cursor-grabbing focus-visible:outline-3 focus-visible:outline-gold ${isSelected ? 'outline-2 outline-dashed outline-rose-dark' : ''}`}
            onFocus={() => onSelect(index)}
            // Focus leaving the stickers (a tap elsewhere, Tab on) lets go of the selected one.
            onBlur={(event) => {
              if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) {
                onSelect(undefined);
              }
            }}
            onKeyDown={(event) => onKey(event, index)}
            onPointerDown={(event) =>
              start(event, {
                kind: 'move',
                index,
                pointerX: event.clientX,
                pointerY: event.clientY,
                from: sticker,
              })
            }
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
          >
            <StickerDrawing id={sticker.id} />
            {isSelected && (
              <span
                aria-hidden="true"
                data-testid="sticker-handle"
                className="absolute -right-3 -bottom-3 size-6 touch-none cursor-nwse-resize rounded-full border-2 border-white bg-rose-dark shadow-soft"
                onPointerDown={(event) => start(event, { kind: 'turn', index })}
                onPointerMove={move}
                onPointerUp={end}
                onPointerCancel={end}
              />
            )}
          </button>
        );
      })}
    </div>
  );
}
