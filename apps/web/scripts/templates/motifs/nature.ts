// Botanical motifs: leaves, sprigs, wreaths and flowers.
import type { Rng } from '../prng.ts';
import { circle, d, g, num, path } from '../svg.ts';
import { darken, lighten } from './color.ts';
import { dot, leaf, ring, smooth, type XY } from './shapes.ts';

const f = num;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** A curved stem with paired leaves, as [stem path, leaves path]. */
export function sprigPaths(
  x: number,
  y: number,
  length: number,
  angle: number,
  leafSize: number,
  bend = 0.2,
  pairs = 4,
): [string, string] {
  const a = rad(angle);
  const end: XY = [x + Math.cos(a) * length, y + Math.sin(a) * length];
  const ctrl: XY = [
    x + Math.cos(a) * length * 0.5 - Math.sin(a) * length * bend,
    y + Math.sin(a) * length * 0.5 + Math.cos(a) * length * bend,
  ];
  const at = (t: number): XY => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t * t * end[0],
    (1 - t) ** 2 * y + 2 * (1 - t) * t * ctrl[1] + t * t * end[1],
  ];
  let leaves = '';
  for (let i = 1; i <= pairs; i++) {
    const t = i / (pairs + 0.6);
    const [px, py] = at(t);
    const [qx, qy] = at(Math.min(1, t + 0.02));
    const dir = (Math.atan2(qy - py, qx - px) * 180) / Math.PI;
    const s = leafSize * (1 - t * 0.35);
    leaves += leaf(px, py, s, s * 0.5, dir - 45) + leaf(px, py, s, s * 0.5, dir + 45);
  }
  leaves += leaf(end[0], end[1], leafSize * 0.7, leafSize * 0.36, angle);
  return [d`M${x} ${y}Q${ctrl[0]} ${ctrl[1]} ${end[0]} ${end[1]}`, leaves];
}

export function sprig(
  x: number,
  y: number,
  length: number,
  angle: number,
  leafSize: number,
  color: string,
  bend = 0.2,
  pairs = 4,
): string {
  const [stem, leaves] = sprigPaths(x, y, length, angle, leafSize, bend, pairs);
  return (
    path(stem, { fill: 'none', stroke: darken(color, 0.15), 'stroke-width': 2 }) +
    path(leaves, { fill: color })
  );
}

/** Five-lobed flower (blossom) with a contrasting centre. */
export function blossom(
  cx: number,
  cy: number,
  r: number,
  color: string,
  center: string,
  petals = 5,
  rot = 0,
): string {
  let p = '';
  for (const [x, y] of ring(cx, cy, r * 0.52, petals, rot - 90)) p += dot(x, y, r * 0.5);
  return (
    path(p, { fill: color }) +
    circle(cx, cy, r * 0.3, { fill: lighten(color, 0.35) }) +
    circle(cx, cy, r * 0.2, { fill: center })
  );
}

/** Daisy: slim petals radiating from a round centre. */
export function daisy(
  cx: number,
  cy: number,
  r: number,
  color: string,
  center: string,
  petals = 14,
  rot = 0,
): string {
  let p = '';
  for (let i = 0; i < petals; i++) {
    p += leaf(cx, cy, r, r * 0.3, rot + (i * 360) / petals);
  }
  return (
    path(p, { fill: color }) +
    circle(cx, cy, r * 0.3, { fill: center }) +
    circle(cx - r * 0.08, cy - r * 0.08, r * 0.12, { fill: lighten(center, 0.3) })
  );
}

/** Stylised rose seen from above: a lobed cup with layered petal edges and a tight bud. */
export function rose(cx: number, cy: number, r: number, color: string, rot = 0): string {
  const lobes = (rr: number, count: number, offset: number) => {
    const pts: XY[] = [];
    for (let i = 0; i < count * 2; i++) {
      const a = rad(rot + offset + (i * 180) / count);
      const rr2 = i % 2 === 0 ? rr : rr * 0.86;
      pts.push([cx + Math.cos(a) * rr2, cy + Math.sin(a) * rr2]);
    }
    return smooth(pts, true);
  };
  // Petal edges: arcs of shrinking radius, each turned a little further round.
  let edges = '';
  const arcs: [number, number][] = [
    [0.78, 200],
    [0.62, 20],
    [0.48, 150],
    [0.34, 320],
    [0.22, 100],
  ];
  for (const [k, start] of arcs) {
    const rr = r * k;
    const a0 = rad(rot + start);
    const a1 = rad(rot + start + 150);
    const ox = cx + Math.cos(a0 + 1.3) * r * 0.06;
    const oy = cy + Math.sin(a0 + 1.3) * r * 0.06;
    edges += d`M${ox + Math.cos(a0) * rr} ${oy + Math.sin(a0) * rr}A${rr} ${rr} 0 0 1 ${ox + Math.cos(a1) * rr} ${oy + Math.sin(a1) * rr}`;
  }
  return (
    path(lobes(r, 5, 0), { fill: darken(color, 0.14) }) +
    path(lobes(r * 0.84, 5, 36), { fill: color }) +
    circle(cx, cy, r * 0.3, { fill: darken(color, 0.12) }) +
    path(edges, {
      fill: 'none',
      stroke: lighten(color, 0.35),
      'stroke-width': Math.max(1.5, r * 0.07),
      'stroke-linecap': 'round',
    })
  );
}

/** Tulip head (cup of three petals); (hx, hy) is where the stem meets it, w its half width. */
export function tulipHead(hx: number, hy: number, w: number, color: string, tilt = 0): string {
  const head = d`M${hx - w} ${hy - w * 1.3}C${hx - w * 1.05} ${hy + w * 0.2} ${hx - w * 0.5} ${hy + w * 0.5} ${hx} ${hy + w * 0.5}C${hx + w * 0.5} ${hy + w * 0.5} ${hx + w * 1.05} ${hy + w * 0.2} ${hx + w} ${hy - w * 1.3}L${hx + w * 0.5} ${hy - w * 0.75}L${hx} ${hy - w * 1.45}L${hx - w * 0.5} ${hy - w * 0.75}Z`;
  const mid = d`M${hx - w * 0.5} ${hy - w * 0.75}L${hx} ${hy - w * 1.45}L${hx + w * 0.5} ${hy - w * 0.75}C${hx + w * 0.4} ${hy} ${hx - w * 0.4} ${hy} ${hx - w * 0.5} ${hy - w * 0.75}Z`;
  return g(
    { transform: tilt ? `rotate(${f(tilt)} ${f(hx)} ${f(hy)})` : undefined },
    path(head, { fill: color }),
    path(mid, { fill: lighten(color, 0.2) }),
  );
}

/** Tulip on a stem; (x, base) is the bottom of the stem. */
export function tulip(
  x: number,
  base: number,
  h: number,
  color: string,
  stemColor = '#4f8a5b',
  lean = 0,
): string {
  const hx = x + lean;
  const hy = base - h;
  return (
    path(d`M${x} ${base}Q${x + lean * 0.2} ${base - h * 0.5} ${hx} ${hy}`, {
      fill: 'none',
      stroke: stemColor,
      'stroke-width': Math.max(3, h * 0.035),
      'stroke-linecap': 'round',
    }) +
    path(leaf(x, base - h * 0.05, h * 0.55, h * 0.16, -70 - lean * 0.1), { fill: stemColor }) +
    path(leaf(x, base - h * 0.12, h * 0.42, h * 0.13, -118), { fill: lighten(stemColor, 0.12) }) +
    tulipHead(hx, hy, h * 0.2, color, lean * 0.3)
  );
}

/** Sunflower with two rings of petals and a seeded centre. */
export function sunflower(cx: number, cy: number, r: number, rot = 0): string {
  let back = '';
  let front = '';
  for (let i = 0; i < 18; i++) {
    back += leaf(cx, cy, r, r * 0.32, rot + 10 + i * 20);
    front += leaf(cx, cy, r * 0.88, r * 0.3, rot + i * 20);
  }
  let seeds = '';
  for (const rr of [0.12, 0.22, 0.32]) {
    for (const [x, y] of ring(cx, cy, r * rr, Math.round(rr * 40), rot))
      seeds += dot(x, y, r * 0.03);
  }
  return (
    path(back, { fill: '#f2a516' }) +
    path(front, { fill: '#ffc93c' }) +
    circle(cx, cy, r * 0.42, { fill: '#6b3f1d' }) +
    circle(cx, cy, r * 0.34, { fill: '#4a2a12' }) +
    path(seeds, { fill: '#8a5a2b' })
  );
}

/** Wreath of sprigs with berries or blossoms around (cx, cy). */
export function wreath(
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  leafColors: string[],
  berry: string | null,
  count = 18,
  leafSize = 26,
): string {
  // Merge by colour: one stem path and one leaf path per colour keeps the file small.
  let stems = '';
  const leavesByColor = new Map<string, string>();
  let berries = '';
  for (let i = 0; i < count; i++) {
    const a = (i / count) * 360 + rng.range(-4, 4);
    const [x, y] = [cx + Math.cos(rad(a)) * r, cy + Math.sin(rad(a)) * r];
    const [stem, leaves] = sprigPaths(
      x,
      y,
      leafSize * 2.6,
      a + 100,
      leafSize * rng.range(0.8, 1.1),
      0.15,
      2,
    );
    const color = rng.pick(leafColors);
    stems += stem;
    leavesByColor.set(color, (leavesByColor.get(color) ?? '') + leaves);
    if (berry && i % 2 === 0) {
      const ba = rad(a + 8);
      for (let k = 0; k < 3; k++) {
        berries += dot(
          cx + Math.cos(ba) * (r + rng.range(-10, 10)),
          cy + Math.sin(ba) * (r + rng.range(-10, 10)),
          leafSize * 0.18,
        );
      }
    }
  }
  let out = path(stems, {
    fill: 'none',
    stroke: darken(leafColors[0] ?? '#4f7942', 0.2),
    'stroke-width': 1.6,
  });
  for (const [color, leaves] of leavesByColor) out += path(leaves, { fill: color });
  return out + (berry ? path(berries, { fill: berry }) : '');
}
