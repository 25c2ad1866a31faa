// Typography helpers: outlined headlines and small live-text lines.
import { clearance, type Ink, recordInk, transformed, union } from './ink.ts';
import {
  type Anchor,
  type Box,
  FACES,
  type FaceName,
  fit,
  glyphBoxes,
  type LineStyle,
  measure,
  outline,
} from './lettering.ts';
import { type Attrs, el, escapeText, path } from './svg.ts';

export type { Ink };

export interface HeadlineOptions {
  face: FaceName;
  size: number;
  /** Baseline of the first line. */
  y: number;
  x?: number;
  anchor?: Anchor;
  /**
   * Baseline distance between lines, as a multiple of size. It is a minimum: a line moves down
   * until its ascenders clear the descenders above by LINE_GAP.
   */
  leading?: number;
  tracking?: number;
  uppercase?: boolean;
  /** The widest the ink of any line may be (default 480, leaving 60 either side). */
  maxWidth?: number;
  /** Type used as ornament (a repeat, scattered marks): it may bleed off and sit near words. */
  pattern?: boolean;
  /** Attributes for the path: fill, stroke, filter, transform... */
  attrs: Attrs;
}

/**
 * Outlined headline. Several lines share one size (the largest at which every line's ink fits
 * maxWidth) so a stacked title reads as one lettering piece. Centred lines are centred on their
 * ink, not their advance widths, so a script's swashes and an italic's lean stay inside.
 */
export function headline(lines: string | string[], o: HeadlineOptions): string {
  const list = Array.isArray(lines) ? lines : [lines];
  let style: LineStyle = {
    face: o.face,
    size: o.size,
    tracking: o.tracking,
    uppercase: o.uppercase,
  };
  const maxWidth = o.maxWidth ?? 480;
  const x = o.x ?? 300;
  const anchor = o.anchor ?? 'middle';
  for (const line of list) style = fit(line, style, maxWidth);
  for (const line of list) {
    const ink = union(glyphBoxes(line, style, x, 0, anchor));
    const width = ink.x1 - ink.x0;
    if (width > maxWidth) style = { ...style, size: Math.floor((style.size * maxWidth) / width) };
  }
  const leading = (o.leading ?? 1.1) * style.size;
  // A stroke (a halo painted under the fill) widens every glyph by half its width.
  const stroke =
    o.attrs.stroke && o.attrs.stroke !== 'none' ? Number(o.attrs['stroke-width'] ?? 1) : 0;
  const placed: { line: string; x: number; y: number; boxes: Box[] }[] = [];
  for (const line of list) {
    const above = placed.at(-1);
    let y = above ? above.y + leading : o.y;
    let lineX = x;
    let boxes = glyphBoxes(line, style, lineX, y, anchor);
    if (anchor === 'middle') {
      const ink = union(boxes);
      lineX += x - (ink.x0 + ink.x1) / 2;
      boxes = glyphBoxes(line, style, lineX, y, anchor);
    }
    if (above && !o.pattern) {
      const drop = clearance(above.boxes, boxes, stroke);
      if (drop > 0) {
        y += drop;
        boxes = boxes.map((b) => ({ ...b, y0: b.y0 + drop, y1: b.y1 + drop }));
      }
    }
    placed.push({ line, x: lineX, y, boxes });
  }
  if (!o.pattern) {
    for (const p of placed) recordInk(p.line, transformed(p.boxes, o.attrs.transform, stroke / 2));
  }
  const dPath = placed.map((p) => outline(p.line, style, p.x, p.y, anchor)).join('');
  return path(dPath, o.attrs);
}

export interface CaptionOptions {
  face?: FaceName;
  size: number;
  fill: string;
  anchor?: Anchor;
  /** Letter spacing in em. */
  tracking?: number;
  uppercase?: boolean;
  maxWidth?: number;
  opacity?: number;
}

/**
 * A short live-text line (kept as <text> so it stays selectable and small). It is measured with
 * the real face and must leave 15% slack, so a wider fallback font still fits.
 */
export function caption(text: string, x: number, y: number, o: CaptionOptions): string {
  const faceName = o.face ?? 'montserratMedium';
  const face = FACES[faceName];
  const shown = o.uppercase ? text.toUpperCase() : text;
  const width = measure(shown, { face: faceName, size: o.size, tracking: o.tracking });
  const maxWidth = o.maxWidth ?? 520;
  if (width > maxWidth * 0.85) {
    throw new Error(`Caption "${text}" is ${Math.round(width)}px wide; limit ${maxWidth * 0.85}`);
  }
  recordInk(text, [
    union(
      glyphBoxes(
        shown,
        { face: faceName, size: o.size, tracking: o.tracking },
        x,
        y,
        o.anchor ?? 'middle',
      ),
    ),
  ]);
  // Browsers add letter-spacing after the last glyph too; shift so the ink stays centred.
  const nudge = o.tracking && (o.anchor ?? 'middle') === 'middle' ? (o.tracking * o.size) / 2 : 0;
  return el(
    'text',
    {
      x: x + nudge,
      y,
      'font-family': face.stack,
      'font-size': o.size,
      'font-weight': face.weight,
      'font-style': 'style' in face ? face.style : undefined,
      'letter-spacing': o.tracking ? `${o.tracking}em` : undefined,
      'text-anchor': o.anchor ?? 'middle',
      fill: o.fill,
      opacity: o.opacity,
    },
    escapeText(shown),
  );
}
