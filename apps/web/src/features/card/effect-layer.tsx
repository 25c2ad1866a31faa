import './card-animations.css';
import { EFFECT_DURATION_MS, type Effect } from '@greetly/domain';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { type EffectItem, makeCalmItems, makeEffectItems } from './effect-items';
import { EffectPiece, motionClass } from './effect-pieces';
import { prefersReducedMotion } from './use-reduced-motion';

interface Run {
  items: EffectItem[];
  calm: boolean;
}

/** Reduced motion: the still pieces fade in and out; WAAPI timings are not cut by the global CSS rule. */
function fadeInAndOut(layer: HTMLDivElement | null) {
  layer?.animate(
    [{ opacity: 0 }, { opacity: 1, offset: 0.15 }, { opacity: 1, offset: 0.8 }, { opacity: 0 }],
    { duration: EFFECT_DURATION_MS, fill: 'forwards', easing: 'ease-in-out' },
  );
}

/**
 * The celebration over the card: the effect's pieces fall, rise or burst for about six seconds,
 * then the layer empties and `onDone` runs. Render it inside the dialog or reveal container, not
 * at the end of <body>: a modal <dialog> sits in the top layer, above any z-index.
 */
export function EffectLayer({
  effect,
  playing,
  onDone,
}: {
  effect: Effect;
  playing: boolean;
  onDone?: () => void;
}) {
  const [run, setRun] = useState<Run | null>(null);
  // The latest callback, read when the timer fires, so a new onDone does not restart the effect.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    if (!playing) {
      setRun(null);
      return;
    }
    const calm = prefersReducedMotion();
    setRun({ calm, items: calm ? makeCalmItems(effect) : makeEffectItems(effect) });
    const timer = window.setTimeout(() => {
      setRun(null);
      onDoneRef.current?.();
    }, EFFECT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [playing, effect]);

  if (!run) return null;

  return (
    <div
      aria-hidden="true"
      data-testid="effect-layer"
      data-effect={effect}
      ref={run.calm ? fadeInAndOut : undefined}
      className={`pointer-events-none fixed inset-0 z-[70] overflow-clip ${run.calm ? '' : 'card-fx-layer'}`}
    >
      {run.items.map((item) => (
        <div
          key={item.id}
          data-testid="effect-item"
          className={run.calm ? 'absolute' : motionClass(effect)}
          style={
            {
              left: `${item.left}%`,
              top: `${item.top}%`,
              animationDuration: `${item.duration}s`,
              animationDelay: `${item.delay}s`,
              transform: run.calm ? `rotate(${item.spin}deg)` : undefined,
              '--sway': `${item.sway}px`,
              '--spin': `${item.spin}deg`,
              '--dx': `${item.dx}px`,
              '--dy': `${item.dy}px`,
            } as CSSProperties
          }
        >
          <EffectPiece effect={effect} item={item} calm={run.calm} />
        </div>
      ))}
    </div>
  );
}
