// Modern, playful motifs: speech bubbles, phone, notebook, checkboxes, controller, mug, vinyl.
import type { Rng } from '../prng.ts';
import { type Card, circle, d, el, ellipse, g, num, path, rect } from '../svg.ts';
import { darken, lighten } from './color.ts';
import { heart, roundRect, smooth, type XY } from './shapes.ts';

const f = num;

/** Rounded speech bubble with a tail at the bottom-left (dir -1) or bottom-right (dir 1). */
export function speechBubble(x: number, y: number, w: number, h: number, r: number, dir: 1 | -1) {
  const tx = dir === 1 ? x + w - r * 1.4 : x + r * 1.4;
  return (
    roundRect(x, y, w, h, r) +
    d`M${tx - 12} ${y + h - 2}L${tx + dir * 22} ${y + h + 20}L${tx + 12} ${y + h - 2}Z`
  );
}

/** Thought bubble: a scalloped cloud plus two trailing puffs. */
export function thoughtBubble(cx: number, cy: number, rx: number, ry: number, tail: XY): string {
  const n = 14;
  let p = '';
  const pts: XY[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    pts.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  pts.forEach(([x, y], i) => {
    const [nx, ny] = pts[(i + 1) % n] ?? [x, y];
    const seg = Math.hypot(nx - x, ny - y) * 0.55;
    p += i === 0 ? d`M${x} ${y}` : '';
    p += d`A${seg} ${seg} 0 0 1 ${nx} ${ny}`;
  });
  p += 'Z';
  const [tx, ty] = tail;
  const dot = (x: number, y: number, r: number) =>
    d`M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
  return p + dot(cx + (tx - cx) * 0.55, cy + ry + (ty - cy - ry) * 0.45, 18) + dot(tx, ty, 10);
}

/** Loopy scribble from `from` to `to`: a trochoid whose loops vary in size, like a tangled thread. */
export function tangle(rng: Rng, from: XY, to: XY, loops: number, curl: number): string {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const pts: XY[] = [];
  const steps = loops * 10;
  const radii = Array.from({ length: loops + 1 }, () => curl * rng.range(0.4, 1.2));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const k = t * loops;
    const r0 = radii[Math.floor(k)] ?? curl;
    const r1 = radii[Math.min(loops, Math.floor(k) + 1)] ?? curl;
    const r = (r0 + (r1 - r0) * (k % 1)) * Math.sin(Math.PI * t) ** 0.5;
    const w = k * Math.PI * 2;
    const along = t * len - r * Math.sin(w) * 1.3;
    const across = r * (1 - Math.cos(w)) * (rng.next() * 0.08 + 0.96);
    pts.push([from[0] + ux * along - uy * across, from[1] + uy * along + ux * across]);
  }
  return smooth(pts);
}

/** Lined notebook paper with a red margin. */
export function notebook(card: Card, x: number, y: number, w: number, h: number): string {
  let lines = '';
  for (let ly = y + 80; ly < y + h - 10; ly += 38) lines += d`M${x} ${ly}H${x + w}`;
  let holes = '';
  for (let hy = y + 90; hy < y + h; hy += 190) {
    holes += d`M${x + 14} ${hy}a9 9 0 1 0 18 0a9 9 0 1 0 -18 0`;
  }
  return g(
    { filter: card.shadow('paper', 8, 10, '#3d2c48', 0.18) },
    rect(x, y, w, h, { fill: '#fffdf6', rx: 6 }),
    path(lines, { stroke: '#bcd4f2', 'stroke-width': 1.5 }),
    path(d`M${x + 62} ${y}V${y + h}`, { stroke: '#f28b8b', 'stroke-width': 2 }),
    path(holes, { fill: '#e9e1ff' }),
  );
}

/** Hand-drawn checkbox, optionally ticked. */
export function checkbox(x: number, y: number, s: number, ink: string, ticked: boolean): string {
  const box = d`M${x} ${y + 2}L${x + s - 1} ${y}L${x + s} ${y + s - 2}L${x + 1} ${y + s}Z`;
  return (
    path(box, { fill: 'none', stroke: ink, 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
    (ticked
      ? path(
          d`M${x + s * 0.15} ${y + s * 0.5}L${x + s * 0.45} ${y + s * 0.8}L${x + s * 1.1} ${y - s * 0.2}`,
          {
            fill: 'none',
            stroke: '#e63946',
            'stroke-width': 5,
            'stroke-linecap': 'round',
            'stroke-linejoin': 'round',
          },
        )
      : '')
  );
}

/** Smartphone frame; (x, y) top-left. Returns the frame and the screen rectangle. */
export function phone(x: number, y: number, w: number, h: number, body: string, screen: string) {
  return {
    markup: g(
      {},
      path(roundRect(x, y, w, h, 36), { fill: body }),
      path(roundRect(x + 12, y + 12, w - 24, h - 24, 26), { fill: screen }),
      rect(x + w / 2 - 40, y + 20, 80, 18, { rx: 9, fill: body }),
    ),
    screen: [x + 12, y + 12, w - 24, h - 24] as const,
  };
}

/** Game controller with heart and dot buttons; (cx, cy) centre. */
export function controller(cx: number, cy: number, w: number, color: string, accent: string) {
  const h = w * 0.5;
  const body = d`M${cx - w * 0.3} ${cy - h * 0.5}H${cx + w * 0.3}C${cx + w * 0.48} ${cy - h * 0.5} ${cx + w * 0.5} ${cy - h * 0.2} ${cx + w * 0.52} ${cy + h * 0.3}C${cx + w * 0.54} ${cy + h * 0.75} ${cx + w * 0.36} ${cy + h * 0.8} ${cx + w * 0.26} ${cy + h * 0.45}L${cx + w * 0.2} ${cy + h * 0.28}H${cx - w * 0.2}L${cx - w * 0.26} ${cy + h * 0.45}C${cx - w * 0.36} ${cy + h * 0.8} ${cx - w * 0.54} ${cy + h * 0.75} ${cx - w * 0.52} ${cy + h * 0.3}C${cx - w * 0.5} ${cy - h * 0.2} ${cx - w * 0.48} ${cy - h * 0.5} ${cx - w * 0.3} ${cy - h * 0.5}Z`;
  const px = cx - w * 0.28;
  const s = w * 0.045;
  const dpad = d`M${px - s} ${cy - s * 3}h${2 * s}v${2 * s}h${2 * s}v${2 * s}h${-2 * s}v${2 * s}h${-2 * s}v${-2 * s}h${-2 * s}v${-2 * s}h${2 * s}Z`;
  const bx = cx + w * 0.28;
  const r = w * 0.035;
  return g(
    {},
    path(body, { fill: color }),
    path(dpad, { fill: darken(color, 0.45) }),
    path(heart(bx, cy - r * 2.6, r * 2.4), { fill: accent }),
    circle(bx + r * 2.6, cy, r, { fill: '#ffd166' }),
    circle(bx - r * 2.6, cy, r, { fill: '#4cc9f0' }),
    circle(bx, cy + r * 2.6, r, { fill: '#06d6a0' }),
    circle(cx - w * 0.1, cy + h * 0.12, w * 0.05, { fill: darken(color, 0.3) }),
    circle(cx + w * 0.1, cy + h * 0.12, w * 0.05, { fill: darken(color, 0.3) }),
    rect(cx - w * 0.07, cy - h * 0.22, w * 0.05, w * 0.02, { rx: 2, fill: lighten(color, 0.3) }),
    rect(cx + w * 0.02, cy - h * 0.22, w * 0.05, w * 0.02, { rx: 2, fill: lighten(color, 0.3) }),
  );
}

/** Mug with a handle on the right (dir 1) or left (dir -1); (cx, base) bottom centre. */
export function mug(cx: number, base: number, w: number, color: string, dir: 1 | -1, tilt = 0) {
  const h = w * 1.05;
  const top = base - h;
  const hx = cx + dir * w * 0.5;
  return g(
    { transform: tilt ? `rotate(${f(tilt)} ${f(cx)} ${f(base)})` : undefined },
    path(
      d`M${hx} ${top + h * 0.22}C${hx + dir * w * 0.38} ${top + h * 0.2} ${hx + dir * w * 0.38} ${top + h * 0.7} ${hx} ${top + h * 0.68}`,
      {
        fill: 'none',
        stroke: color,
        'stroke-width': w * 0.11,
      },
    ),
    path(roundRect(cx - w / 2, top, w, h, w * 0.12), { fill: color }),
    ellipse(cx, top + 4, w * 0.46, w * 0.08, { fill: '#6f4e37' }),
    path(heart(cx, top + h * 0.52, w * 0.36), { fill: '#ffffff', opacity: 0.9 }),
  );
}

/** Vinyl record with a heart label; (cx, cy) centre. */
export function vinyl(card: Card, cx: number, cy: number, r: number, label: string) {
  const sheen = card.linear(
    'vinylsheen',
    [
      [0, '#ffffff', 0],
      [0.45, '#ffffff', 0.16],
      [0.55, '#ffffff', 0],
      [1, '#ffffff', 0.1],
    ],
    35,
  );
  let grooves = '';
  for (let rr = r * 0.42; rr < r * 0.96; rr += r * 0.06) {
    grooves += d`M${cx - rr} ${cy}a${rr} ${rr} 0 1 0 ${2 * rr} 0a${rr} ${rr} 0 1 0 ${-2 * rr} 0`;
  }
  return g(
    {},
    circle(cx, cy, r, { fill: '#1b1b1f' }),
    path(grooves, { fill: 'none', stroke: '#34343c', 'stroke-width': 1.2 }),
    circle(cx, cy, r, { fill: sheen }),
    circle(cx, cy, r * 0.34, { fill: label }),
    path(heart(cx, cy - r * 0.02, r * 0.3), { fill: '#ffffff' }),
    circle(cx, cy + r * 0.2, r * 0.025, { fill: '#1b1b1f' }),
  );
}

/** A pair of beamed quavers. */
export function musicNote(x: number, y: number, s: number, color: string, rot = 0): string {
  return el(
    'g',
    { transform: rot ? `rotate(${f(rot)} ${f(x)} ${f(y)})` : undefined, fill: color },
    ellipse(x, y, s * 0.32, s * 0.24, { transform: `rotate(-20 ${f(x)} ${f(y)})` }),
    ellipse(x + s * 0.8, y - s * 0.15, s * 0.32, s * 0.24, {
      transform: `rotate(-20 ${f(x + s * 0.8)} ${f(y - s * 0.15)})`,
    }),
    path(
      d`M${x + s * 0.26} ${y - s * 0.05}V${y - s * 1.1}L${x + s * 1.06} ${y - s * 1.3}V${y - s * 0.2}`,
      { fill: 'none', stroke: color, 'stroke-width': s * 0.1 },
    ),
    path(
      d`M${x + s * 0.26} ${y - s * 1.1}L${x + s * 1.06} ${y - s * 1.3}L${x + s * 1.06} ${y - s * 1.08}L${x + s * 0.26} ${y - s * 0.88}Z`,
    ),
  );
}
