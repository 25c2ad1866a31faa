// Anniversary and Christmas motifs: swan, love bird, house, tree, bauble, gingerbread, candy cane.
import { type Card, circle, d, ellipse, g, num, path, rect } from '../svg.ts';
import { cid, darken, lighten, mix } from './color.ts';
import { heart, roundRect, star } from './shapes.ts';

const f = num;

/**
 * Swan facing right (dir 1) or left (dir -1); (x, y) is the waterline under the chest, s the
 * body's length. Two facing swans bow their necks into a heart. A soft outline and a shaded
 * underside keep a white swan legible on a pale sky or moon.
 */
export function swan(x: number, y: number, s: number, dir: 1 | -1, color = '#ffffff') {
  // Path data in body units: x toward the partner, y down, origin under the chest.
  const at = (u: number, v: number) => `${f(x + dir * u * s)} ${f(y + v * s)}`;
  const shape = (cmds: [string, ...number[]][]) =>
    cmds
      .map(([cmd, ...n]) => {
        const pairs: string[] = [];
        for (let i = 0; i < n.length; i += 2) pairs.push(at(n[i] ?? 0, n[i + 1] ?? 0));
        return cmd + pairs.join(' ');
      })
      .join('');
  const body = shape([
    ['M', 0.1, -0.3],
    ['C', 0.2, -0.12, 0.12, 0.03, -0.06, 0.04],
    ['L', -0.78, 0.04],
    ['C', -0.98, 0.04, -1.12, -0.12, -1.2, -0.46],
    ['C', -1.02, -0.36, -0.88, -0.4, -0.72, -0.36],
    ['C', -0.45, -0.3, -0.2, -0.44, 0.1, -0.3],
    ['Z'],
  ]);
  const underside = shape([
    ['M', 0.14, -0.1],
    ['C', 0.1, 0.0, 0.02, 0.04, -0.06, 0.04],
    ['L', -0.78, 0.04],
    ['C', -0.9, 0.04, -0.98, -0.02, -1.04, -0.1],
    ['C', -0.7, -0.02, -0.3, -0.04, 0.14, -0.1],
    ['Z'],
  ]);
  // A raised wing with three scalloped feather tips along its lower edge.
  const wing = shape([
    ['M', -0.06, -0.24],
    ['C', -0.26, -0.58, -0.72, -0.66, -1.04, -0.54],
    ['C', -0.9, -0.44, -0.84, -0.32, -0.82, -0.2],
    ['Q', -0.7, -0.28, -0.6, -0.14],
    ['Q', -0.48, -0.24, -0.38, -0.1],
    ['Q', -0.24, -0.2, -0.06, -0.24],
    ['Z'],
  ]);
  const feathers = shape([
    ['M', -0.3, -0.4],
    ['Q', -0.55, -0.44, -0.78, -0.34],
    ['M', -0.22, -0.3],
    ['Q', -0.42, -0.34, -0.6, -0.24],
  ]);
  // The neck bows away from the partner, then curves back over to a head bent toward it.
  const neck = shape([
    ['M', 0.02, -0.28],
    ['C', -0.3, -0.6, -0.22, -1.08, 0.08, -1.1],
  ]);
  const head = shape([
    ['M', 0.0, -1.12],
    ['C', 0.06, -1.2, 0.2, -1.18, 0.24, -1.08],
    ['L', 0.42, -0.94],
    ['C', 0.32, -0.96, 0.22, -0.98, 0.14, -1.0],
    ['C', 0.08, -1.0, 0.0, -1.04, 0.0, -1.12],
    ['Z'],
  ]);
  const beak = shape([['M', 0.2, -1.1], ['L', 0.42, -0.94], ['L', 0.18, -1.0], ['Z']]);
  // Cool greys, like a white bird's shadows on water.
  const outline = mix(color, '#4f6d85', 0.45);
  return g(
    {},
    path(body, { fill: color, stroke: outline, 'stroke-width': 1.5, 'stroke-linejoin': 'round' }),
    path(underside, { fill: mix(color, '#4f6d85', 0.1) }),
    path(neck, {
      fill: 'none',
      stroke: outline,
      'stroke-width': s * 0.11 + 3,
      'stroke-linecap': 'round',
    }),
    path(neck, {
      fill: 'none',
      stroke: color,
      'stroke-width': s * 0.11,
      'stroke-linecap': 'round',
    }),
    path(head, { fill: color, stroke: outline, 'stroke-width': 1.5, 'stroke-linejoin': 'round' }),
    path(beak, { fill: '#f08a4b' }),
    circle(x + dir * 0.19 * s, y - 1.09 * s, s * 0.028, { fill: '#1b1b1b' }),
    path(wing, {
      fill: mix(color, '#4f6d85', 0.04),
      stroke: outline,
      'stroke-width': 1.5,
      'stroke-linejoin': 'round',
    }),
    path(feathers, {
      fill: 'none',
      stroke: outline,
      'stroke-width': 1.2,
      'stroke-linecap': 'round',
    }),
  );
}

/** Round little love bird perched, facing right (dir 1) or left (-1). */
export function loveBird(x: number, y: number, s: number, dir: 1 | -1, color: string) {
  const ax = (v: number) => x + dir * v * s;
  const ay = (v: number) => y + v * s;
  const body = `M${f(ax(0.5))} ${f(ay(-0.5))}C${f(ax(0.5))} ${f(ay(-0.05))} ${f(ax(0.2))} ${f(ay(0.35))} ${f(ax(-0.3))} ${f(ay(0.3))}L${f(ax(-0.9))} ${f(ay(0.15))}L${f(ax(-0.45))} ${f(ay(-0.05))}C${f(ax(-0.5))} ${f(ay(-0.6))} ${f(ax(-0.1))} ${f(ay(-1))} ${f(ax(0.2))} ${f(ay(-0.95))}C${f(ax(0.45))} ${f(ay(-0.9))} ${f(ax(0.5))} ${f(ay(-0.7))} ${f(ax(0.5))} ${f(ay(-0.5))}Z`;
  const wing = `M${f(ax(0.15))} ${f(ay(-0.3))}C${f(ax(0))} ${f(ay(0.1))} ${f(ax(-0.35))} ${f(ay(0.15))} ${f(ax(-0.55))} ${f(ay(0.05))}C${f(ax(-0.3))} ${f(ay(-0.1))} ${f(ax(-0.1))} ${f(ay(-0.35))} ${f(ax(0.15))} ${f(ay(-0.3))}Z`;
  return g(
    {},
    path(body, { fill: color }),
    path(wing, { fill: darken(color, 0.15) }),
    path(
      `M${f(ax(0.48))} ${f(ay(-0.62))}L${f(ax(0.68))} ${f(ay(-0.55))}L${f(ax(0.47))} ${f(ay(-0.46))}Z`,
      { fill: '#f4a261' },
    ),
    circle(ax(0.28), ay(-0.62), s * 0.06, { fill: '#2b2d42' }),
    circle(ax(0.2), ay(-0.4), s * 0.08, { fill: '#ff8fa3', opacity: 0.7 }),
  );
}

/** Cosy house with lit windows; (cx, base) bottom centre. */
export function house(
  cx: number,
  base: number,
  w: number,
  wall: string,
  roof: string,
  light: string,
) {
  const h = w * 0.62;
  const top = base - h;
  const win = (x: number, y: number, s: number) =>
    rect(x, y, s, s, { fill: light, rx: 2 }) +
    path(d`M${x + s / 2} ${y}V${y + s}M${x} ${y + s / 2}H${x + s}`, {
      stroke: wall,
      'stroke-width': 3,
    });
  return g(
    {},
    rect(cx + w * 0.18, top - w * 0.42, w * 0.12, w * 0.3, { fill: darken(wall, 0.2) }),
    rect(cx - w / 2, top, w, h, { fill: wall }),
    path(d`M${cx - w * 0.6} ${top + 4}L${cx} ${top - w * 0.42}L${cx + w * 0.6} ${top + 4}Z`, {
      fill: roof,
    }),
    win(cx - w * 0.38, top + h * 0.2, w * 0.2),
    win(cx + w * 0.18, top + h * 0.2, w * 0.2),
    path(roundRect(cx - w * 0.1, base - h * 0.5, w * 0.2, h * 0.5, 6), {
      fill: darken(roof, 0.15),
    }),
    circle(cx + w * 0.05, base - h * 0.25, 2.5, { fill: light }),
    path(heart(cx, top - w * 0.15, w * 0.1), { fill: light }),
  );
}

/** Layered Christmas tree; returns markup plus tier geometry for placing ornaments. */
export function xmasTree(cx: number, base: number, w: number, h: number, color: string) {
  const tiers = 4;
  let out = '';
  const tierShapes: [number, number, number][] = [];
  for (let i = 0; i < tiers; i++) {
    const t0 = i / tiers;
    const bottom = base - h * 0.08 - t0 * h * 0.72;
    const half = (w / 2) * (1 - t0 * 0.68);
    const top = bottom - h * 0.36;
    tierShapes.push([bottom, half, top]);
    const shade = i % 2 === 0 ? color : lighten(color, 0.06);
    out += path(
      d`M${cx} ${top}L${cx + half} ${bottom - 6}Q${cx + half} ${bottom + 6} ${cx + half * 0.75} ${bottom}Q${cx + half * 0.5} ${bottom + 10} ${cx + half * 0.25} ${bottom}Q${cx} ${bottom + 10} ${cx - half * 0.25} ${bottom}Q${cx - half * 0.5} ${bottom + 10} ${cx - half * 0.75} ${bottom}Q${cx - half} ${bottom + 6} ${cx - half} ${bottom - 6}Z`,
      { fill: shade },
    );
  }
  out =
    rect(cx - w * 0.06, base - h * 0.1, w * 0.12, h * 0.1, { fill: '#7a4b2a' }) +
    out +
    path(d`M${cx} ${base - h * 0.5}L${cx + w / 2} ${base - h * 0.08}L${cx} ${base - h * 0.08}Z`, {
      fill: '#000',
      opacity: 0.08,
    });
  return {
    markup: out,
    tiers: tierShapes,
    top: base - h * 0.08 - (3 / tiers) * h * 0.72 - h * 0.36,
  };
}

/** Glossy bauble with a cap; (cx, cy) centre. */
export function bauble(
  card: Card,
  cx: number,
  cy: number,
  r: number,
  color: string,
  band?: string,
) {
  const fill = card.radial(
    `bb${cid(color)}`,
    [
      [0, lighten(color, 0.45)],
      [0.5, color],
      [1, darken(color, 0.3)],
    ],
    { cx: 0.35, cy: 0.35, r: 0.75 },
  );
  return g(
    {},
    rect(cx - r * 0.22, cy - r - r * 0.22, r * 0.44, r * 0.28, { fill: '#d4a537', rx: 2 }),
    circle(cx, cy, r, { fill }),
    band
      ? path(
          d`M${cx - r * 0.98} ${cy - r * 0.12}Q${cx} ${cy + r * 0.22} ${cx + r * 0.98} ${cy - r * 0.12}L${cx + r * 0.96} ${cy + r * 0.16}Q${cx} ${cy + r * 0.5} ${cx - r * 0.96} ${cy + r * 0.16}Z`,
          { fill: band, opacity: 0.9 },
        )
      : '',
    ellipse(cx - r * 0.35, cy - r * 0.4, r * 0.18, r * 0.28, {
      fill: '#fff',
      opacity: 0.5,
      transform: `rotate(35 ${f(cx - r * 0.35)} ${f(cy - r * 0.4)})`,
    }),
  );
}

/** Gingerbread person with piped icing; (cx, cy) is the body centre. */
export function gingerbread(cx: number, cy: number, s: number, rot = 0) {
  const c = '#b5703c';
  const limb = (x1: number, y1: number, x2: number, y2: number) =>
    d`M${cx + x1 * s} ${cy + y1 * s}L${cx + x2 * s} ${cy + y2 * s}`;
  const icing = '#fffaf2';
  return g(
    { transform: rot ? `rotate(${f(rot)} ${f(cx)} ${f(cy)})` : undefined },
    path(
      limb(-0.2, -0.1, -0.62, -0.3) +
        limb(0.2, -0.1, 0.62, -0.3) +
        limb(-0.15, 0.3, -0.38, 0.85) +
        limb(0.15, 0.3, 0.38, 0.85),
      {
        stroke: c,
        'stroke-width': s * 0.32,
        'stroke-linecap': 'round',
      },
    ),
    ellipse(cx, cy + s * 0.1, s * 0.34, s * 0.42, { fill: c }),
    circle(cx, cy - s * 0.55, s * 0.3, { fill: c }),
    path(
      d`M${cx - s * 0.7} ${cy - s * 0.42}Q${cx - s * 0.62} ${cy - s * 0.3} ${cx - s * 0.72} ${cy - s * 0.18}` +
        d`M${cx + s * 0.7} ${cy - s * 0.42}Q${cx + s * 0.62} ${cy - s * 0.3} ${cx + s * 0.72} ${cy - s * 0.18}` +
        d`M${cx - s * 0.48} ${cy + s * 0.8}Q${cx - s * 0.38} ${cy + s * 0.72} ${cx - s * 0.28} ${cy + s * 0.86}` +
        d`M${cx + s * 0.48} ${cy + s * 0.8}Q${cx + s * 0.38} ${cy + s * 0.72} ${cx + s * 0.28} ${cy + s * 0.86}` +
        d`M${cx - s * 0.12} ${cy - s * 0.45}Q${cx} ${cy - s * 0.36} ${cx + s * 0.12} ${cy - s * 0.45}`,
      { fill: 'none', stroke: icing, 'stroke-width': s * 0.06, 'stroke-linecap': 'round' },
    ),
    circle(cx - s * 0.1, cy - s * 0.6, s * 0.045, { fill: '#3d2314' }),
    circle(cx + s * 0.1, cy - s * 0.6, s * 0.045, { fill: '#3d2314' }),
    circle(cx, cy - s * 0.05, s * 0.07, { fill: '#e63946' }),
    circle(cx, cy + s * 0.2, s * 0.07, { fill: '#2a9d8f' }),
    circle(cx, cy + s * 0.45, s * 0.07, { fill: '#e63946' }),
  );
}

/** Striped candy cane; (x, y) is the bottom of the shaft. */
export function candyCane(card: Card, x: number, y: number, h: number, rot = 0) {
  const w = h * 0.12;
  const hook = d`M${x} ${y}L${x} ${y - h + w * 2}A${w * 2} ${w * 2} 0 0 1 ${x + w * 4} ${y - h + w * 2}L${x + w * 4} ${y - h + w * 3}`;
  const id = 'canestripe';
  card.def(
    id,
    `<pattern id="${id}" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="8" height="16" fill="#d62828"/></pattern>`,
  );
  return g(
    { transform: rot ? `rotate(${f(rot)} ${f(x)} ${f(y)})` : undefined },
    path(hook, { fill: 'none', stroke: '#ffffff', 'stroke-width': w, 'stroke-linecap': 'round' }),
    path(hook, {
      fill: 'none',
      stroke: `url(#${id})`,
      'stroke-width': w,
      'stroke-linecap': 'round',
    }),
  );
}

/** Star-shaped sugar cookie with icing outline. */
export function starCookie(cx: number, cy: number, r: number, rot = 0) {
  return (
    path(star(cx, cy, r, r * 0.55, 5, rot - 90), {
      fill: '#d89a5b',
      'stroke-linejoin': 'round',
      stroke: '#d89a5b',
      'stroke-width': 6,
    }) +
    path(star(cx, cy, r * 0.82, r * 0.45, 5, rot - 90), {
      fill: 'none',
      stroke: '#fffaf2',
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    })
  );
}
