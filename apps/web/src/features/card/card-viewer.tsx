import './card-animations.css';
import { PREVIEW_BACKGROUND, PREVIEW_VISIBLE_NEIGHBOURS } from '@greetly/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CardContent, SignatureStyle } from './card-content';
import { loadCardFont } from './card-fonts';
import { buildSlides } from './card-slides';
import { FloatingHearts } from './floating-hearts';
import { useSwipe } from './use-swipe';

/** Signed distance from the current slide going the short way round, e.g. -1 for the previous. */
function circularOffset(index: number, current: number, count: number): number {
  const ahead = (((index - current) % count) + count) % count;
  return ahead > count / 2 ? ahead - count : ahead;
}

/** Where a slide sits in the fanned stack, by its offset from the current one. */
function placement(offset: number, dragPx: number): CSSProperties {
  const distance = Math.abs(offset);
  const shift = Math.sign(offset) * (distance === 1 ? 0.56 : distance * 0.49);
  return {
    transform: `translateX(calc(var(--card-size) * ${shift} + ${dragPx}px)) scale(${1 - 0.14 * distance}) rotate(${offset * 3}deg)`,
    zIndex: 10 - distance,
  };
}

/** Keys typed into these keep their own meaning (seeking audio, moving a caret). */
const OWN_KEYS = 'input, textarea, select, audio, video, [contenteditable="true"]';

/**
 * The card as its recipient sees it: a swipeable, wrapping stack of square slides over the
 * preview's cream background with floating hearts. Only the current slide can be used; its
 * neighbours (up to two each way) show behind it.
 */
export function CardViewer({
  card,
  signatureStyle,
  showCover = false,
  autoFocus = false,
}: {
  card: CardContent;
  signatureStyle: SignatureStyle;
  showCover?: boolean;
  /** Move focus into the viewer when it appears, e.g. right after the gift box opens. */
  autoFocus?: boolean;
}) {
  const slides = useMemo(
    () => buildSlides(card, signatureStyle, showCover),
    [card, signatureStyle, showCover],
  );
  useEffect(() => {
    void loadCardFont(card.fontFamily);
  }, [card.fontFamily]);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, count - 1);
  const rootRef = useRef<HTMLElement>(null);

  const go = (step: 1 | -1) =>
    setIndex((value) => (Math.min(value, count - 1) + step + count) % count);
  const swipe = useSwipe({ onNext: () => go(1), onPrevious: () => go(-1) });

  // In the same commit that shows the card, so a key pressed at once already moves the slides.
  useLayoutEffect(() => {
    if (autoFocus) rootRef.current?.focus();
  }, [autoFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  };

  const recipient = card.recipientName.trim() || 'Your Friend';

  return (
    <section
      ref={rootRef}
      tabIndex={-1}
      aria-roledescription="carousel"
      aria-label={`Card for ${recipient}`}
      onKeyDown={onKeyDown}
      data-testid="card-viewer"
      className="@container relative isolate w-full overflow-clip rounded-[2rem] py-8 focus:outline-none focus-visible:outline-3 focus-visible:outline-gold"
      style={{ background: PREVIEW_BACKGROUND }}
    >
      <FloatingHearts />
      <div
        {...swipe.handlers}
        className="relative mx-auto touch-pan-y select-none"
        style={
          {
            '--card-size': 'min(350px, calc(100cqw - 2.5rem))',
            width: 'var(--card-size)',
            height: 'var(--card-size)',
          } as CSSProperties
        }
      >
        {slides.map((slide, slideIndex) => {
          const offset = circularOffset(slideIndex, current, count);
          const isCurrent = offset === 0;
          const isNear = Math.abs(offset) <= PREVIEW_VISIBLE_NEIGHBOURS;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group; a fieldset is for form controls
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}: ${slide.label}`}
              aria-current={isCurrent ? 'true' : undefined}
              data-current={isCurrent ? 'true' : 'false'}
              data-testid="card-slide"
              data-slide={slide.key}
              inert={!isCurrent}
              className={`absolute inset-0 ${swipe.dragPx === 0 ? 'transition-[transform,opacity] duration-500 ease-[cubic-bezier(0.2,0.8,0.2,1)]' : ''} ${isNear ? '' : 'invisible'}`}
              style={placement(offset, isCurrent ? swipe.dragPx : swipe.dragPx / 3)}
            >
              {slide.face}
              {/* Cards further back fade into the background, so the deck reads front to back. */}
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 rounded-[1.75rem] transition-opacity duration-500"
                style={{
                  background: PREVIEW_BACKGROUND,
                  opacity: [0, 0.45, 0.7][Math.abs(offset)] ?? 1,
                }}
              />
            </div>
          );
        })}
      </div>
      <div className="relative mt-6 flex items-center justify-center gap-4">
        <ViewerButton label="Previous slide" onClick={() => go(-1)}>
          <ChevronLeft aria-hidden="true" className="size-6" />
        </ViewerButton>
        <p
          aria-live="polite"
          data-testid="slide-counter"
          className="min-w-28 rounded-full bg-white/80 px-4 py-1.5 text-center text-sm font-medium text-plum shadow-soft"
        >
          {`${current + 1} out of ${count}`}
        </p>
        <ViewerButton label="Next slide" onClick={() => go(1)}>
          <ChevronRight aria-hidden="true" className="size-6" />
        </ViewerButton>
      </div>
    </section>
  );
}

function ViewerButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-12 place-items-center rounded-full bg-white text-rose-dark shadow-soft ring-1 ring-rose/15 transition hover:-translate-y-0.5 hover:bg-rose hover:text-white"
    >
      {children}
    </button>
  );
}
