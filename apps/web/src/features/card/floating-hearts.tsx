import { PREVIEW_FLOATING_HEARTS } from '@greetly/domain';
import type { CSSProperties } from 'react';

const COLOURS = ['#c8334a', '#f9a8bc', '#f4b63f', '#e86a8a', '#f7c6d0'];

/** A fixed scatter (the same on every render), spread over the viewer behind the cards. */
const HEARTS = Array.from({ length: PREVIEW_FLOATING_HEARTS }, (_, index) => {
  const golden = (index * 0.618_034) % 1;
  return {
    id: index,
    left: 4 + golden * 90,
    top: 6 + ((index * 37) % 84),
    size: 14 + ((index * 7) % 16),
    colour: COLOURS[index % COLOURS.length],
    duration: 5 + (index % 5),
    delay: -((index * 1.3) % 6),
    opacity: 0.28 + (index % 4) * 0.08,
  };
});

/** The preview's floating hearts: decoration only, hidden from assistive technology. */
export function FloatingHearts() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-clip">
      {HEARTS.map((heart) => (
        <svg
          aria-hidden="true"
          key={heart.id}
          viewBox="0 0 24 24"
          className="card-heart absolute"
          style={
            {
              left: `${heart.left}%`,
              top: `${heart.top}%`,
              width: heart.size,
              height: heart.size,
              opacity: heart.opacity,
              animationDuration: `${heart.duration}s`,
              animationDelay: `${heart.delay}s`,
            } as CSSProperties
          }
        >
          <path
            d="M12 21c-6-4.6-10-8.3-10-12.4A5.3 5.3 0 0 1 12 6a5.3 5.3 0 0 1 10 2.6C22 12.7 18 16.4 12 21z"
            fill={heart.colour}
          />
        </svg>
      ))}
    </div>
  );
}
