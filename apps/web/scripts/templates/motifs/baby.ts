// Baby and new-mum motifs: pram, mother and baby, onesie, booties, clothes pegs, sleepy moon.
import { circle, d, ellipse, g, num, path, rect } from '../svg.ts';
import { darken, lighten } from './color.ts';
import { heart, star } from './shapes.ts';

const f = num;

/** Classic pram; (cx, base) is where the wheels touch the ground. */
export function pram(cx: number, base: number, w: number, body: string, hood: string) {
  const wheelR = w * 0.15;
  const y0 = base - wheelR * 2 - w * 0.42;
  const bowl = d`M${cx - w / 2} ${y0}A${w / 2} ${w * 0.36} 0 0 0 ${cx + w / 2} ${y0}Z`;
  // The hood is a folded canopy: nested quarter discs hinged at the middle of the rim.
  const hx = cx + w * 0.02;
  const fold = (k: number) =>
    d`M${hx} ${y0}L${hx - w * 0.52 * k} ${y0}A${w * 0.52 * k} ${w * 0.5 * k} 0 0 1 ${hx} ${y0 - w * 0.5 * k}Z`;
  const wheel = (x: number) => {
    let spokes = '';
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI;
      spokes += d`M${x - Math.cos(a) * wheelR * 0.8} ${base - wheelR - Math.sin(a) * wheelR * 0.8}L${x + Math.cos(a) * wheelR * 0.8} ${base - wheelR + Math.sin(a) * wheelR * 0.8}`;
    }
    return (
      circle(x, base - wheelR, wheelR, {
        fill: 'none',
        stroke: '#3d3d4e',
        'stroke-width': wheelR * 0.22,
      }) +
      path(spokes, { stroke: '#8d8da0', 'stroke-width': 2 }) +
      circle(x, base - wheelR, wheelR * 0.16, { fill: '#3d3d4e' })
    );
  };
  return g(
    {},
    path(
      d`M${cx - w * 0.28} ${y0 + w * 0.3}L${cx - w * 0.3} ${base - wheelR}M${cx + w * 0.28} ${y0 + w * 0.3}L${cx + w * 0.3} ${base - wheelR}`,
      {
        stroke: '#3d3d4e',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      },
    ),
    wheel(cx - w * 0.3),
    wheel(cx + w * 0.3),
    path(
      d`M${cx + w * 0.46} ${y0 + 4}L${cx + w * 0.72} ${y0 - w * 0.32}L${cx + w * 0.86} ${y0 - w * 0.32}`,
      {
        fill: 'none',
        stroke: '#3d3d4e',
        'stroke-width': 6,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ),
    path(bowl, { fill: body }),
    path(d`M${cx - w / 2} ${y0}H${cx + w / 2}`, {
      stroke: lighten(body, 0.3),
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
    path(fold(1), { fill: hood }),
    path(fold(0.8), { fill: darken(hood, 0.08) }),
    path(fold(0.6), { fill: hood }),
    path(fold(0.4), { fill: darken(hood, 0.08) }),
    path(heart(cx + w * 0.22, y0 + w * 0.16, w * 0.14), { fill: lighten(body, 0.45) }),
  );
}

/** Mother cradling a swaddled baby, in soft flat shapes; (cx, cy) is the baby's centre. */
export function motherAndBaby(
  cx: number,
  cy: number,
  s: number,
  colors: { skin: string; hair: string; dress: string; blanket: string; babySkin: string },
) {
  const headX = cx - s * 0.22;
  const headY = cy - s * 0.62;
  return g(
    {},
    // Shoulders and body.
    path(
      d`M${cx - s * 0.95} ${cy + s * 1.1}C${cx - s * 0.95} ${cy - s * 0.1} ${cx - s * 0.7} ${cy - s * 0.35} ${cx - s * 0.2} ${cy - s * 0.3}C${cx + s * 0.3} ${cy - s * 0.28} ${cx + s * 0.7} ${cy - s * 0.05} ${cx + s * 0.75} ${cy + s * 1.1}Z`,
      { fill: colors.dress },
    ),
    rect(headX - s * 0.09, headY + s * 0.2, s * 0.18, s * 0.2, { fill: colors.skin }),
    // Hair behind the head, with a bun.
    circle(headX - s * 0.06, headY - s * 0.02, s * 0.3, { fill: colors.hair }),
    circle(headX - s * 0.3, headY - s * 0.25, s * 0.15, { fill: colors.hair }),
    ellipse(headX + s * 0.03, headY + s * 0.04, s * 0.22, s * 0.25, {
      fill: colors.skin,
      transform: `rotate(-18 ${f(headX)} ${f(headY)})`,
    }),
    path(
      d`M${headX - s * 0.24} ${headY - s * 0.05}C${headX - s * 0.2} ${headY - s * 0.3} ${headX + s * 0.1} ${headY - s * 0.34} ${headX + s * 0.24} ${headY - s * 0.12}C${headX + s * 0.05} ${headY - s * 0.16} ${headX - s * 0.1} ${headY - s * 0.1} ${headX - s * 0.24} ${headY - s * 0.05}Z`,
      { fill: colors.hair },
    ),
    // Closed, smiling eye looking down at the baby.
    path(d`M${headX + s * 0.08} ${headY + s * 0.05}q${s * 0.05} ${s * 0.04} ${s * 0.1} 0`, {
      fill: 'none',
      stroke: darken(colors.hair, 0.2),
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
    }),
    ellipse(headX + s * 0.1, headY + s * 0.14, s * 0.05, s * 0.03, {
      fill: '#f4978e',
      opacity: 0.6,
    }),
    // Baby bundle.
    ellipse(cx + s * 0.05, cy + s * 0.05, s * 0.5, s * 0.3, {
      fill: colors.blanket,
      transform: `rotate(-22 ${f(cx)} ${f(cy)})`,
    }),
    circle(cx + s * 0.36, cy - s * 0.14, s * 0.17, { fill: colors.babySkin }),
    path(
      d`M${cx + s * 0.22} ${cy - s * 0.22}C${cx + s * 0.3} ${cy - s * 0.42} ${cx + s * 0.56} ${cy - s * 0.34} ${cx + s * 0.55} ${cy - s * 0.1}`,
      { fill: 'none', stroke: colors.blanket, 'stroke-width': s * 0.08, 'stroke-linecap': 'round' },
    ),
    path(d`M${cx + s * 0.3} ${cy - s * 0.12}q${s * 0.03} ${s * 0.025} ${s * 0.06} 0`, {
      fill: 'none',
      stroke: '#5a4040',
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }),
    // Arm wrapping the baby.
    path(
      d`M${cx - s * 0.6} ${cy - s * 0.1}C${cx - s * 0.5} ${cy + s * 0.45} ${cx} ${cy + s * 0.45} ${cx + s * 0.45} ${cy + s * 0.12}`,
      { fill: 'none', stroke: colors.dress, 'stroke-width': s * 0.2, 'stroke-linecap': 'round' },
    ),
    circle(cx + s * 0.47, cy + s * 0.1, s * 0.08, { fill: colors.skin }),
  );
}

/** Onesie hanging from its shoulders; (cx, top) is the neckline centre. */
export function onesie(cx: number, top: number, w: number, color: string, deco?: string) {
  const h = w * 1.15;
  const p = d`M${cx - w * 0.2} ${top}Q${cx} ${top + w * 0.14} ${cx + w * 0.2} ${top}L${cx + w * 0.42} ${top + w * 0.08}L${cx + w * 0.56} ${top + w * 0.32}L${cx + w * 0.36} ${top + w * 0.4}L${cx + w * 0.34} ${top + h * 0.7}Q${cx + w * 0.34} ${top + h * 0.86} ${cx + w * 0.14} ${top + h * 0.94}L${cx + w * 0.1} ${top + h}L${cx - w * 0.1} ${top + h}L${cx - w * 0.14} ${top + h * 0.94}Q${cx - w * 0.34} ${top + h * 0.86} ${cx - w * 0.34} ${top + h * 0.7}L${cx - w * 0.36} ${top + w * 0.4}L${cx - w * 0.56} ${top + w * 0.32}L${cx - w * 0.42} ${top + w * 0.08}Z`;
  return g(
    {},
    path(p, { fill: color }),
    path(d`M${cx - w * 0.2} ${top}Q${cx} ${top + w * 0.14} ${cx + w * 0.2} ${top}`, {
      fill: 'none',
      stroke: darken(color, 0.12),
      'stroke-width': 4,
    }),
    deco === 'heart'
      ? path(heart(cx, top + h * 0.45, w * 0.26), { fill: '#ffffff', opacity: 0.85 })
      : '',
    deco === 'star'
      ? path(star(cx, top + h * 0.45, w * 0.15, w * 0.065), { fill: '#ffffff', opacity: 0.85 })
      : '',
    circle(cx - w * 0.05, top + h * 0.97, 2.5, { fill: darken(color, 0.2) }),
    circle(cx + w * 0.05, top + h * 0.97, 2.5, { fill: darken(color, 0.2) }),
  );
}

/** Soft knitted bootie seen from the side; dir 1 points the toe right. */
export function bootie(x: number, base: number, s: number, color: string, dir: 1 | -1) {
  const ax = (v: number) => f(x + dir * v * s);
  const ay = (v: number) => f(base - v * s);
  const shape = `M${ax(-0.42)} ${ay(0)}L${ax(0.42)} ${ay(0)}C${ax(0.64)} ${ay(0)} ${ax(0.7)} ${ay(0.32)} ${ax(0.45)} ${ay(0.42)}C${ax(0.3)} ${ay(0.48)} ${ax(0.16)} ${ay(0.46)} ${ax(0.1)} ${ay(0.56)}L${ax(0.1)} ${ay(0.84)}L${ax(-0.4)} ${ay(0.84)}C${ax(-0.44)} ${ay(0.6)} ${ax(-0.57)} ${ay(0.42)} ${ax(-0.55)} ${ay(0.2)}C${ax(-0.54)} ${ay(0.06)} ${ax(-0.5)} ${ay(0)} ${ax(-0.42)} ${ay(0)}Z`;
  const cuffX = Math.min(x + dir * -0.47 * s, x + dir * 0.17 * s);
  return g(
    {},
    path(shape, { fill: color }),
    path(`M${ax(-0.44)} ${ay(0.07)}L${ax(0.48)} ${ay(0.07)}`, {
      stroke: darken(color, 0.15),
      'stroke-width': 2,
      'stroke-dasharray': '4 4',
    }),
    path(`M${ax(0.02)} ${ay(0.56)}Q${ax(0.22)} ${ay(0.5)} ${ax(0.42)} ${ay(0.36)}`, {
      fill: 'none',
      stroke: lighten(color, 0.35),
      'stroke-width': s * 0.08,
      'stroke-linecap': 'round',
    }),
    circle(x + dir * 0.24 * s, base - 0.47 * s, s * 0.055, { fill: '#ffffff' }),
    rect(cuffX, base - s * 1.0, s * 0.64, s * 0.2, { fill: lighten(color, 0.3), rx: s * 0.1 }),
    path(
      `M${ax(-0.33)} ${ay(0.97)}V${ay(0.83)}M${ax(-0.19)} ${ay(0.97)}V${ay(0.83)}M${ax(-0.05)} ${ay(0.97)}V${ay(0.83)}`,
      {
        stroke: color,
        'stroke-width': 2,
        opacity: 0.6,
      },
    ),
    ellipse(x + dir * 0.4 * s, base - 0.22 * s, s * 0.1, s * 0.06, {
      fill: '#ffffff',
      opacity: 0.35,
    }),
  );
}

/** Wooden clothes peg. */
export function peg(x: number, y: number, s = 1): string {
  return rect(x - 4 * s, y - 10 * s, 8 * s, 24 * s, { fill: '#c99a6b', rx: 2 });
}

/** Sleepy crescent moon with a closed eye and a rosy cheek. */
export function sleepyMoon(cx: number, cy: number, r: number, color: string) {
  return g(
    {},
    path(
      d`M${cx + r * 0.1} ${cy - r}A${r} ${r} 0 1 0 ${cx + r * 0.9} ${cy + r * 0.55}A${r * 0.85} ${r * 0.85} 0 0 1 ${cx + r * 0.1} ${cy - r}Z`,
      { fill: color },
    ),
    path(d`M${cx - r * 0.45} ${cy + r * 0.05}q${r * 0.12} ${r * 0.12} ${r * 0.24} 0`, {
      fill: 'none',
      stroke: darken(color, 0.45),
      'stroke-width': r * 0.05,
      'stroke-linecap': 'round',
    }),
    ellipse(cx - r * 0.28, cy + r * 0.32, r * 0.12, r * 0.07, { fill: '#f7a1b5', opacity: 0.7 }),
  );
}
