import { type PointerEvent, useRef, useState } from 'react';

/** How far a finger must travel sideways before it counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/** Controls keep their own gestures: scrubbing the audio, scrolling the message, tapping a button. */
const OWN_GESTURES = 'audio, video, input, button, a, iframe';

interface Start {
  pointerId: number;
  x: number;
  y: number;
}

/**
 * Touch and pen swipes: a sideways move past the threshold goes to the next (leftwards) or
 * previous (rightwards) slide. The mouse uses the buttons and arrow keys instead, so a click
 * to select text never turns into a page change. `dragPx` lets the stack follow the finger.
 */
export function useSwipe({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  const start = useRef<Start | null>(null);
  const [dragPx, setDragPx] = useState(0);

  const end = () => {
    start.current = null;
    setDragPx(0);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      if (event.target instanceof Element && event.target.closest(OWN_GESTURES)) return;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      // A mostly vertical move is the page scrolling, not a swipe.
      if (Math.abs(dx) > Math.abs(event.clientY - from.y)) setDragPx(dx);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      end();
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: end,
  };

  return { handlers, dragPx };
}
