// Party motifs: balloons, confetti, streamers, hats, gifts, cakes, candles, bunting, fireworks.
import { polylineBoxes, recordInk } from '../ink.ts';
import type { Rng } from '../prng.ts';
import { type Card, d, ellipse, g, num, path } from '../svg.ts';
import { cid, darken, lighten } from './color.ts';
import { smooth, sparkle, star, type XY } from './shapes.ts';

const f = num;

/** Glossy balloon centred at (cx, cy) with radius r; returns the knot point for a string. */
export function balloon(card: Card, cx: number, cy: number, r: number, color: string, tilt = 0) {
  const fill = card.radial(
    `bal${cid(color)}`,
    [
      [0, lighten(color, 0.45)],
      [0.45, color],
      [1, darken(color, 0.25)],
    ],
    { cx: 0.35, cy: 0.3, r: 0.8 },
  );
  const p = (x: number, y: number) => `${f(cx + x * r)} ${f(cy + y * r)}`;
  const body = `M${p(0, -1.15)}C${p(0.62, -1.15)} ${p(1, -0.7)} ${p(1, -0.1)}C${p(1, 0.55)} ${p(0.35, 1.05)} ${p(0, 1.15)}C${p(-0.35, 1.05)} ${p(-1, 0.55)} ${p(-1, -0.1)}C${p(-1, -0.7)} ${p(-0.62, -1.15)} ${p(0, -1.15)}Z`;
  const knot = `M${p(-0.11, 1.28)}L${p(0, 1.12)}L${p(0.11, 1.28)}Q${p(0, 1.24)} ${p(-0.11, 1.28)}Z`;
  const shine = ellipse(cx - r * 0.42, cy - r * 0.5, r * 0.16, r * 0.3, {
    fill: '#fff',
    opacity: 0.45,
    transform: `rotate(30 ${f(cx - r * 0.42)} ${f(cy - r * 0.5)})`,
  });
  const markup = g(
    tilt ? { transform: `rotate(${tilt} ${f(cx)} ${f(cy + r * 1.25)})` } : {},
    path(body, { fill }),
    path(knot, { fill: darken(color, 0.2) }),
    shine,
  );
  // The tilt pivots on the knot, so the string always starts at the same point.
  return { markup, knot: [cx, cy + r * 1.25] as XY };
}

/** Wavy string between two points. */
export function wavyString(from: XY, to: XY, waves = 2, amp = 6): string {
  const pts: XY[] = [];
  const steps = waves * 4;
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const off = Math.sin(t * waves * Math.PI * 2) * amp * Math.sin(t * Math.PI);
    pts.push([from[0] + dx * t + (-dy / len) * off, from[1] + dy * t + (dx / len) * off]);
  }
  return smooth(pts);
}

export interface ConfettiOptions {
  x: number;
  y: number;
  w: number;
  h: number;
  count: number;
  colors: string[];
  size?: number;
  /** Skip pieces inside these rectangles (keeps lettering clear). */
  avoid?: [number, number, number, number][];
  /** Skip pieces inside these circles [cx, cy, r]. */
  avoidCircles?: [number, number, number][];
  kinds?: ('rect' | 'dot' | 'tri' | 'squiggle')[];
}

/** Confetti grouped into one path per colour, so hundreds of pieces stay a few KB. */
export function confetti(rng: Rng, o: ConfettiOptions): string {
  const byColor = new Map<string, { fill: string; stroke: string }>();
  const kinds = o.kinds ?? ['rect', 'dot', 'tri', 'squiggle'];
  const s = o.size ?? 1;
  let placed = 0;
  let tries = 0;
  while (placed < o.count && tries < o.count * 20) {
    tries++;
    const x = o.x + rng.next() * o.w;
    const y = o.y + rng.next() * o.h;
    if (o.avoid?.some(([ax, ay, aw, ah]) => x > ax && x < ax + aw && y > ay && y < ay + ah)) {
      continue;
    }
    if (o.avoidCircles?.some(([cx, cy, r]) => Math.hypot(x - cx, y - cy) < r)) continue;
    placed++;
    const color = rng.pick(o.colors);
    const entry = byColor.get(color) ?? { fill: '', stroke: '' };
    byColor.set(color, entry);
    const kind = rng.pick(kinds);
    const a = rng.next() * Math.PI;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    const pt = (px: number, py: number) =>
      `${f(x + px * cos - py * sin)} ${f(y + px * sin + py * cos)}`;
    if (kind === 'rect') {
      const w = rng.range(4, 7) * s;
      const h = rng.range(1.6, 3.2) * s;
      entry.fill += `M${pt(-w, -h)}L${pt(w, -h)}L${pt(w, h)}L${pt(-w, h)}Z`;
    } else if (kind === 'dot') {
      const r = rng.range(2, 4.5) * s;
      entry.fill += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
    } else if (kind === 'tri') {
      const r = rng.range(4, 6.5) * s;
      entry.fill += `M${pt(0, -r)}L${pt(r * 0.9, r * 0.6)}L${pt(-r * 0.9, r * 0.6)}Z`;
    } else {
      const w = rng.range(5, 8) * s;
      entry.stroke += `M${pt(-w, 0)}Q${pt(-w / 2, -w * 0.6)} ${pt(0, 0)}T${pt(w, 0)}`;
    }
  }
  let out = '';
  for (const [color, e] of byColor) {
    if (e.fill) out += path(e.fill, { fill: color });
    if (e.stroke) {
      out += path(e.stroke, {
        fill: 'none',
        stroke: color,
        'stroke-width': 2.4 * s,
        'stroke-linecap': 'round',
      });
    }
  }
  return out;
}

/** Curly ribbon streamer: a trochoid from `from` heading at `angle` degrees. */
export function curlyStreamer(
  from: XY,
  angle: number,
  length: number,
  curl: number,
  loops: number,
): string {
  const a = (angle * Math.PI) / 180;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const pts: XY[] = [];
  const steps = loops * 8;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const w = t * loops * Math.PI * 2;
    const along = t * length + curl * Math.sin(w) * 0.9;
    const across = curl * (1 - Math.cos(w)) * 0.6;
    pts.push([from[0] + ux * along - uy * across, from[1] + uy * along + ux * across]);
  }
  // Streamers are drawn with strokes up to 4 wide; they must never cross the lettering.
  recordInk('streamer', polylineBoxes(pts, 3), 'ornament');
  return smooth(pts);
}

/** Triangle pennant garland hanging between two points. */
export function bunting(
  from: XY,
  to: XY,
  sag: number,
  colors: string[],
  count: number,
  size: number,
  line = '#6b4f3a',
): string {
  const ctrl: XY = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2];
  const at = (t: number): XY => [
    (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * ctrl[0] + t * t * to[0],
    (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * ctrl[1] + t * t * to[1],
  ];
  let flags = '';
  for (let i = 0; i < count; i++) {
    const t0 = (i + 0.1) / count;
    const t1 = (i + 0.9) / count;
    const a = at(t0);
    const b = at(t1);
    const m = at((t0 + t1) / 2);
    const nx = -(b[1] - a[1]);
    const ny = b[0] - a[0];
    const len = Math.hypot(nx, ny) || 1;
    const tip: XY = [m[0] + (nx / len) * size * 1.25, m[1] + (ny / len) * size * 1.25];
    flags += path(d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}L${tip[0]} ${tip[1]}Z`, {
      fill: colors[i % colors.length],
    });
  }
  return (
    path(d`M${from[0]} ${from[1]}Q${ctrl[0]} ${ctrl[1]} ${to[0]} ${to[1]}`, {
      fill: 'none',
      stroke: line,
      'stroke-width': 2,
    }) + flags
  );
}

/** Firework: rays with bead tips and a few twinkles. */
export function firework(cx: number, cy: number, r: number, color: string, rays = 16): string {
  let lines = '';
  let beads = '';
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    const r0 = r * 0.3;
    const r1 = r * (i % 2 ? 0.82 : 1);
    lines += d`M${cx + Math.cos(a) * r0} ${cy + Math.sin(a) * r0}L${cx + Math.cos(a) * r1} ${cy + Math.sin(a) * r1}`;
    const br = i % 2 ? 2.2 : 3.2;
    const bx = cx + Math.cos(a) * (r1 + 7);
    const by = cy + Math.sin(a) * (r1 + 7);
    beads += `M${f(bx - br)} ${f(by)}a${br} ${br} 0 1 0 ${br * 2} 0a${br} ${br} 0 1 0 ${-br * 2} 0`;
  }
  return g(
    {},
    path(lines, { stroke: color, 'stroke-width': 2.6, 'stroke-linecap': 'round', fill: 'none' }),
    path(beads, { fill: color }),
    path(sparkle(cx, cy, r * 0.16), { fill: lighten(color, 0.5) }),
  );
}

/** Sunburst of alternating wedges around (cx, cy). */
export function rays(cx: number, cy: number, r: number, count: number, color: string, opacity = 1) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a0 = ((i * 2) / (count * 2)) * Math.PI * 2;
    const a1 = ((i * 2 + 1) / (count * 2)) * Math.PI * 2;
    out += d`M${cx} ${cy}L${cx + Math.cos(a0) * r} ${cy + Math.sin(a0) * r}L${cx + Math.cos(a1) * r} ${cy + Math.sin(a1) * r}Z`;
  }
  return path(out, { fill: color, opacity });
}

/** Scatter of small stars/twinkles, merged into one path. */
export function starField(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  color: string,
  maxR = 5,
  avoid: [number, number, number, number][] = [],
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const sx = x + rng.next() * w;
    const sy = y + rng.next() * h;
    const r = 1 + rng.next() * maxR;
    if (avoid.some(([ax, ay, aw, ah]) => sx > ax && sx < ax + aw && sy > ay && sy < ay + ah)) {
      continue;
    }
    out +=
      r > maxR * 0.7 ? sparkle(sx, sy, r * 1.6) : star(sx, sy, r, r * 0.45, 5, rng.next() * 72);
  }
  return path(out, { fill: color });
}
