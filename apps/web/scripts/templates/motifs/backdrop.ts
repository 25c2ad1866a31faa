// Card-wide backgrounds and ornaments: gradients, paper grain, patterns, frames, banners, dividers.
import { type Card, circle, d, el, H, num, path, rect, type Stop, W } from '../svg.ts';
import { darken } from './color.ts';
import { heart, sparkle } from './shapes.ts';

const f = num;

export function background(card: Card, id: string, stops: Stop[], angle = 90): string {
  return rect(0, 0, W, H, { fill: card.linear(id, stops, angle) });
}

export function glowSpot(
  card: Card,
  id: string,
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity = 0.6,
): string {
  return circle(cx, cy, r, {
    fill: card.radial(id, [
      [0, color, opacity],
      [1, color, 0],
    ]),
  });
}

/** Fine paper grain; cheap in bytes, gives flat fills a printed feel. */
export function paperGrain(card: Card, opacity = 0.05, frequency = 0.9): string {
  const id = 'grain';
  card.def(
    id,
    el(
      'filter',
      { id, x: 0, y: 0, width: '100%', height: '100%' },
      el('feTurbulence', {
        type: 'fractalNoise',
        baseFrequency: frequency,
        numOctaves: 2,
        seed: 7,
        stitchTiles: 'stitch',
      }),
      el('feColorMatrix', { values: '0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.4 1.1' }),
    ),
  );
  return rect(0, 0, W, H, { filter: `url(#${id})`, opacity });
}

/** Repeating polka dots across the card. */
export function dotPattern(
  card: Card,
  id: string,
  color: string,
  spacing: number,
  r: number,
  opacity = 1,
): string {
  card.def(
    id,
    el(
      'pattern',
      { id, width: spacing, height: spacing, patternUnits: 'userSpaceOnUse' },
      circle(spacing / 4, spacing / 4, r, { fill: color }),
      circle((spacing * 3) / 4, (spacing * 3) / 4, r, { fill: color }),
    ),
  );
  return rect(0, 0, W, H, { fill: `url(#${id})`, opacity });
}

/** Diagonal or vertical stripes. */
export function stripePattern(
  card: Card,
  id: string,
  color: string,
  spacing: number,
  width: number,
  angle = 45,
  opacity = 1,
): string {
  card.def(
    id,
    el(
      'pattern',
      {
        id,
        width: spacing,
        height: spacing,
        patternUnits: 'userSpaceOnUse',
        patternTransform: `rotate(${angle})`,
      },
      rect(0, 0, width, spacing, { fill: color }),
    ),
  );
  return rect(0, 0, W, H, { fill: `url(#${id})`, opacity });
}

/** Tiny repeated motif (hearts, sparkles) as a pattern. */
export function motifPattern(
  card: Card,
  id: string,
  motif: 'heart' | 'sparkle',
  color: string,
  spacing: number,
  size: number,
  opacity = 1,
): string {
  const shape = (x: number, y: number) =>
    motif === 'heart' ? heart(x, y, size) : sparkle(x, y, size / 2);
  card.def(
    id,
    el(
      'pattern',
      { id, width: spacing, height: spacing, patternUnits: 'userSpaceOnUse' },
      path(shape(spacing / 4, spacing / 4) + shape((spacing * 3) / 4, (spacing * 3) / 4), {
        fill: color,
      }),
    ),
  );
  return rect(0, 0, W, H, { fill: `url(#${id})`, opacity });
}

/** Inset frame: one or two hairlines. */
export function frame(inset: number, color: string, width = 2, double = 0, rx = 0): string {
  let out = rect(inset, inset, W - inset * 2, H - inset * 2, {
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    rx: rx || undefined,
  });
  if (double) {
    const i2 = inset + double;
    out += rect(i2, i2, W - i2 * 2, H - i2 * 2, {
      fill: 'none',
      stroke: color,
      'stroke-width': width / 2,
      rx: rx ? Math.max(0, rx - double) : undefined,
    });
  }
  return out;
}

/** Ribbon banner with folded tails, centred on (cx, cy). */
export function banner(cx: number, cy: number, w: number, h: number, color: string): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const y0 = cy - h / 2;
  const y1 = cy + h / 2;
  const tail = h * 0.9;
  const drop = h * 0.35;
  const back = darken(color, 0.22);
  const fold = darken(color, 0.4);
  return (
    path(
      d`M${x0 - tail} ${y0 + drop}L${x0 + 10} ${y0 + drop}L${x0 + 10} ${y1 + drop}L${x0 - tail} ${y1 + drop}L${x0 - tail + h * 0.45} ${cy + drop}Z` +
        d`M${x1 + tail} ${y0 + drop}L${x1 - 10} ${y0 + drop}L${x1 - 10} ${y1 + drop}L${x1 + tail} ${y1 + drop}L${x1 + tail - h * 0.45} ${cy + drop}Z`,
      { fill: back },
    ) +
    path(
      d`M${x0} ${y1}L${x0 + 10} ${y1 + drop}L${x0 + 10} ${y1}Z` +
        d`M${x1} ${y1}L${x1 - 10} ${y1 + drop}L${x1 - 10} ${y1}Z`,
      { fill: fold },
    ) +
    rect(x0, y0, w, h, { fill: color })
  );
}

/** Thin rule with a small centre ornament. */
export function divider(
  cx: number,
  y: number,
  w: number,
  color: string,
  ornament: 'heart' | 'diamond' | 'sparkle' | 'dot' = 'diamond',
): string {
  const gap = 14;
  const line = d`M${cx - w / 2} ${y}L${cx - gap} ${y}M${cx + gap} ${y}L${cx + w / 2} ${y}`;
  const mark =
    ornament === 'heart'
      ? heart(cx, y, 14)
      : ornament === 'sparkle'
        ? sparkle(cx, y, 8)
        : ornament === 'dot'
          ? `M${f(cx - 3.5)} ${f(y)}a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0`
          : d`M${cx} ${y - 6}L${cx + 6} ${y}L${cx} ${y + 6}L${cx - 6} ${y}Z`;
  return (
    path(line, { stroke: color, 'stroke-width': 1.5, fill: 'none' }) + path(mark, { fill: color })
  );
}

/** Metallic gold fill for lettering and fine lines. */
export function goldFill(card: Card, id = 'gold', angle = 90): string {
  return card.linear(
    id,
    [
      [0, '#fbe6a6'],
      [0.45, '#e2b24f'],
      [0.55, '#c8922e'],
      [1, '#f3d07c'],
    ],
    angle,
  );
}
