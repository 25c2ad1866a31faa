// Where each card's words are inked, so a layout check can keep them apart and off the edges.
import type { Box } from './lettering.ts';
import { H, W } from './svg.ts';

/**
 * One headline line or caption (words), or a decoration that must not cross words (ornament):
 * the label names it, the boxes cover its ink.
 */
export interface Ink {
  label: string;
  kind: 'words' | 'ornament';
  boxes: Box[];
}

let recording: Ink[] | null = null;

/** Runs draw() and returns what it drew along with every line of words it inked. */
export function withInk<T>(draw: () => T): { result: T; ink: Ink[] } {
  const previous = recording;
  const ink: Ink[] = [];
  recording = ink;
  try {
    return { result: draw(), ink };
  } finally {
    recording = previous;
  }
}

export function recordInk(label: string, boxes: Box[], kind: Ink['kind'] = 'words'): void {
  recording?.push({ label, kind, boxes });
}

/** Boxes along a polyline, one per segment, grown by `pad` (half its stroke and some air). */
export function polylineBoxes(points: [number, number][], pad: number): Box[] {
  return points.slice(1).map(([x, y], i) => {
    const [px, py] = points[i] as [number, number];
    return {
      x0: Math.min(x, px) - pad,
      y0: Math.min(y, py) - pad,
      x1: Math.max(x, px) + pad,
      y1: Math.max(y, py) + pad,
    };
  });
}

export function union(boxes: Box[]): Box {
  return boxes.reduce((a, b) => ({
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  }));
}

type Point = [number, number];
type Step = (p: Point) => Point;

/** The SVG transform list's translate, scale and rotate, applied to a point (last one first). */
function transformOf(list: string): Step {
  const steps: Step[] = [];
  for (const [, op, args = ''] of list.matchAll(/(translate|scale|rotate)\(([^)]*)\)/g)) {
    const [a = 0, b, c] = args
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (op === 'translate') steps.push(([x, y]) => [x + a, y + (b ?? 0)]);
    else if (op === 'scale') steps.push(([x, y]) => [x * a, y * (b ?? a)]);
    else {
      const r = (a * Math.PI) / 180;
      const [cx, cy] = [b ?? 0, c ?? 0];
      steps.push(([x, y]) => [
        cx + (x - cx) * Math.cos(r) - (y - cy) * Math.sin(r),
        cy + (x - cx) * Math.sin(r) + (y - cy) * Math.cos(r),
      ]);
    }
  }
  return (p) => steps.reduceRight((q, step) => step(q), p);
}

/** Boxes after an element's transform attribute, grown by `pad` (half a stroke) on every side. */
export function transformed(boxes: Box[], transform: unknown, pad: number): Box[] {
  const step = typeof transform === 'string' ? transformOf(transform) : (p: Point) => p;
  return boxes.map((b) => {
    const corners = (
      [
        [b.x0, b.y0],
        [b.x1, b.y0],
        [b.x0, b.y1],
        [b.x1, b.y1],
      ] as Point[]
    ).map(step);
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    return {
      x0: Math.min(...xs) - pad,
      y0: Math.min(...ys) - pad,
      x1: Math.max(...xs) + pad,
      y1: Math.max(...ys) + pad,
    };
  });
}

/**
 * How close words may come to the card's sides (8% of its width) and to its top and bottom, and
 * how close one line of words may come to another.
 */
export const SIDE_MARGIN = 48;
export const END_MARGIN = 28;
export const LINE_GAP = 4;

/**
 * How far `below` must move down so none of its glyphs come within LINE_GAP (plus `extra`, for
 * strokes) of `above`'s.
 */
export function clearance(above: Box[], below: Box[], extra = 0): number {
  const gap = LINE_GAP + extra;
  let drop = 0;
  for (const a of above) {
    for (const b of below) {
      if (a.x1 + gap <= b.x0 || b.x1 + gap <= a.x0) continue;
      drop = Math.max(drop, a.y1 + gap - b.y0);
    }
  }
  return drop;
}

const apart = (a: Box, b: Box, gap: number) =>
  a.x1 + gap <= b.x0 || b.x1 + gap <= a.x0 || a.y1 + gap <= b.y0 || b.y1 + gap <= a.y0;

/** Every way a card's words collide or crowd the edge, as sentences; empty when the layout is clean. */
export function layoutProblems(ink: Ink[]): string[] {
  const problems: string[] = [];
  for (const line of ink) {
    if (line.kind === 'ornament') continue;
    const b = union(line.boxes);
    const side = Math.min(b.x0, W - b.x1);
    const end = Math.min(b.y0, H - b.y1);
    if (side < SIDE_MARGIN) {
      problems.push(`"${line.label}" comes within ${Math.round(side)} of the side`);
    }
    if (end < END_MARGIN) {
      problems.push(`"${line.label}" comes within ${Math.round(end)} of the top or bottom`);
    }
  }
  ink.forEach((a, i) => {
    for (const b of ink.slice(i + 1)) {
      if (a.kind === 'ornament' && b.kind === 'ornament') continue;
      const touching = a.boxes.some((p) => b.boxes.some((q) => !apart(p, q, LINE_GAP)));
      if (touching) problems.push(`"${a.label}" touches "${b.label}"`);
    }
  });
  return problems;
}
