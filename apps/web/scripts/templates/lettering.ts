// Headline lettering: lays out text with a bundled face and returns outline path data.
import { type Font, loadFont } from './font-outline.ts';

export interface Face {
  pkg: string;
  weight: number;
  style?: 'normal' | 'italic';
  /** CSS stack used for the small live <text> lines set in the same family. */
  stack: string;
}

const SERIF = "'Playfair Display', Georgia, 'Times New Roman', serif";
const SCRIPT = "'Dancing Script', 'Segoe Script', 'Brush Script MT', cursive";
const SANS = (name: string) => `'${name}', 'Helvetica Neue', Arial, sans-serif`;

export const FACES = {
  script: { pkg: 'dancing-script', weight: 700, stack: SCRIPT },
  scriptMedium: { pkg: 'dancing-script', weight: 500, stack: SCRIPT },
  pacifico: {
    pkg: 'pacifico',
    weight: 400,
    stack: "'Pacifico', 'Segoe Script', 'Brush Script MT', cursive",
  },
  serif: { pkg: 'playfair-display', weight: 700, stack: SERIF },
  serifBlack: { pkg: 'playfair-display', weight: 900, stack: SERIF },
  serifItalic: { pkg: 'playfair-display', weight: 600, style: 'italic', stack: SERIF },
  oswald: {
    pkg: 'oswald',
    weight: 600,
    stack: "'Oswald', 'Arial Narrow', 'Helvetica Neue', sans-serif",
  },
  montserrat: { pkg: 'montserrat', weight: 800, stack: SANS('Montserrat') },
  montserratMedium: { pkg: 'montserrat', weight: 500, stack: SANS('Montserrat') },
  raleway: { pkg: 'raleway', weight: 800, stack: SANS('Raleway') },
  poppins: { pkg: 'poppins', weight: 700, stack: SANS('Poppins') },
  lato: { pkg: 'lato', weight: 900, stack: SANS('Lato') },
  roboto: { pkg: 'roboto', weight: 700, stack: SANS('Roboto') },
  openSans: { pkg: 'open-sans', weight: 800, stack: SANS('Open Sans') },
} satisfies Record<string, Face>;

export type FaceName = keyof typeof FACES;

/** Stacks for live small-print lines; sans faces fall back gracefully on any device. */
export const STACKS = {
  poppins: SANS('Poppins'),
  montserrat: SANS('Montserrat'),
  raleway: SANS('Raleway'),
  lato: SANS('Lato'),
  roboto: SANS('Roboto'),
  openSans: SANS('Open Sans'),
  oswald: FACES.oswald.stack,
  serif: SERIF,
} as const;

function fontOf(face: Face): Font {
  return loadFont(face.pkg, face.weight, face.style ?? 'normal');
}

export interface LineStyle {
  face: FaceName;
  size: number;
  /** Extra space between letters, in em. */
  tracking?: number;
  uppercase?: boolean;
}

function glyphRun(text: string, style: LineStyle) {
  const face = FACES[style.face];
  const font = fontOf(face);
  const scale = style.size / font.unitsPerEm;
  const chars = [...(style.uppercase ? text.toUpperCase() : text)];
  const ids = chars.map((c) => font.glyphId(c));
  const xs: number[] = [];
  let x = 0;
  ids.forEach((g, i) => {
    xs.push(x);
    const next = ids[i + 1];
    x += font.advance(g) * scale;
    if (next !== undefined) {
      x += font.kern(g, next) * scale + (style.tracking ?? 0) * style.size;
    }
  });
  return { font, scale, ids, xs, width: x };
}

export function measure(text: string, style: LineStyle): number {
  return glyphRun(text, style).width;
}

/** Shrinks the size (never grows it) so the text fits maxWidth. */
export function fit(text: string, style: LineStyle, maxWidth: number): LineStyle {
  const w = measure(text, style);
  return w <= maxWidth ? style : { ...style, size: Math.floor((style.size * maxWidth) / w) };
}

export type Anchor = 'start' | 'middle' | 'end';

function leftEdge(width: number, x: number, anchor: Anchor): number {
  return anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
}

/** An axis-aligned rectangle in card units. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The ink box of each glyph of one line, placed exactly as outline() places it. */
export function glyphBoxes(
  text: string,
  style: LineStyle,
  x: number,
  y: number,
  anchor: Anchor = 'middle',
): Box[] {
  const run = glyphRun(text, style);
  const left = leftEdge(run.width, x, anchor);
  const boxes: Box[] = [];
  run.ids.forEach((g, i) => {
    const ox = left + (run.xs[i] ?? 0);
    let box: Box | null = null;
    for (const contour of run.font.contours(g)) {
      for (const [px, py] of contourSamples(contour)) {
        const bx = ox + px * run.scale;
        const by = y - py * run.scale;
        box = box
          ? {
              x0: Math.min(box.x0, bx),
              y0: Math.min(box.y0, by),
              x1: Math.max(box.x1, bx),
              y1: Math.max(box.y1, by),
            }
          : { x0: bx, y0: by, x1: bx, y1: by };
      }
    }
    if (box) boxes.push(box);
  });
  return boxes;
}

/** Points along a TrueType contour: on-curve points, and each quadratic sampled in quarters. */
function contourSamples(points: P[]): [number, number][] {
  const n = points.length;
  const pt = (i: number) => points[((i % n) + n) % n] as P;
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const p = pt(i);
    if (p.on) {
      out.push([p.x, p.y]);
      continue;
    }
    // An off-curve point controls the curve between its neighbours (or their midpoints).
    const prev = pt(i - 1);
    const next = pt(i + 1);
    const a = prev.on ? prev : { x: (prev.x + p.x) / 2, y: (prev.y + p.y) / 2 };
    const b = next.on ? next : { x: (next.x + p.x) / 2, y: (next.y + p.y) / 2 };
    for (const t of [0, 0.25, 0.5, 0.75, 1]) {
      const u = 1 - t;
      out.push([
        u * u * a.x + 2 * u * t * p.x + t * t * b.x,
        u * u * a.y + 2 * u * t * p.y + t * t * b.y,
      ]);
    }
  }
  return out;
}

/** Outline path data for one line; (x, y) is the baseline point at the given anchor. */
export function outline(
  text: string,
  style: LineStyle,
  x: number,
  y: number,
  anchor: Anchor = 'middle',
): string {
  const run = glyphRun(text, style);
  const left = leftEdge(run.width, x, anchor);
  const pen: Pen = { x: 0, y: 0, started: false };
  let d = '';
  run.ids.forEach((g, i) => {
    const ox = left + (run.xs[i] ?? 0);
    for (const contour of run.font.contours(g)) {
      d += contourPath(contour, pen, (px, py) => [ox + px * run.scale, y - py * run.scale]);
    }
  });
  return d;
}

type Project = (x: number, y: number) => [number, number];
/** Current point in tenths of a pixel, so relative commands never accumulate rounding drift. */
interface Pen {
  x: number;
  y: number;
  started: boolean;
}
type P = { x: number; y: number; on?: boolean };

/** Relative path commands, with separators only where a minus sign doesn't already split. */
function contourPath(points: P[], pen: Pen, project: Project): string {
  const n = points.length;
  if (n === 0) return '';
  const pt = (i: number) => points[((i % n) + n) % n] as P;
  const mid = (a: P, b: P): P => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const toTenths = (p: P): [number, number] => {
    const [px, py] = project(p.x, p.y);
    return [Math.round(px * 10), Math.round(py * 10)];
  };
  const join = (vals: number[]) =>
    vals
      .map((v, i) => {
        const s = String(v / 10).replace(/^(-?)0\./, '$1.');
        return i > 0 && !s.startsWith('-') ? ` ${s}` : s;
      })
      .join('');
  const moveTo = (p: P) => {
    const [x, y] = toTenths(p);
    const cmd = pen.started ? `m${join([x - pen.x, y - pen.y])}` : `M${join([x, y])}`;
    pen.x = x;
    pen.y = y;
    pen.started = true;
    return cmd;
  };
  const rel = (...ps: P[]) => {
    const vals: number[] = [];
    let last: [number, number] = [pen.x, pen.y];
    for (const p of ps) {
      last = toTenths(p);
      vals.push(last[0] - pen.x, last[1] - pen.y);
    }
    pen.x = last[0];
    pen.y = last[1];
    return join(vals);
  };
  const startIdx = points.findIndex((p) => p.on);
  if (startIdx === -1) {
    // Contour made only of off-curve points: every midpoint is an implied on-curve point.
    let out = moveTo(mid(pt(0), pt(1)));
    for (let i = 1; i <= n; i++) out += `q${rel(pt(i), mid(pt(i), pt(i + 1)))}`;
    return `${out}z`;
  }
  const start = pt(startIdx);
  const [sx, sy] = toTenths(start);
  let out = moveTo(start);
  let control: P | null = null;
  for (let k = 1; k <= n; k++) {
    const p = pt(startIdx + k);
    if (p.on) {
      if (control) out += `q${rel(control, p)}`;
      else if (k < n) out += `l${rel(p)}`;
      control = null;
    } else if (control) {
      out += `q${rel(control, mid(control, p))}`;
      control = p;
    } else control = p;
  }
  // z returns the pen to the contour's start.
  pen.x = sx;
  pen.y = sy;
  return `${out}z`;
}
