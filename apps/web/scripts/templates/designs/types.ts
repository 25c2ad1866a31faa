import type { Rng } from '../prng.ts';
import type { Card } from '../svg.ts';

/** One template artwork: its name (for the <title>), its lettering, and how to draw it. */
export interface Design {
  name: string;
  /** The words lettered on the card, repeated in <desc> for assistive tech. */
  headline: string;
  draw: (card: Card, rng: Rng) => string[];
}
