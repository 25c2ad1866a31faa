import {
  type PlacedSticker,
  STICKER_LIMITS,
  type StickerId,
} from '@greetly/domain/catalog/stickers';
import {
  type DragEvent,
  type KeyboardEvent,
  type PointerEvent,
  useId,
  useRef,
  useState,
} from 'react';
import type { CardContent } from '../card/card-content';
import { MainFace } from '../card/slide-faces';
import { EditableStickerLayer } from './editable-sticker-layer';
import { newSticker, normalizedRotation, stickerName, withinLimits } from './sticker-geometry';
import { STICKER_DRAG_TYPE, StickerTray } from './sticker-tray';

export const STICKER_LIMIT_MESSAGE = `A card can hold up to ${STICKER_LIMITS.perCard} stickers. Remove one to add another.`;
const STEP = 0.01;
const BIG_STEP = 0.05;
const SIZE_STEP = 0.02;
const TURN_STEP = 15;

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

function describe(sticker: PlacedSticker, what: 'move' | 'size' | 'turn'): string {
  const name = stickerName(sticker.id);
  if (what === 'move')
    return `${name} moved: ${percent(sticker.x)} across, ${percent(sticker.y)} down.`;
  if (what === 'size') return `${name} is ${percent(sticker.size)} of the card wide.`;
  return `${name} turned to ${Math.round(sticker.rotation)} degrees.`;
}

/** The change a key asks of a sticker, or undefined when the key is not one of the editor's. */
function keyChange(event: KeyboardEvent, sticker: PlacedSticker) {
  const step = event.shiftKey ? BIG_STEP : STEP;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const shift = moves[event.key];
  if (shift) return { what: 'move' as const, x: sticker.x + shift[0], y: sticker.y + shift[1] };
  if (event.key === '+' || event.key === '=')
    return { what: 'size' as const, size: sticker.size + SIZE_STEP };
  if (event.key === '-' || event.key === '_')
    return { what: 'size' as const, size: sticker.size - SIZE_STEP };
  if (event.key === ']' || event.key === 'r')
    return { what: 'turn' as const, rotation: sticker.rotation + TURN_STEP };
  if (event.key === '[' || event.key === 'R')
    return { what: 'turn' as const, rotation: sticker.rotation - TURN_STEP };
  return undefined;
}

/**
 * The studio's sticker editor: the card's main face, as the recipient will see it, with its
 * stickers to place, and the tray. Everything is announced politely; a card holds at most 10.
 */
export function StickerEditor({
  card,
  recipient,
  stickers,
  onChange,
}: {
  card: CardContent;
  recipient: string;
  stickers: readonly PlacedSticker[];
  onChange: (stickers: PlacedSticker[]) => void;
}) {
  const faceRef = useRef<HTMLDivElement>(null);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [selected, setSelected] = useState<number | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const [isAtLimit, setIsAtLimit] = useState(false);
  const helpId = useId();
  // The list as last changed here: a drag's moves arrive faster than the form hands them back.
  const latest = useRef(stickers);
  latest.current = stickers;

  const commit = (next: PlacedSticker[]) => {
    latest.current = next;
    onChange(next);
  };
  // Two fingers on the face pinch the selected sticker: apart or together resizes it, round turns it.
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<
    { index: number; distance: number; angle: number; from: PlacedSticker } | undefined
  >(undefined);
  const fingers = () => {
    const [a, b] = [...touches.current.values()];
    if (!a || !b) return undefined;
    return {
      distance: Math.hypot(b.x - a.x, b.y - a.y),
      angle: (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI,
    };
  };
  const onTouchDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') return;
    touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const sticker = selected === undefined ? undefined : latest.current[selected];
    const now = fingers();
    if (touches.current.size === 2 && selected !== undefined && sticker && now && now.distance > 0)
      pinch.current = { index: selected, ...now, from: sticker };
  };
  const onTouchMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!touches.current.has(event.pointerId)) return;
    touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const started = pinch.current;
    const now = fingers();
    if (!started || !now) return;
    change(
      started.index,
      withinLimits({
        ...started.from,
        size: (started.from.size * now.distance) / started.distance,
        rotation: normalizedRotation(started.from.rotation + now.angle - started.angle),
      }),
    );
  };
  const onTouchUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!touches.current.delete(event.pointerId)) return;
    const started = pinch.current;
    pinch.current = undefined;
    const sticker = started && latest.current[started.index];
    if (sticker) setAnnouncement(`${describe(sticker, 'size')} ${describe(sticker, 'turn')}`);
  };

  const focusSticker = (index: number) =>
    requestAnimationFrame(() => buttonRefs.current[index]?.focus());

  const add = (id: StickerId, x?: number, y?: number) => {
    const current = latest.current;
    if (current.length >= STICKER_LIMITS.perCard) {
      setIsAtLimit(true);
      setAnnouncement(STICKER_LIMIT_MESSAGE);
      return;
    }
    const index = current.length;
    commit([...current, newSticker(id, x, y)]);
    setSelected(index);
    setAnnouncement(
      `${stickerName(id)} added to the ${x === undefined ? 'middle of the ' : ''}card, ${index + 1} of ${STICKER_LIMITS.perCard} stickers. Arrow keys move it, plus and minus resize it, the square brackets turn it, Delete removes it.`,
    );
    focusSticker(index);
  };

  const change = (index: number, sticker: PlacedSticker) =>
    commit(latest.current.map((each, at) => (at === index ? sticker : each)));

  const remove = (index: number) => {
    const current = latest.current;
    const gone = current[index];
    if (!gone) return;
    const next = current.filter((_, at) => at !== index);
    commit(next);
    setIsAtLimit(false);
    setAnnouncement(
      `${stickerName(gone.id)} removed. ${next.length} of ${STICKER_LIMITS.perCard} stickers on the card.`,
    );
    if (next.length === 0) {
      setSelected(undefined);
      return;
    }
    const then = Math.min(index, next.length - 1);
    setSelected(then);
    focusSticker(then);
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const sticker = latest.current[index];
    if (!sticker) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(index);
      return;
    }
    const asked = keyChange(event, sticker);
    if (!asked) return;
    event.preventDefault();
    const { what, ...values } = asked;
    const next = withinLimits({ ...sticker, ...values });
    change(index, next);
    setAnnouncement(describe(next, what));
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes(STICKER_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const id = event.dataTransfer.getData(STICKER_DRAG_TYPE) as StickerId;
    const box = faceRef.current?.getBoundingClientRect();
    if (!id || !box) return;
    event.preventDefault();
    add(id, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,350px)_minmax(0,1fr)] lg:items-start">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a mouse's drag; keys and touch add stickers through the tray's buttons */}
      <div
        ref={faceRef}
        data-testid="sticker-face"
        className={`relative mx-auto aspect-square w-full max-w-[350px] ${selected === undefined ? '' : 'touch-none'}`}
        onDragOver={onDragOver}
        onPointerDownCapture={onTouchDown}
        onPointerMoveCapture={onTouchMove}
        onPointerUpCapture={onTouchUp}
        onPointerCancelCapture={onTouchUp}
        onDrop={onDrop}
      >
        <MainFace
          card={card}
          recipient={recipient}
          stickerLayer={
            <EditableStickerLayer
              stickers={stickers}
              selected={selected}
              faceRef={faceRef}
              buttonRefs={buttonRefs}
              describedBy={helpId}
              onSelect={setSelected}
              onChange={change}
              onGestureEnd={(index, kind) => {
                const sticker = latest.current[index];
                if (sticker) setAnnouncement(describe(sticker, kind === 'move' ? 'move' : 'size'));
              }}
              onKey={onKey}
              isPinching={() => pinch.current !== undefined}
            />
          }
        />
      </div>
      <div className="min-w-0 space-y-3">
        <p id={helpId} className="text-sm text-plum-soft">
          Tap a sticker (or press Enter) to put it in the middle of the card, or drag it there. Drag
          it to move it; drag its round handle to resize and turn it. With keys: arrows move it
          (Shift for bigger steps), + and − resize, [ and ] turn, Delete removes.
        </p>
        <StickerTray onPick={(id) => add(id)} />
        <p className="text-sm text-plum-soft" data-testid="sticker-count">
          {`${stickers.length} of ${STICKER_LIMITS.perCard} stickers on the card`}
        </p>
        {isAtLimit && stickers.length >= STICKER_LIMITS.perCard && (
          <p className="rounded-xl bg-blush px-3 py-2 text-sm font-medium text-rose-dark">
            {STICKER_LIMIT_MESSAGE}
          </p>
        )}
        <p aria-live="polite" className="sr-only" data-testid="sticker-announcement">
          {announcement}
        </p>
      </div>
    </div>
  );
}
