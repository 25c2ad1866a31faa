import { EFFECT_FALL_SECONDS, EFFECT_ITEM_COUNTS, type Effect } from '@greetly/domain';

/** One floating piece of an effect; all lengths in px, times in seconds, positions in %. */
export interface EffectItem {
  id: number;
  left: number;
  top: number;
  size: number;
  colour: string;
  delay: number;
  duration: number;
  /** Sideways drift over the whole fall. */
  sway: number;
  /** Turns over the whole fall, in degrees. */
  spin: number;
  /** Which drawing of the effect to use (confetti has several shapes). */
  variant: number;
  /** A firework spark's flight from its burst centre, and its heading in degrees. */
  dx: number;
  dy: number;
  angle: number;
}

const PALETTES: Record<Effect, string[]> = {
  confetti: ['#c8334a', '#f4b63f', '#1f7a70', '#55b8f1', '#f649cd', '#8c7bff', '#ff9f43'],
  balloons: ['#e63956', '#f4b63f', '#2ec4b6', '#8c7bff', '#ff8fab', '#4cc9f0', '#ff9f43'],
  fireworks: ['#c8334a', '#f4b63f', '#8c7bff', '#1f7a70', '#f649cd', '#3a86ff'],
  petals: ['#f9a8bc', '#f7c6d0', '#e86a8a', '#ffb3c6', '#d6336c'],
  snow: ['#9cc9ea', '#b7d8f0', '#7fb4dc', '#cfe6f7'],
};

/** Sparks per firework burst; 45 sparks make five bursts. */
const SPARKS_PER_BURST = 9;

const between = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** The effect's pieces with fresh random positions and timings (4–7 s each, per the spec). */
export function makeEffectItems(effect: Effect): EffectItem[] {
  const palette = PALETTES[effect];
  const bursts = Array.from(
    { length: Math.ceil(EFFECT_ITEM_COUNTS.fireworks / SPARKS_PER_BURST) },
    (_, burst) => ({
      left: between(15, 85),
      top: between(15, 45),
      delay: burst * 0.7 + between(0, 0.3),
    }),
  );

  return Array.from({ length: EFFECT_ITEM_COUNTS[effect] }, (_, id) => {
    const burst = bursts[Math.floor(id / SPARKS_PER_BURST) % bursts.length] ?? bursts[0];
    const angle = ((id % SPARKS_PER_BURST) / SPARKS_PER_BURST) * Math.PI * 2 + between(-0.15, 0.15);
    const reach = between(90, 190);
    const isSpark = effect === 'fireworks';
    return {
      id,
      left: isSpark && burst ? burst.left : between(0, 98),
      top: isSpark && burst ? burst.top : 0,
      size: sizeFor(effect),
      colour: pick(palette),
      delay: isSpark && burst ? burst.delay : between(0, effect === 'balloons' ? 1.6 : 1.2),
      duration: between(EFFECT_FALL_SECONDS.min, EFFECT_FALL_SECONDS.max),
      sway: between(-80, 80),
      spin: between(-720, 720),
      variant: Math.floor(Math.random() * 4),
      dx: Math.cos(angle) * reach,
      dy: Math.sin(angle) * reach,
      angle: (angle * 180) / Math.PI,
    };
  });
}

function sizeFor(effect: Effect): number {
  switch (effect) {
    case 'confetti':
      return between(8, 14);
    case 'balloons':
      return between(34, 54);
    case 'fireworks':
      return between(6, 9);
    case 'petals':
      return between(14, 24);
    case 'snow':
      return between(14, 28);
  }
}

/** With reduced motion: a few still pieces along the top, each effect's own, that only fade. */
export function makeCalmItems(effect: Effect): EffectItem[] {
  const palette = PALETTES[effect];
  const spots = [8, 22, 36, 64, 78, 92];
  return spots.map((left, id) => ({
    id,
    left,
    top: effect === 'balloons' ? 76 + (id % 2) * 8 : 6 + (id % 3) * 7,
    size: effect === 'fireworks' ? 40 : sizeFor(effect) * 1.3,
    colour: palette[id % palette.length] ?? '#c8334a',
    delay: 0,
    duration: 0,
    sway: 0,
    spin: (id % 2 ? 1 : -1) * 20,
    variant: id % 4,
    dx: 0,
    dy: 0,
    angle: 0,
  }));
}
