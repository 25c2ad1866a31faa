// Romance and New Year objects: heart balloons, envelope, clock, disco ball, bottle, hot-air balloon.
import { type Card, circle, d, ellipse, g, num, path, rect } from '../svg.ts';
import { cid, darken, lighten } from './color.ts';
import { heart, roundRect, sparkle, type XY } from './shapes.ts';

const f = num;

/** Heart-shaped foil balloon; returns markup and the knot point. */
export function heartBalloon(
  card: Card,
  cx: number,
  cy: number,
  size: number,
  color: string,
  tilt = 0,
) {
  const fill = card.radial(
    `hb${cid(color)}`,
    [
      [0, lighten(color, 0.5)],
      [0.5, color],
      [1, darken(color, 0.22)],
    ],
    { cx: 0.35, cy: 0.3, r: 0.85 },
  );
  const knotY = cy + size * 0.48;
  const markup = g(
    { transform: tilt ? `rotate(${f(tilt)} ${f(cx)} ${f(knotY)})` : undefined },
    path(heart(cx, cy, size), { fill }),
    path(d`M${cx - 6} ${knotY + 8}L${cx} ${knotY - 2}L${cx + 6} ${knotY + 8}Z`, {
      fill: darken(color, 0.2),
    }),
    path(
      d`M${cx - size * 0.3} ${cy - size * 0.22}Q${cx - size * 0.28} ${cy - size * 0.38} ${cx - size * 0.12} ${cy - size * 0.38}`,
      {
        fill: 'none',
        stroke: '#fff',
        'stroke-width': size * 0.06,
        'stroke-linecap': 'round',
        opacity: 0.6,
      },
    ),
  );
  return { markup, knot: [cx, knotY + 8] as XY };
}

/** Open envelope with a letter peeking out; (cx, cy) is the envelope centre. */
export function envelope(
  cx: number,
  cy: number,
  w: number,
  color: string,
  letter: string,
  seal: string,
) {
  const h = w * 0.62;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  const x1 = cx + w / 2;
  const y1 = cy + h / 2;
  return g(
    {},
    // Back and open flap.
    path(d`M${x0} ${y0}L${cx} ${y0 - h * 0.55}L${x1} ${y0}Z`, { fill: darken(color, 0.12) }),
    rect(x0, y0, w, h, { fill: darken(color, 0.06) }),
    // Letter.
    path(roundRect(x0 + w * 0.08, y0 - h * 0.42, w * 0.84, h * 0.9, 6), { fill: letter }),
    path(
      d`M${x0 + w * 0.2} ${y0 - h * 0.18}L${x1 - w * 0.2} ${y0 - h * 0.18}M${x0 + w * 0.2} ${y0 - h * 0.06}L${x1 - w * 0.28} ${y0 - h * 0.06}M${x0 + w * 0.2} ${y0 + h * 0.06}L${x1 - w * 0.35} ${y0 + h * 0.06}`,
      { stroke: darken(letter, 0.15), 'stroke-width': 3, 'stroke-linecap': 'round' },
    ),
    // Front pocket.
    path(d`M${x0} ${y0}L${cx} ${cy + h * 0.12}L${x1} ${y0}L${x1} ${y1}L${x0} ${y1}Z`, {
      fill: color,
    }),
    path(d`M${x0} ${y1}L${cx} ${cy - h * 0.05}L${x1} ${y1}`, {
      fill: 'none',
      stroke: darken(color, 0.1),
      'stroke-width': 2,
    }),
    path(heart(cx, cy + h * 0.12, w * 0.16), { fill: seal }),
  );
}

/** Clock face at a given time; (cx, cy) centre. */
export function clock(cx: number, cy: number, r: number, face: string, ink: string, rim: string) {
  let ticks = '';
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const r0 = i % 5 === 0 ? r * 0.78 : r * 0.84;
    ticks += d`M${cx + Math.cos(a) * r0} ${cy + Math.sin(a) * r0}L${cx + Math.cos(a) * r * 0.88} ${cy + Math.sin(a) * r * 0.88}`;
  }
  const hand = (deg: number, len: number) => {
    const a = ((deg - 90) * Math.PI) / 180;
    return d`M${cx} ${cy}L${cx + Math.cos(a) * len} ${cy + Math.sin(a) * len}`;
  };
  return g(
    {},
    circle(cx, cy, r, { fill: rim }),
    circle(cx, cy, r * 0.93, { fill: face }),
    path(ticks, { stroke: ink, 'stroke-width': 2, 'stroke-linecap': 'round' }),
    path(hand(-6, r * 0.5), { stroke: ink, 'stroke-width': 7, 'stroke-linecap': 'round' }),
    path(hand(-3, r * 0.72), { stroke: ink, 'stroke-width': 4, 'stroke-linecap': 'round' }),
    circle(cx, cy, 8, { fill: rim }),
  );
}

/** Mirrored disco ball on a string; (cx, cy) centre. */
export function discoBall(card: Card, cx: number, cy: number, r: number) {
  const id = `disco${Math.round(cx)}${Math.round(cy)}`;
  card.def(id, `<clipPath id="${id}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>`);
  const shade = card.radial(
    'discoshade',
    [
      [0, '#ffffff', 0],
      [0.7, '#1b1030', 0.1],
      [1, '#1b1030', 0.55],
    ],
    { cx: 0.38, cy: 0.35, r: 0.75 },
  );
  const tiles: string[] = ['', '', ''];
  const rows = 10;
  for (let row = 0; row < rows; row++) {
    const y = cy - r + (row * 2 * r) / rows;
    const half = Math.sqrt(Math.max(0, r * r - (y + r / rows - cy) ** 2));
    const cols = Math.max(4, Math.round((half * 2) / 22));
    for (let c = 0; c < cols; c++) {
      const x = cx - half + (c * 2 * half) / cols;
      const k = (row * 7 + c * 3) % 3;
      tiles[k] +=
        d`M${x + 1} ${y + 1}h${(2 * half) / cols - 2}v${(2 * r) / rows - 2}h${-((2 * half) / cols - 2)}Z`;
    }
  }
  const colors = ['#d9d4ea', '#a79fc4', '#f4f0ff'];
  return g(
    {},
    path(d`M${cx} 0L${cx} ${cy - r}`, { stroke: '#d9d4ea', 'stroke-width': 2 }),
    circle(cx, cy, r, { fill: '#6f6690' }),
    g({ 'clip-path': `url(#${id})` }, ...tiles.map((t, i) => path(t, { fill: colors[i] }))),
    circle(cx, cy, r, { fill: shade }),
    path(sparkle(cx - r * 0.4, cy - r * 0.4, r * 0.28), { fill: '#fff' }),
  );
}

/** Champagne bottle tilted, with the cork popping; (cx, cy) is the bottle centre. */
export function bottle(cx: number, cy: number, h: number, glass: string, foil: string, rot = 0) {
  const w = h * 0.27;
  const top = cy - h / 2;
  const bottom = cy + h / 2;
  const neckW = w * 0.3;
  const body = d`M${cx - w / 2} ${bottom - 8}L${cx - w / 2} ${top + h * 0.45}C${cx - w / 2} ${top + h * 0.3} ${cx - neckW} ${top + h * 0.26} ${cx - neckW} ${top + h * 0.12}L${cx - neckW} ${top}L${cx + neckW} ${top}L${cx + neckW} ${top + h * 0.12}C${cx + neckW} ${top + h * 0.26} ${cx + w / 2} ${top + h * 0.3} ${cx + w / 2} ${top + h * 0.45}L${cx + w / 2} ${bottom - 8}Q${cx + w / 2} ${bottom} ${cx + w / 2 - 8} ${bottom}L${cx - w / 2 + 8} ${bottom}Q${cx - w / 2} ${bottom} ${cx - w / 2} ${bottom - 8}Z`;
  return g(
    { transform: rot ? `rotate(${f(rot)} ${f(cx)} ${f(cy)})` : undefined },
    path(body, { fill: glass }),
    path(
      d`M${cx - neckW - 1} ${top}L${cx + neckW + 1} ${top}L${cx + neckW + 1} ${top + h * 0.2}C${cx + w * 0.3} ${top + h * 0.25} ${cx - w * 0.3} ${top + h * 0.25} ${cx - neckW - 1} ${top + h * 0.2}Z`,
      { fill: foil },
    ),
    path(roundRect(cx - w / 2, top + h * 0.5, w, h * 0.24, 3), { fill: '#fff8e7' }),
    ellipse(cx, top + h * 0.62, w * 0.22, h * 0.06, { fill: foil }),
    rect(cx - w * 0.36, top + h * 0.45, w * 0.12, h * 0.5, { fill: '#fff', opacity: 0.18, rx: 4 }),
  );
}

/** Hot-air balloon; (cx, cy) is the envelope centre, r its radius. */
export function hotAirBalloon(cx: number, cy: number, r: number, colors: [string, string]) {
  const bottomY = cy + r * 1.05;
  const envelopePath = d`M${cx} ${cy - r * 1.1}C${cx + r * 1.2} ${cy - r * 1.1} ${cx + r * 1.1} ${cy + r * 0.5} ${cx + r * 0.28} ${bottomY}L${cx - r * 0.28} ${bottomY}C${cx - r * 1.1} ${cy + r * 0.5} ${cx - r * 1.2} ${cy - r * 1.1} ${cx} ${cy - r * 1.1}Z`;
  // Middle gore: the same curve as the sides, squeezed to half width.
  const k = 0.5;
  const gore = d`M${cx} ${cy - r * 1.1}C${cx + r * 1.2 * k} ${cy - r * 1.1} ${cx + r * 1.1 * k} ${cy + r * 0.5} ${cx + r * 0.28 * k} ${bottomY}L${cx - r * 0.28 * k} ${bottomY}C${cx - r * 1.1 * k} ${cy + r * 0.5} ${cx - r * 1.2 * k} ${cy - r * 1.1} ${cx} ${cy - r * 1.1}Z`;
  const basketTop = bottomY + r * 0.42;
  return g(
    {},
    path(envelopePath, { fill: colors[0] }),
    path(gore, { fill: colors[1] }),
    path(
      d`M${cx - r * 0.26} ${bottomY}L${cx - r * 0.16} ${basketTop}M${cx + r * 0.26} ${bottomY}L${cx + r * 0.16} ${basketTop}`,
      {
        stroke: '#6b4f3a',
        'stroke-width': 1.5,
      },
    ),
    rect(cx - r * 0.2, basketTop, r * 0.4, r * 0.3, { fill: '#a0673c', rx: 3 }),
    path(
      d`M${cx - r * 0.6} ${cy - r * 0.7}Q${cx - r * 0.8} ${cy - r * 0.1} ${cx - r * 0.5} ${cy + r * 0.4}`,
      {
        fill: 'none',
        stroke: '#fff',
        'stroke-width': r * 0.08,
        'stroke-linecap': 'round',
        opacity: 0.35,
      },
    ),
  );
}
