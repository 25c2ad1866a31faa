// Easter motifs: decorated eggs, woven basket, bunny, hatching chick, grass.
import type { Rng } from '../prng.ts';
import { type Card, circle, d, el, ellipse, g, num, path, rect } from '../svg.ts';
import { darken, lighten } from './color.ts';

const f = num;

export function eggPath(cx: number, cy: number, rx: number, ry: number): string {
  return d`M${cx} ${cy - ry}C${cx + rx * 0.6} ${cy - ry} ${cx + rx} ${cy - ry * 0.45} ${cx + rx} ${cy + ry * 0.12}C${cx + rx} ${cy + ry * 0.65} ${cx + rx * 0.55} ${cy + ry} ${cx} ${cy + ry}C${cx - rx * 0.55} ${cy + ry} ${cx - rx} ${cy + ry * 0.65} ${cx - rx} ${cy + ry * 0.12}C${cx - rx} ${cy - ry * 0.45} ${cx - rx * 0.6} ${cy - ry} ${cx} ${cy - ry}Z`;
}

export type EggStyle = 'zigzag' | 'dots' | 'stripes' | 'waves';

/** Painted egg: base colour plus decoration bands clipped to the shell. */
export function egg(
  card: Card,
  cx: number,
  cy: number,
  rx: number,
  color: string,
  accent: string,
  style: EggStyle,
  rot = 0,
): string {
  const ry = rx * 1.3;
  const id = `egg${Math.round(cx)}x${Math.round(cy)}`;
  const shape = eggPath(cx, cy, rx, ry);
  card.def(id, el('clipPath', { id }, path(shape)));
  let deco = '';
  const x0 = cx - rx - 4;
  const x1 = cx + rx + 4;
  if (style === 'zigzag') {
    for (const y of [cy - ry * 0.3, cy + ry * 0.35]) {
      let z = d`M${x0} ${y}`;
      for (let x = x0, up = true; x <= x1; x += rx * 0.25, up = !up)
        z += d`L${x} ${y + (up ? -rx * 0.12 : rx * 0.12)}`;
      deco += path(z, {
        fill: 'none',
        stroke: accent,
        'stroke-width': rx * 0.1,
        'stroke-linejoin': 'round',
      });
    }
    deco += rect(x0, cy - rx * 0.05, x1 - x0, rx * 0.14, { fill: '#ffffff', opacity: 0.85 });
  } else if (style === 'dots') {
    let dots = '';
    for (let row = -2; row <= 2; row++) {
      for (let col = -3; col <= 3; col++) {
        const x = cx + col * rx * 0.42 + (row % 2 ? rx * 0.21 : 0);
        const y = cy + row * ry * 0.34;
        const r = rx * 0.08;
        dots += d`M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
      }
    }
    deco = path(dots, { fill: accent });
  } else if (style === 'stripes') {
    deco =
      rect(x0, cy - ry * 0.42, x1 - x0, ry * 0.14, { fill: accent }) +
      rect(x0, cy - ry * 0.1, x1 - x0, ry * 0.2, { fill: '#ffffff', opacity: 0.8 }) +
      rect(x0, cy + ry * 0.28, x1 - x0, ry * 0.14, { fill: accent });
  } else {
    let w = '';
    for (const y of [cy - ry * 0.45, cy, cy + ry * 0.45]) {
      w += d`M${x0} ${y}`;
      for (let x = x0; x < x1; x += rx * 0.5) {
        w += d`Q${x + rx * 0.125} ${y - rx * 0.15} ${x + rx * 0.25} ${y}T${x + rx * 0.5} ${y}`;
      }
    }
    deco = path(w, {
      fill: 'none',
      stroke: accent,
      'stroke-width': rx * 0.1,
      'stroke-linecap': 'round',
    });
  }
  return g(
    { transform: rot ? `rotate(${f(rot)} ${f(cx)} ${f(cy + ry)})` : undefined },
    path(shape, { fill: color }),
    g({ 'clip-path': `url(#${id})` }, deco),
    ellipse(cx - rx * 0.4, cy - ry * 0.35, rx * 0.14, ry * 0.26, {
      fill: '#fff',
      opacity: 0.45,
      transform: `rotate(20 ${f(cx - rx * 0.4)} ${f(cy - ry * 0.35)})`,
    }),
  );
}

/** Woven basket; (cx, top) is the centre of the rim. Draw eggs between back() and front(). */
export function basket(cx: number, top: number, w: number, color = '#c98b4a') {
  const h = w * 0.45;
  const bowl = d`M${cx - w / 2} ${top}L${cx + w / 2} ${top}C${cx + w / 2} ${top + h * 0.9} ${cx + w * 0.3} ${top + h} ${cx} ${top + h}C${cx - w * 0.3} ${top + h} ${cx - w / 2} ${top + h * 0.9} ${cx - w / 2} ${top}Z`;
  let weave = '';
  for (let i = 1; i < 4; i++) {
    const y = top + (h * i) / 4;
    weave += d`M${cx - w / 2} ${y}Q${cx} ${y + h * 0.18} ${cx + w / 2} ${y}`;
  }
  for (let i = -4; i <= 4; i++) {
    weave += d`M${cx + (i * w) / 10} ${top}Q${cx + (i * w) / 12} ${top + h * 0.6} ${cx + (i * w) / 16} ${top + h}`;
  }
  return {
    back: path(
      d`M${cx - w * 0.42} ${top}C${cx - w * 0.42} ${top - w * 0.75} ${cx + w * 0.42} ${top - w * 0.75} ${cx + w * 0.42} ${top}`,
      {
        fill: 'none',
        stroke: darken(color, 0.1),
        'stroke-width': w * 0.05,
      },
    ),
    front:
      path(bowl, { fill: color }) +
      path(weave, { fill: 'none', stroke: darken(color, 0.22), 'stroke-width': 2.5 }) +
      rect(cx - w / 2 - 8, top - 10, w + 16, 22, { fill: lighten(color, 0.12), rx: 11 }),
  };
}

/** Tuft of grass blades along a baseline. */
export function grass(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  colors: string[],
): string {
  const byColor = new Map<string, string>();
  for (let bx = x; bx < x + w; bx += 7) {
    const c = rng.pick(colors);
    const bh = h * rng.range(0.5, 1);
    const lean = rng.range(-14, 14);
    byColor.set(
      c,
      `${byColor.get(c) ?? ''}${d`M${bx - 5} ${y}Q${bx + lean * 0.3} ${y - bh * 0.5} ${bx + lean} ${y - bh}Q${bx + lean * 0.2} ${y - bh * 0.45} ${bx + 5} ${y}Z`}`,
    );
  }
  return [...byColor].map(([c, p]) => path(p, { fill: c })).join('');
}

/** Bunny face peeking up from below; (cx, cy) is the head centre. */
export function bunny(cx: number, cy: number, r: number, fur = '#ffffff', inner = '#ffb3c6') {
  const ear = (dir: 1 | -1) =>
    g(
      { transform: `rotate(${dir * 12} ${f(cx + dir * r * 0.45)} ${f(cy - r * 0.6)})` },
      ellipse(cx + dir * r * 0.45, cy - r * 1.45, r * 0.3, r * 0.95, { fill: fur }),
      ellipse(cx + dir * r * 0.45, cy - r * 1.4, r * 0.15, r * 0.72, { fill: inner }),
    );
  return g(
    {},
    ear(-1),
    ear(1),
    ellipse(cx, cy + r * 0.1, r * 1.1, r, { fill: fur }),
    circle(cx - r * 0.38, cy - r * 0.05, r * 0.09, { fill: '#3d2c48' }),
    circle(cx + r * 0.38, cy - r * 0.05, r * 0.09, { fill: '#3d2c48' }),
    circle(cx - r * 0.35, cy - r * 0.09, r * 0.03, { fill: '#fff' }),
    circle(cx + r * 0.41, cy - r * 0.09, r * 0.03, { fill: '#fff' }),
    ellipse(cx - r * 0.62, cy + r * 0.22, r * 0.16, r * 0.1, { fill: inner, opacity: 0.8 }),
    ellipse(cx + r * 0.62, cy + r * 0.22, r * 0.16, r * 0.1, { fill: inner, opacity: 0.8 }),
    path(
      d`M${cx - r * 0.09} ${cy + r * 0.1}L${cx + r * 0.09} ${cy + r * 0.1}L${cx} ${cy + r * 0.2}Z`,
      { fill: '#f28aa0' },
    ),
    path(
      d`M${cx} ${cy + r * 0.2}Q${cx - r * 0.05} ${cy + r * 0.34} ${cx - r * 0.17} ${cy + r * 0.3}M${cx} ${cy + r * 0.2}Q${cx + r * 0.05} ${cy + r * 0.34} ${cx + r * 0.17} ${cy + r * 0.3}`,
      {
        fill: 'none',
        stroke: '#3d2c48',
        'stroke-width': r * 0.035,
        'stroke-linecap': 'round',
      },
    ),
    path(
      d`M${cx - r * 0.3} ${cy + r * 0.18}L${cx - r * 0.85} ${cy + r * 0.08}M${cx - r * 0.3} ${cy + r * 0.24}L${cx - r * 0.82} ${cy + r * 0.3}M${cx + r * 0.3} ${cy + r * 0.18}L${cx + r * 0.85} ${cy + r * 0.08}M${cx + r * 0.3} ${cy + r * 0.24}L${cx + r * 0.82} ${cy + r * 0.3}`,
      { stroke: '#c9b8c8', 'stroke-width': 1.5 },
    ),
  );
}

/** Chick hatching from a cracked egg; (cx, cy) is the egg centre. */
export function hatchingChick(cx: number, cy: number, r: number, shell = '#fdf6ec') {
  const crack = cy - r * 0.1;
  let zig = d`M${cx - r * 1.02} ${crack}`;
  for (let i = 1; i <= 8; i++)
    zig += d`L${cx - r * 1.02 + (i * r * 2.04) / 8} ${crack + (i % 2 ? -r * 0.16 : r * 0.04)}`;
  const lower = `${zig}${d`C${cx + r * 1.05} ${cy + r * 0.75} ${cx + r * 0.55} ${cy + r * 1.3} ${cx} ${cy + r * 1.3}C${cx - r * 0.55} ${cy + r * 1.3} ${cx - r * 1.05} ${cy + r * 0.75} ${cx - r * 1.02} ${crack}Z`}`;
  const body = cy - r * 0.55;
  return g(
    {},
    circle(cx, body, r * 0.82, { fill: '#ffd23f' }),
    circle(cx - r * 0.28, body - r * 0.12, r * 0.08, { fill: '#3d2c48' }),
    circle(cx + r * 0.28, body - r * 0.12, r * 0.08, { fill: '#3d2c48' }),
    path(
      d`M${cx - r * 0.14} ${body + r * 0.04}L${cx + r * 0.14} ${body + r * 0.04}L${cx} ${body + r * 0.24}Z`,
      { fill: '#f4845f' },
    ),
    ellipse(cx - r * 0.5, body + r * 0.1, r * 0.13, r * 0.08, { fill: '#ff9f80', opacity: 0.7 }),
    ellipse(cx + r * 0.5, body + r * 0.1, r * 0.13, r * 0.08, { fill: '#ff9f80', opacity: 0.7 }),
    path(
      d`M${cx - r * 0.78} ${body + r * 0.2}Q${cx - r * 1.15} ${body - r * 0.1} ${cx - r * 1.05} ${body - r * 0.4}Q${cx - r * 0.85} ${body - r * 0.05} ${cx - r * 0.7} ${body}Z`,
      { fill: '#f9c22e' },
    ),
    path(lower, { fill: shell }),
    path(
      d`M${cx + r * 0.45} ${cy + r * 0.2}L${cx + r * 0.6} ${cy + r * 0.45}L${cx + r * 0.48} ${cy + r * 0.6}`,
      {
        fill: 'none',
        stroke: darken(shell, 0.2),
        'stroke-width': 2,
      },
    ),
    // The top of the shell, worn as a little hat.
    path(
      d`M${cx - r * 0.55} ${body - r * 0.58}L${cx - r * 0.33} ${body - r * 0.7}L${cx - r * 0.11} ${body - r * 0.56}L${cx + r * 0.11} ${body - r * 0.7}L${cx + r * 0.33} ${body - r * 0.56}L${cx + r * 0.55} ${body - r * 0.7}C${cx + r * 0.55} ${body - r * 1.35} ${cx - r * 0.55} ${body - r * 1.35} ${cx - r * 0.55} ${body - r * 0.58}Z`,
      { fill: shell, transform: `rotate(-14 ${f(cx)} ${f(body - r * 0.8)})` },
    ),
  );
}
