// Occasion objects: champagne, trophy, graduation cap, rosette, teacup, pot, plaster, citrus.
import { type Card, circle, d, ellipse, g, num, path, rect } from '../svg.ts';
import { cid, darken, lighten } from './color.ts';
import { ring, roundRect, star } from './shapes.ts';

const f = num;

/** Champagne flute; (x, base) is the centre of the foot, tilt in degrees around the foot. */
export function flute(card: Card, x: number, base: number, h: number, tilt = 0): string {
  const bowlTop = base - h;
  const bowlBottom = base - h * 0.42;
  const w = h * 0.17;
  const bowl = d`M${x - w} ${bowlTop}L${x + w} ${bowlTop}C${x + w} ${bowlTop + h * 0.38} ${x + w * 0.45} ${bowlBottom} ${x} ${bowlBottom}C${x - w * 0.45} ${bowlBottom} ${x - w} ${bowlTop + h * 0.38} ${x - w} ${bowlTop}Z`;
  const liquidTop = bowlTop + h * 0.12;
  const liquid = d`M${x - w * 0.97} ${liquidTop}L${x + w * 0.97} ${liquidTop}C${x + w * 0.97} ${bowlTop + h * 0.38} ${x + w * 0.44} ${bowlBottom - 2} ${x} ${bowlBottom - 2}C${x - w * 0.44} ${bowlBottom - 2} ${x - w * 0.97} ${bowlTop + h * 0.38} ${x - w * 0.97} ${liquidTop}Z`;
  const fizz = card.linear('fizz', [
    [0, '#ffe9a3'],
    [1, '#e8a93a'],
  ]);
  let bubbles = '';
  for (let i = 0; i < 7; i++) {
    const bx = x + Math.sin(i * 2.1) * w * 0.5;
    const by = liquidTop + 10 + ((i * 37) % Math.max(1, h * 0.42));
    const r = 1.6 + (i % 3);
    bubbles += `M${f(bx - r)} ${f(by)}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0`;
  }
  return g(
    { transform: tilt ? `rotate(${f(tilt)} ${f(x)} ${f(base)})` : undefined },
    path(liquid, { fill: fizz }),
    path(bubbles, { fill: '#fff', opacity: 0.7 }),
    path(bowl, { fill: '#ffffff', 'fill-opacity': 0.18, stroke: '#ffffff', 'stroke-width': 3 }),
    path(
      d`M${x - w * 0.6} ${bowlTop + 10}Q${x - w * 0.7} ${bowlTop + h * 0.3} ${x - w * 0.3} ${bowlBottom - 12}`,
      {
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 3,
        opacity: 0.6,
        'stroke-linecap': 'round',
      },
    ),
    rect(x - 2.5, bowlBottom, 5, base - bowlBottom - 4, { fill: '#ffffff', opacity: 0.9 }),
    ellipse(x, base, w * 0.85, 6, { fill: '#ffffff', opacity: 0.9 }),
  );
}

/** Gold trophy cup with handles, on a plinth; (cx, base) is the bottom centre. */
export function trophy(card: Card, cx: number, base: number, s: number): string {
  const gold = card.linear(
    'trophygold',
    [
      [0, '#b7791f'],
      [0.35, '#f6d365'],
      [0.55, '#fff1b8'],
      [0.75, '#f2b632'],
      [1, '#a86a12'],
    ],
    0,
  );
  const top = base - s * 1.5;
  const cupW = s * 0.5;
  const cup = d`M${cx - cupW} ${top}L${cx + cupW} ${top}C${cx + cupW} ${top + s * 0.55} ${cx + s * 0.2} ${top + s * 0.72} ${cx + s * 0.08} ${top + s * 0.78}L${cx - s * 0.08} ${top + s * 0.78}C${cx - s * 0.2} ${top + s * 0.72} ${cx - cupW} ${top + s * 0.55} ${cx - cupW} ${top}Z`;
  const handles = d`M${cx - cupW + 4} ${top + s * 0.1}C${cx - cupW - s * 0.28} ${top + s * 0.05} ${cx - cupW - s * 0.25} ${top + s * 0.45} ${cx - s * 0.2} ${top + s * 0.5}M${cx + cupW - 4} ${top + s * 0.1}C${cx + cupW + s * 0.28} ${top + s * 0.05} ${cx + cupW + s * 0.25} ${top + s * 0.45} ${cx + s * 0.2} ${top + s * 0.5}`;
  return g(
    {},
    path(handles, {
      fill: 'none',
      stroke: gold,
      'stroke-width': s * 0.07,
      'stroke-linecap': 'round',
    }),
    path(cup, { fill: gold }),
    rect(cx - s * 0.07, top + s * 0.76, s * 0.14, s * 0.28, { fill: gold }),
    path(
      d`M${cx - s * 0.22} ${top + s * 1.12}L${cx + s * 0.22} ${top + s * 1.12}L${cx + s * 0.16} ${top + s * 1.02}L${cx - s * 0.16} ${top + s * 1.02}Z`,
      { fill: gold },
    ),
    rect(cx - s * 0.36, top + s * 1.12, s * 0.72, s * 0.38, { fill: '#5b3a29', rx: 4 }),
    rect(cx - s * 0.22, top + s * 1.22, s * 0.44, s * 0.16, { fill: gold, rx: 2 }),
    path(star(cx, top + s * 0.3, s * 0.16, s * 0.07), { fill: '#fff6d5' }),
    ellipse(cx, top, cupW, s * 0.06, { fill: darken('#f2b632', 0.25) }),
  );
}

/** Mortarboard seen at an angle; (cx, cy) is the centre of the board. */
export function gradCap(cx: number, cy: number, s: number, color: string, tassel: string, rot = 0) {
  return g(
    { transform: `rotate(${f(rot)} ${f(cx)} ${f(cy)})` },
    path(
      d`M${cx - s * 0.55} ${cy + s * 0.12}L${cx - s * 0.55} ${cy + s * 0.42}Q${cx} ${cy + s * 0.62} ${cx + s * 0.55} ${cy + s * 0.42}L${cx + s * 0.55} ${cy + s * 0.12}Z`,
      {
        fill: darken(color, 0.15),
      },
    ),
    path(d`M${cx} ${cy - s * 0.38}L${cx + s} ${cy}L${cx} ${cy + s * 0.38}L${cx - s} ${cy}Z`, {
      fill: color,
    }),
    path(d`M${cx} ${cy - s * 0.38}L${cx + s} ${cy}L${cx} ${cy + s * 0.06}Z`, {
      fill: lighten(color, 0.1),
    }),
    path(d`M${cx} ${cy}Q${cx + s * 0.6} ${cy + s * 0.05} ${cx + s * 0.7} ${cy + s * 0.55}`, {
      fill: 'none',
      stroke: tassel,
      'stroke-width': s * 0.05,
    }),
    path(
      d`M${cx + s * 0.64} ${cy + s * 0.5}L${cx + s * 0.76} ${cy + s * 0.5}L${cx + s * 0.8} ${cy + s * 0.85}L${cx + s * 0.6} ${cy + s * 0.85}Z`,
      { fill: tassel },
    ),
    circle(cx, cy, s * 0.07, { fill: tassel }),
  );
}

/** Award rosette with pleated edge and two ribbon tails. */
export function rosette(cx: number, cy: number, r: number, color: string, accent: string): string {
  let pleat = '';
  const pts = ring(cx, cy, r, 24);
  pts.forEach(([x, y], i) => {
    const [nx, ny] = pts[(i + 1) % pts.length] ?? [x, y];
    pleat += d`M${cx} ${cy}L${x} ${y}L${(x + nx) / 2 + (x - cx) * 0.08} ${(y + ny) / 2 + (y - cy) * 0.08}L${nx} ${ny}Z`;
  });
  return g(
    {},
    path(
      d`M${cx - r * 0.5} ${cy}L${cx - r * 0.85} ${cy + r * 1.9}L${cx - r * 0.5} ${cy + r * 1.7}L${cx - r * 0.25} ${cy + r * 2}L${cx} ${cy}Z`,
      { fill: darken(color, 0.15) },
    ),
    path(
      d`M${cx + r * 0.5} ${cy}L${cx + r * 0.85} ${cy + r * 1.9}L${cx + r * 0.5} ${cy + r * 1.7}L${cx + r * 0.25} ${cy + r * 2}L${cx} ${cy}Z`,
      { fill: color },
    ),
    path(pleat, { fill: color }),
    circle(cx, cy, r * 0.72, { fill: accent }),
    circle(cx, cy, r * 0.62, {
      fill: 'none',
      stroke: '#fff',
      'stroke-width': 2,
      'stroke-dasharray': '3 5',
    }),
  );
}

/** Teacup on a saucer; (cx, base) is the saucer centre. */
export function teacup(cx: number, base: number, w: number, color: string, pattern: string) {
  const h = w * 0.62;
  const top = base - h;
  const half = w / 2;
  let dots = '';
  for (let i = 0; i < 5; i++) {
    const x = cx - half * 0.62 + i * half * 0.31;
    const y = top + h * 0.42 + (i % 2) * 12;
    dots += `M${f(x - 6)} ${f(y)}a6 6 0 1 0 12 0a6 6 0 1 0-12 0`;
  }
  return g(
    {},
    ellipse(cx, base + 6, half * 1.45, w * 0.09, { fill: darken(color, 0.12) }),
    ellipse(cx, base, half * 1.45, w * 0.09, { fill: color }),
    path(
      d`M${cx + half - 6} ${top + h * 0.18}C${cx + half + w * 0.3} ${top + h * 0.1} ${cx + half + w * 0.26} ${top + h * 0.7} ${cx + half - 18} ${top + h * 0.66}`,
      {
        fill: 'none',
        stroke: color,
        'stroke-width': w * 0.06,
        'stroke-linecap': 'round',
      },
    ),
    path(
      d`M${cx - half} ${top}L${cx + half} ${top}C${cx + half} ${top + h * 0.8} ${cx + half * 0.5} ${base} ${cx} ${base}C${cx - half * 0.5} ${base} ${cx - half} ${top + h * 0.8} ${cx - half} ${top}Z`,
      { fill: color },
    ),
    path(dots, { fill: pattern }),
    ellipse(cx, top, half, w * 0.07, { fill: darken(color, 0.06) }),
    ellipse(cx, top + 2, half * 0.9, w * 0.05, { fill: '#b9773f' }),
  );
}

/** Terracotta pot; (cx, base) is the bottom centre; returns markup and the rim y. */
export function pot(cx: number, base: number, w: number, color = '#d9734e') {
  const h = w * 0.8;
  const rimH = h * 0.2;
  const top = base - h;
  return {
    rim: top,
    markup:
      path(
        d`M${cx - w * 0.45} ${top + rimH}L${cx + w * 0.45} ${top + rimH}L${cx + w * 0.36} ${base}L${cx - w * 0.36} ${base}Z`,
        { fill: color },
      ) +
      rect(cx - w / 2, top, w, rimH, { fill: lighten(color, 0.1), rx: 4 }) +
      rect(cx - w * 0.45, top + rimH, w * 0.9, 6, { fill: '#000', opacity: 0.12 }),
  };
}

/** Sticking plaster centred at (cx, cy), rotated by angle. */
export function plaster(cx: number, cy: number, len: number, angle: number): string {
  const w = len * 0.32;
  let holes = '';
  for (const [dx, dy] of [
    [-5, -5],
    [5, -5],
    [-5, 5],
    [5, 5],
  ] as const) {
    holes += `M${f(cx + dx - 1.6)} ${f(cy + dy)}a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0`;
  }
  return g(
    { transform: `rotate(${f(angle)} ${f(cx)} ${f(cy)})` },
    path(roundRect(cx - len / 2, cy - w / 2, len, w, w / 2), { fill: '#f3c29b' }),
    rect(cx - len * 0.17, cy - w / 2, len * 0.34, w, { fill: '#fbe3cf' }),
    path(holes, { fill: '#dba27a' }),
  );
}

/** Citrus slice with segments. */
export function citrus(card: Card, cx: number, cy: number, r: number, color: string, rot = 0) {
  let segs = '';
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a0 = ((rot + (i * 360) / n + 4) * Math.PI) / 180;
    const a1 = ((rot + ((i + 1) * 360) / n - 4) * Math.PI) / 180;
    const rr = r * 0.8;
    segs += d`M${cx + Math.cos((a0 + a1) / 2) * r * 0.1} ${cy + Math.sin((a0 + a1) / 2) * r * 0.1}L${cx + Math.cos(a0) * rr} ${cy + Math.sin(a0) * rr}A${rr} ${rr} 0 0 1 ${cx + Math.cos(a1) * rr} ${cy + Math.sin(a1) * rr}Z`;
  }
  const flesh = card.radial(`flesh${cid(color)}`, [
    [0, lighten(color, 0.45)],
    [1, lighten(color, 0.1)],
  ]);
  return (
    circle(cx, cy, r, { fill: darken(color, 0.05) }) +
    circle(cx, cy, r * 0.88, { fill: '#fffaf0' }) +
    path(segs, { fill: flesh })
  );
}
