// Special-occasion motifs: marble texture, lanterns, fairy lights, playful geometric shapes.
import type { Rng } from '../prng.ts';
import { type Card, circle, d, el, ellipse, g, H, num, path, rect, W } from '../svg.ts';
import { cid, darken, lighten } from './color.ts';

const f = num;

/** White marble veining from turbulence; cheap in bytes, rich on screen. */
export function marble(card: Card, vein = '#8a8a8a', opacity = 0.35): string {
  const id = 'marble';
  card.def(
    id,
    el(
      'filter',
      { id, x: 0, y: 0, width: '100%', height: '100%' },
      // Noise mapped through a banded alpha table: the band edges become soft, wandering veins.
      el('feTurbulence', {
        type: 'fractalNoise',
        baseFrequency: '0.0025 0.006',
        numOctaves: 5,
        seed: 11,
      }),
      el('feColorMatrix', { values: '0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  1 0 0 0 0' }),
      el(
        'feComponentTransfer',
        {},
        el('feFuncA', { type: 'table', tableValues: '0 0 0 0.7 0 0 0 0 0.5 0 0 0 0.8 0 0 0' }),
      ),
    ),
  );
  return rect(0, 0, W, H, { fill: vein, filter: `url(#${id})`, opacity });
}

/** Paper lantern hanging from the top edge; (cx, cy) is the lantern centre. */
export function lantern(card: Card, cx: number, cy: number, s: number, color: string) {
  const glow = card.radial(`lg${cid(color)}`, [
    [0, '#fff6d5'],
    [0.45, lighten(color, 0.35)],
    [1, color],
  ]);
  const halo = card.radial('lanternhalo', [
    [0, '#ffd98a', 0.55],
    [1, '#ffd98a', 0],
  ]);
  const w = s * 0.5;
  const h = s * 0.62;
  let ribs = '';
  for (const k of [-0.55, 0, 0.55]) {
    ribs += d`M${cx + k * w * 0.55} ${cy - h * 0.92}Q${cx + k * w * 1.3} ${cy} ${cx + k * w * 0.55} ${cy + h * 0.92}`;
  }
  const cap = darken(color, 0.35);
  return g(
    {},
    path(d`M${cx} 0L${cx} ${cy - h - s * 0.1}`, { stroke: '#e9c46a', 'stroke-width': 1.5 }),
    circle(cx, cy, s * 1.1, { fill: halo }),
    ellipse(cx, cy, w, h, { fill: glow }),
    path(ribs, { fill: 'none', stroke: darken(color, 0.2), 'stroke-width': 1.5, opacity: 0.6 }),
    rect(cx - w * 0.45, cy - h - s * 0.1, w * 0.9, s * 0.16, { fill: cap, rx: 3 }),
    rect(cx - w * 0.45, cy + h - s * 0.06, w * 0.9, s * 0.16, { fill: cap, rx: 3 }),
    path(d`M${cx} ${cy + h + s * 0.1}L${cx} ${cy + h + s * 0.32}`, {
      stroke: cap,
      'stroke-width': 3,
    }),
    path(
      d`M${cx - 5} ${cy + h + s * 0.3}L${cx + 5} ${cy + h + s * 0.3}L${cx + 3} ${cy + h + s * 0.55}L${cx - 3} ${cy + h + s * 0.55}Z`,
      { fill: '#e9c46a' },
    ),
  );
}

/** A strand of glowing bulbs along a sagging wire. */
export function fairyLights(
  card: Card,
  from: [number, number],
  to: [number, number],
  sag: number,
  count: number,
  colors: string[],
) {
  const ctrl: [number, number] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2];
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * ctrl[0] + t * t * to[0],
    (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * ctrl[1] + t * t * to[1],
  ];
  let bulbs = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = at((i + 0.5) / count);
    const c = colors[i % colors.length] ?? '#ffd98a';
    const halo = card.radial(`bh${cid(c)}`, [
      [0, c, 0.6],
      [1, c, 0],
    ]);
    bulbs +=
      circle(x, y + 14, 24, { fill: halo }) +
      rect(x - 3.5, y, 7, 7, { fill: '#3a3a3a', rx: 1 }) +
      ellipse(x, y + 14, 6, 9, { fill: c }) +
      ellipse(x - 2, y + 11, 1.6, 3, { fill: '#fff', opacity: 0.8 });
  }
  return (
    path(d`M${from[0]} ${from[1]}Q${ctrl[0]} ${ctrl[1]} ${to[0]} ${to[1]}`, {
      fill: 'none',
      stroke: '#2f2f3a',
      'stroke-width': 1.6,
    }) + bulbs
  );
}

/** Playful geometric confetti: squiggles, rings, triangles, half-moons and dot grids. */
export function memphis(
  rng: Rng,
  count: number,
  colors: string[],
  avoid: [number, number, number, number][],
): string {
  let out = '';
  let placed = 0;
  for (let tries = 0; placed < count && tries < count * 30; tries++) {
    const x = rng.range(30, 570);
    const y = rng.range(30, 770);
    if (
      avoid.some(
        ([ax, ay, aw, ah]) => x > ax - 20 && x < ax + aw + 20 && y > ay - 20 && y < ay + ah + 20,
      )
    )
      continue;
    placed++;
    const c = rng.pick(colors);
    const kind = placed % 5;
    const rot = rng.range(0, 360);
    const t = `rotate(${f(rot)} ${f(x)} ${f(y)})`;
    if (kind === 0) {
      out += path(d`M${x - 30} ${y}q7.5 -12 15 0t15 0t15 0t15 0`, {
        fill: 'none',
        stroke: c,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        transform: t,
      });
    } else if (kind === 1) {
      out += circle(x, y, rng.range(10, 18), { fill: 'none', stroke: c, 'stroke-width': 5 });
    } else if (kind === 2) {
      out += path(d`M${x} ${y - 14}L${x + 13} ${y + 9}L${x - 13} ${y + 9}Z`, {
        fill: c,
        transform: t,
      });
    } else if (kind === 3) {
      out += path(d`M${x - 16} ${y}A16 16 0 0 1 ${x + 16} ${y}Z`, { fill: c, transform: t });
    } else {
      let dots = '';
      for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) {
          dots += d`M${x + i * 10 - 12.5} ${y + j * 10 - 10}a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0`;
        }
      }
      out += path(dots, { fill: c });
    }
  }
  return out;
}
