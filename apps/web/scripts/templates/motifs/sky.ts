// Sky and weather motifs: clouds, sun, rainbow, moon, snow.
import type { Rng } from '../prng.ts';
import { circle, d, g, path } from '../svg.ts';
import { dot } from './shapes.ts';

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Puffy cloud, built from overlapping circles on a flat base. */
export function cloud(cx: number, cy: number, w: number, color = '#ffffff', opacity = 1): string {
  const h = w * 0.22;
  const p =
    d`M${cx - w / 2} ${cy}` +
    d`A${h} ${h} 0 0 1 ${cx - w * 0.3} ${cy - h * 0.9}` +
    d`A${w * 0.2} ${w * 0.2} 0 0 1 ${cx + w * 0.05} ${cy - h * 1.55}` +
    d`A${w * 0.16} ${w * 0.16} 0 0 1 ${cx + w * 0.32} ${cy - h * 0.7}` +
    d`A${h * 0.8} ${h * 0.8} 0 0 1 ${cx + w / 2} ${cy}Z`;
  return path(p, { fill: color, opacity });
}

export function sun(cx: number, cy: number, r: number, color: string, rayCount = 12): string {
  let raysPath = '';
  for (let i = 0; i < rayCount; i++) {
    const a = rad((i * 360) / rayCount);
    raysPath += d`M${cx + Math.cos(a) * r * 1.3} ${cy + Math.sin(a) * r * 1.3}L${cx + Math.cos(a) * r * 1.65} ${cy + Math.sin(a) * r * 1.65}`;
  }
  return (
    path(raysPath, { stroke: color, 'stroke-width': r * 0.16, 'stroke-linecap': 'round' }) +
    circle(cx, cy, r, { fill: color })
  );
}

/** Rainbow arcs centred at (cx, cy), outermost radius r. */
export function rainbow(cx: number, cy: number, r: number, colors: string[], band: number): string {
  return g(
    { fill: 'none', 'stroke-width': band },
    ...colors.map((c, i) => {
      const rr = r - i * band - band / 2;
      return path(d`M${cx - rr} ${cy}A${rr} ${rr} 0 0 1 ${cx + rr} ${cy}`, { stroke: c });
    }),
  );
}

/** Crescent moon opening to the lower right. */
export function crescent(cx: number, cy: number, r: number, color: string): string {
  return path(
    d`M${cx + r * 0.2} ${cy - r}A${r} ${r} 0 1 0 ${cx + r * 0.95} ${cy + r * 0.45}A${r * 0.82} ${r * 0.82} 0 1 1 ${cx + r * 0.2} ${cy - r}Z`,
    { fill: color },
  );
}

/** Six-armed snowflake drawn with strokes. */
export function snowflakePath(cx: number, cy: number, r: number, rot = 0): string {
  let p = '';
  for (let i = 0; i < 6; i++) {
    const a = rad(rot + i * 60);
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    p += d`M${cx} ${cy}L${cx + ux * r} ${cy + uy * r}`;
    for (const t of [0.45, 0.7]) {
      const bx = cx + ux * r * t;
      const by = cy + uy * r * t;
      const l = r * (t === 0.45 ? 0.3 : 0.22);
      for (const s of [-1, 1]) {
        const b = a + s * rad(45);
        p += d`M${bx} ${by}L${bx + Math.cos(b) * l} ${by + Math.sin(b) * l}`;
      }
    }
  }
  return p;
}

export function snowflake(cx: number, cy: number, r: number, color: string, rot = 0): string {
  return path(snowflakePath(cx, cy, r, rot), {
    stroke: color,
    'stroke-width': Math.max(1.5, r * 0.09),
    'stroke-linecap': 'round',
    fill: 'none',
  });
}

/** Falling snow dots merged into one path. */
export function snowfall(rng: Rng, count: number, color: string, maxR = 4, h = 800): string {
  let p = '';
  for (let i = 0; i < count; i++) p += dot(rng.next() * 600, rng.next() * h, 1 + rng.next() * maxR);
  return path(p, { fill: color });
}
