// Cakes, candles and cupcakes.
import type { Rng } from '../prng.ts';
import { type Card, circle, d, ellipse, g, num, path, rect } from '../svg.ts';
import { darken, lighten } from './color.ts';
import { roundRect } from './shapes.ts';

const f = num;

export interface Tier {
  w: number;
  h: number;
  color: string;
  icing: string;
}

/** Layered cake standing on (cx, base); returns markup and the top surface y. */
export function cake(rng: Rng, cx: number, base: number, tiers: Tier[], sprinkles: string[]) {
  let y = base;
  let out = '';
  for (const tier of tiers) {
    const top = y - tier.h;
    const x = cx - tier.w / 2;
    out += path(roundRect(x, top, tier.w, tier.h, 8), { fill: tier.color });
    out += rect(x + tier.w * 0.72, top + 4, tier.w * 0.26, tier.h - 8, {
      fill: '#000',
      opacity: 0.07,
      rx: 6,
    });
    // Icing with drips of varying length.
    const drips = Math.max(5, Math.round(tier.w / 34));
    let icing = d`M${x - 4} ${top + 6}Q${x - 4} ${top - 4} ${x + 6} ${top - 4}L${x + tier.w - 6} ${top - 4}Q${x + tier.w + 4} ${top - 4} ${x + tier.w + 4} ${top + 6}`;
    for (let i = drips; i >= 0; i--) {
      const px = x - 4 + ((tier.w + 8) * i) / drips;
      const depth = 10 + rng.next() * tier.h * 0.45;
      const half = (tier.w + 8) / drips / 2;
      if (i === drips) icing += d`L${px} ${top + 12}`;
      else
        icing += d`Q${px + half} ${top + 12} ${px + half * 0.55} ${top + 14}C${px + half * 0.5} ${top + depth + 8} ${px - half * 0.5} ${top + depth + 8} ${px - half * 0.55} ${top + 14}Q${px - half} ${top + 12} ${px - half} ${top + 12}`;
    }
    out += path(`${icing}Z`, { fill: tier.icing });
    // Sprinkles.
    let sp = '';
    const byColor = new Map<string, string>();
    for (let i = 0; i < tier.w / 9; i++) {
      const sx = x + 10 + rng.next() * (tier.w - 20);
      const sy = top + tier.h * 0.55 + rng.next() * tier.h * 0.35;
      const a = rng.next() * Math.PI;
      const c = rng.pick(sprinkles);
      byColor.set(
        c,
        `${byColor.get(c) ?? ''}M${f(sx)} ${f(sy)}l${f(Math.cos(a) * 6)} ${f(Math.sin(a) * 6)}`,
      );
    }
    for (const [c, p] of byColor) {
      sp += path(p, { stroke: c, 'stroke-width': 3, 'stroke-linecap': 'round' });
    }
    out += sp;
    y = top - 2;
  }
  return { markup: out, top: y + 2 };
}

/** Striped candle with a glowing flame; (x, top) is the top centre of the wax. */
export function candle(card: Card, x: number, top: number, h: number, color: string): string {
  const glow = card.glow('flameglow', 7);
  const w = 12;
  let stripes = '';
  for (let yy = top + 6; yy < top + h; yy += 12) {
    stripes += d`M${x - w / 2} ${yy + 6}L${x + w / 2} ${yy}L${x + w / 2} ${yy + 4}L${x - w / 2} ${yy + 10}Z`;
  }
  return g(
    {},
    rect(x - w / 2, top, w, h, { fill: color, rx: 3 }),
    path(stripes, { fill: '#fff', opacity: 0.55 }),
    path(d`M${x} ${top}L${x} ${top - 8}`, { stroke: '#5a3b2e', 'stroke-width': 2 }),
    ellipse(x, top - 18, 12, 16, { fill: '#ffd45e', opacity: 0.75, filter: glow }),
    path(
      d`M${x} ${top - 32}C${x + 8} ${top - 20} ${x + 7} ${top - 8} ${x} ${top - 7}C${x - 7} ${top - 8} ${x - 8} ${top - 20} ${x} ${top - 32}Z`,
      { fill: '#ffb238' },
    ),
    path(
      d`M${x} ${top - 24}C${x + 4} ${top - 16} ${x + 3} ${top - 10} ${x} ${top - 10}C${x - 3} ${top - 10} ${x - 4} ${top - 16} ${x} ${top - 24}Z`,
      { fill: '#fff4c2' },
    ),
  );
}

/** Cupcake with a pleated liner and swirled frosting; (cx, base) is the bottom centre. */
export function cupcake(
  cx: number,
  base: number,
  w: number,
  liner: string,
  frosting: string,
  topper: string | null = '#e63946',
): string {
  const h = w * 0.62;
  const top = base - h;
  const lw = w / 2;
  const bw = w * 0.36;
  let pleats = '';
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    pleats += d`M${cx - lw + t * 2 * lw} ${top}L${cx - bw + t * 2 * bw} ${base}`;
  }
  const frost = (y: number, half: number) =>
    d`M${cx - half} ${y}C${cx - half - 10} ${y - w * 0.16} ${cx - half * 0.4} ${y - w * 0.26} ${cx} ${y - w * 0.2}C${cx + half * 0.4} ${y - w * 0.26} ${cx + half + 10} ${y - w * 0.16} ${cx + half} ${y}Q${cx} ${y + w * 0.08} ${cx - half} ${y}Z`;
  return (
    path(d`M${cx - lw} ${top}L${cx + lw} ${top}L${cx + bw} ${base}L${cx - bw} ${base}Z`, {
      fill: liner,
    }) +
    path(pleats, { stroke: darken(liner, 0.18), 'stroke-width': 2 }) +
    path(frost(top + 4, lw + 8), { fill: frosting }) +
    path(frost(top - w * 0.14, lw * 0.72), { fill: lighten(frosting, 0.12) }) +
    path(frost(top - w * 0.3, lw * 0.42), { fill: lighten(frosting, 0.22) }) +
    (topper
      ? circle(cx + 2, top - w * 0.5, w * 0.08, { fill: topper }) +
        circle(cx - 1, top - w * 0.52, w * 0.025, { fill: '#fff', opacity: 0.7 })
      : '')
  );
}
