// Typography helpers: outlined headlines and small live-text lines.
import {
  type Anchor,
  FACES,
  type FaceName,
  fit,
  type LineStyle,
  measure,
  outline,
} from './lettering.ts';
import { type Attrs, el, escapeText, path } from './svg.ts';

export interface HeadlineOptions {
  face: FaceName;
  size: number;
  /** Baseline of the first line. */
  y: number;
  x?: number;
  anchor?: Anchor;
  /** Baseline distance between lines, as a multiple of size. */
  leading?: number;
  tracking?: number;
  uppercase?: boolean;
  maxWidth?: number;
  /** Attributes for the path: fill, stroke, filter, transform... */
  attrs: Attrs;
}

/**
 * Outlined headline. Several lines share one size (the largest that fits every line) so a
 * stacked title reads as one lettering piece.
 */
export function headline(lines: string | string[], o: HeadlineOptions): string {
  const list = Array.isArray(lines) ? lines : [lines];
  let style: LineStyle = {
    face: o.face,
    size: o.size,
    tracking: o.tracking,
    uppercase: o.uppercase,
  };
  const maxWidth = o.maxWidth ?? 500;
  for (const line of list) style = fit(line, style, maxWidth);
  const leading = (o.leading ?? 1.1) * style.size;
  const dPath = list
    .map((line, i) => outline(line, style, o.x ?? 300, o.y + i * leading, o.anchor ?? 'middle'))
    .join('');
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
