import { type Card, circle, d, ellipse, g, num, path, rect } from '../svg.ts';
import { cid, darken, lighten } from './color.ts';

const f = num;

/** Striped party hat standing on (cx, base). */
export function partyHat(
  card: Card,
  id: string,
  cx: number,
  base: number,
  w: number,
  h: number,
  colors: { body: string; stripe: string; pom: string; trim: string },
  tilt = 0,
): string {
  const tri = d`M${cx - w / 2} ${base}L${cx} ${base - h}L${cx + w / 2} ${base}Q${cx} ${base + w * 0.12} ${cx - w / 2} ${base}Z`;
  card.def(id, `<clipPath id="${id}"><path d="${tri}"/></clipPath>`);
  let stripes = '';
  for (let i = -3; i < 8; i++) {
    const y0 = base - i * (h / 5);
    stripes += d`M${cx - w} ${y0}L${cx + w} ${y0 - w * 0.6}L${cx + w} ${y0 - w * 0.6 - h / 12}L${cx - w} ${y0 - h / 12}Z`;
  }
  let trim = '';
  const bumps = 9;
  for (let i = 0; i <= bumps; i++) {
    const t = i / bumps;
    const x = cx - w / 2 + t * w;
    const y = base + Math.sin(t * Math.PI) * w * 0.06;
    trim += circle(x, y, w * 0.06, { fill: colors.trim });
  }
  const shade = card.linear(
    `hatshade`,
    [
      [0, '#000', 0],
      [0.6, '#000', 0],
      [1, '#000', 0.18],
    ],
    0,
  );
  return g(
    { transform: tilt ? `rotate(${tilt} ${f(cx)} ${f(base)})` : undefined },
    path(tri, { fill: colors.body }),
    path(stripes, { fill: colors.stripe, 'clip-path': `url(#${id})` }),
    path(tri, { fill: shade }),
    trim,
    circle(cx, base - h, w * 0.13, { fill: colors.pom }),
    circle(cx - w * 0.04, base - h - w * 0.04, w * 0.05, { fill: '#fff', opacity: 0.5 }),
  );
}

/** Ribbon bow centred at (cx, cy). */
export function bow(cx: number, cy: number, size: number, color: string): string {
  const s = size;
  const loop = (dir: 1 | -1) =>
    d`M${cx} ${cy}C${cx + dir * s * 0.25} ${cy - s * 0.55} ${cx + dir * s * 0.95} ${cy - s * 0.5} ${cx + dir * s * 0.75} ${cy - s * 0.05}C${cx + dir * s * 0.6} ${cy + s * 0.25} ${cx + dir * s * 0.2} ${cy + s * 0.05} ${cx} ${cy}Z`;
  const tail = (dir: 1 | -1) =>
    d`M${cx} ${cy}L${cx + dir * s * 0.45} ${cy + s * 0.6}L${cx + dir * s * 0.3} ${cy + s * 0.55}L${cx + dir * s * 0.25} ${cy + s * 0.68}Z`;
  return g(
    {},
    path(tail(-1) + tail(1), { fill: darken(color, 0.15) }),
    path(loop(-1) + loop(1), { fill: color }),
    path(
      d`M${cx - s * 0.1} ${cy - s * 0.08}Q${cx - s * 0.45} ${cy - s * 0.35} ${cx - s * 0.62} ${cy - s * 0.12}`,
      {
        fill: 'none',
        stroke: darken(color, 0.2),
        'stroke-width': s * 0.04,
        'stroke-linecap': 'round',
        opacity: 0.6,
      },
    ),
    ellipse(cx, cy, s * 0.13, s * 0.11, { fill: darken(color, 0.1) }),
  );
}

/** Wrapped gift box; (x, y) is the top-left of the box body below the lid. */
export function gift(
  card: Card,
  x: number,
  y: number,
  w: number,
  h: number,
  box: string,
  ribbon: string,
  pattern?: 'dots' | 'stripes',
): string {
  const lidH = Math.min(h * 0.22, 30);
  const body = card.linear(
    `gift${cid(box)}`,
    [
      [0, lighten(box, 0.08)],
      [1, darken(box, 0.12)],
    ],
    0,
  );
  let deco = '';
  if (pattern === 'dots') {
    let dots = '';
    for (let yy = y + 14; yy < y + h - 6; yy += 18) {
      for (let xx = x + 10 + ((yy - y) % 36 === 14 ? 0 : 9); xx < x + w - 6; xx += 18) {
        dots += `M${f(xx - 3)} ${f(yy)}a3 3 0 1 0 6 0a3 3 0 1 0-6 0`;
      }
    }
    deco = path(dots, { fill: '#fff', opacity: 0.35 });
  } else if (pattern === 'stripes') {
    const id = `gclip${f(x)}${f(y)}`.replace(/\./g, '');
    card.def(
      id,
      `<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/></clipPath>`,
    );
    let st = '';
    for (let i = -h; i < w; i += 22) {
      st += d`M${x + i} ${y + h}L${x + i + h} ${y}L${x + i + h + 9} ${y}L${x + i + 9} ${y + h}Z`;
    }
    deco = path(st, { fill: '#fff', opacity: 0.25, 'clip-path': `url(#${id})` });
  }
  const rw = Math.max(10, w * 0.14);
  return g(
    {},
    rect(x, y, w, h, { fill: body, rx: 3 }),
    deco,
    rect(x + w / 2 - rw / 2, y, rw, h, { fill: ribbon }),
    rect(x, y, w, 8, { fill: '#000', opacity: 0.12 }),
    rect(x - 6, y - lidH, w + 12, lidH, { fill: lighten(box, 0.06), rx: 4 }),
    rect(x + w / 2 - rw / 2, y - lidH, rw, lidH, { fill: ribbon }),
    bow(x + w / 2, y - lidH, Math.min(w * 0.42, 70), ribbon),
  );
}
