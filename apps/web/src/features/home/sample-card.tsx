import {
  HOME_PREVIEW_FONT_SIZE,
  PREVIEW_BACKGROUND,
  PREVIEW_CARD_SIZE_PX,
  PREVIEW_FLOATING_HEARTS,
} from '@greetly/domain';
import { Heart } from 'lucide-react';
import type { Ref } from 'react';

const HEART_COLOURS = ['text-rose', 'text-rose-light', 'text-gold', 'text-[#f9a8b5]'];

/** Spread the hearts evenly around the card's edges, varying size and timing so they drift apart. */
const HEARTS = Array.from({ length: PREVIEW_FLOATING_HEARTS }, (_, index) => ({
  id: index,
  left: `${(index * 37) % 92}%`,
  top: `${index % 2 === 0 ? (index * 13) % 22 : 74 + ((index * 7) % 20)}%`,
  size: 12 + ((index * 5) % 12),
  delay: `${-(index * 0.7).toFixed(1)}s`,
  colour: HEART_COLOURS[index % HEART_COLOURS.length],
}));

/** The card the demo reveals: what a recipient sees once the box is opened. */
export function SampleCard({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-label="Sample birthday card for Amara"
      data-testid="demo-card"
      className="relative mx-auto flex aspect-square w-full animate-pop-in flex-col items-center justify-center overflow-hidden rounded-2xl border border-line px-6 text-center shadow-soft focus:outline-none"
      style={{ maxWidth: PREVIEW_CARD_SIZE_PX, background: PREVIEW_BACKGROUND }}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-3 rounded-xl border border-dashed border-rose-light"
      />
      {HEARTS.map((heart) => (
        <Heart
          key={heart.id}
          aria-hidden="true"
          fill="currentColor"
          strokeWidth={0}
          className={`absolute animate-float opacity-70 ${heart.colour}`}
          style={{
            left: heart.left,
            top: heart.top,
            width: heart.size,
            height: heart.size,
            animationDelay: heart.delay,
          }}
        />
      ))}
      <p className="relative text-xs font-semibold uppercase tracking-[0.2em] text-rose-dark">
        Happy Birthday
      </p>
      <p className="relative mt-1 font-display text-4xl font-bold text-plum">Amara</p>
      <p
        className="relative mt-3 font-script leading-snug text-plum"
        style={{ fontSize: HOME_PREVIEW_FONT_SIZE }}
      >
        May your year be full of laughter, big dreams and cake for breakfast!
      </p>
      <p className="relative mt-3 text-sm text-plum-soft">With love, Tobi</p>
    </article>
  );
}
