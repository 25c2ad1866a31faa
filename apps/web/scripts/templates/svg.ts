// Core SVG string building: number formatting, elements, and a Card that collects <defs>.
import { compactPath } from './path-compact.ts';

export const W = 600;
export const H = 800;

/** One decimal place is plenty at 600x800 and keeps files small. */
export function num(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

function escapeAttr(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function escapeText(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : escapeAttr(v)}"`;
  }
  return out;
}

/** Builds one element; children are already-serialised markup. */
export function el(tag: string, a: Attrs = {}, ...children: string[]): string {
  const inner = children.join('');
  return inner ? `<${tag}${attrs(a)}>${inner}</${tag}>` : `<${tag}${attrs(a)}/>`;
}

export const g = (a: Attrs, ...children: string[]) => el('g', a, ...children);
export const path = (data: string, a: Attrs = {}) => el('path', { d: compactPath(data), ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) =>
  el('circle', { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, ...a });
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, ...a });
export const use = (id: string, a: Attrs = {}) => el('use', { href: `#${id}`, ...a });

export function translate(x: number, y: number, rotate = 0, scale = 1): string {
  let t = `translate(${num(x)} ${num(y)})`;
  if (rotate) t += ` rotate(${num(rotate)})`;
  if (scale !== 1) t += ` scale(${Math.round(scale * 1000) / 1000})`;
  return t;
}

/** Path data helper: joins numbers with single spaces and rounds them. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = '';
  strings.forEach((s, i) => {
    out += s;
    const v = values[i];
    if (v !== undefined) out += num(v);
  });
  return out.replace(/\s+/g, ' ').trim();
}

export type Stop = [offset: number, color: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(([o, c, op]) =>
      el('stop', { offset: `${Math.round(o * 100)}%`, 'stop-color': c, 'stop-opacity': op }),
    )
    .join('');
}

/** Collects reusable definitions (gradients, filters, symbols) and renders the final file. */
export class Card {
  private readonly defs = new Map<string, string>();

  constructor(
    readonly title: string,
    readonly description: string,
  ) {}

  /** Registers a definition once; returns `url(#id)` for fills and filters. */
  def(id: string, markup: string): string {
    if (!this.defs.has(id)) this.defs.set(id, markup);
    return `url(#${id})`;
  }

  /** Vertical by default; angle in degrees, 90 = top to bottom, 0 = left to right. */
  linear(id: string, list: Stop[], angle = 90): string {
    const rad = (angle * Math.PI) / 180;
    const dx = Math.cos(rad) / 2;
    const dy = Math.sin(rad) / 2;
    return this.def(
      id,
      el(
        'linearGradient',
        { id, x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy },
        stops(list),
      ),
    );
  }

  radial(id: string, list: Stop[], a: Attrs = {}): string {
    return this.def(id, el('radialGradient', { id, ...a }, stops(list)));
  }

  /** Soft drop shadow used under illustrations and lettering. */
  shadow(id: string, dy = 6, blur = 8, color = '#000', opacity = 0.18): string {
    return this.def(
      id,
      el(
        'filter',
        { id, x: '-20%', y: '-20%', width: '140%', height: '150%' },
        el('feDropShadow', {
          dx: 0,
          dy,
          stdDeviation: blur,
          'flood-color': color,
          'flood-opacity': opacity,
        }),
      ),
    );
  }

  /** Gaussian glow, for candle flames, stars and lights. */
  glow(id: string, blur = 6): string {
    return this.def(
      id,
      el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: blur }),
      ),
    );
  }

  /** A <symbol>-like group definition reused with use(). */
  symbol(id: string, markup: string): string {
    this.defs.set(id, el('g', { id }, markup));
    return id;
  }

  has(id: string): boolean {
    return this.defs.has(id);
  }

  render(body: string[]): string {
    const defs = this.defs.size ? el('defs', {}, ...this.defs.values()) : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">${el('title', {}, escapeText(this.title))}${el('desc', {}, escapeText(this.description))}${defs}${body.join('')}</svg>\n`;
  }
}
