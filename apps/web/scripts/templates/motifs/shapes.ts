// Geometric building blocks returned as path data.
import { num } from '../svg.ts';

export type XY = [number, number];

const f = num;

/** Full circle as path data, so many dots can share one <path>. */
export function dot(x: number, y: number, r: number): string {
  return `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
}

export function star(cx: number, cy: number, outer: number, inner: number, points = 5, rot = -90) {
  let out = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    out += `${i === 0 ? 'M' : 'L'}${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`;
  }
  return `${out}Z`;
}

/** Four-point twinkle with concave sides. */
export function sparkle(cx: number, cy: number, r: number, squeeze = 0.18) {
  const k = r * squeeze;
  return `M${f(cx)} ${f(cy - r)}Q${f(cx + k)} ${f(cy - k)} ${f(cx + r)} ${f(cy)}Q${f(cx + k)} ${f(cy + k)} ${f(cx)} ${f(cy + r)}Q${f(cx - k)} ${f(cy + k)} ${f(cx - r)} ${f(cy)}Q${f(cx - k)} ${f(cy - k)} ${f(cx)} ${f(cy - r)}Z`;
}

/** Heart centred on (cx, cy), `size` wide. */
export function heart(cx: number, cy: number, size: number) {
  const s = size / 2;
  const p = (x: number, y: number) => `${f(cx + x * s)} ${f(cy + y * s)}`;
  return `M${p(0, 0.92)}C${p(-0.25, 0.72)} ${p(-1, 0.25)} ${p(-1, -0.3)}C${p(-1, -0.72)} ${p(-0.68, -0.95)} ${p(-0.4, -0.95)}C${p(-0.18, -0.95)} ${p(-0.05, -0.83)} ${p(0, -0.68)}C${p(0.05, -0.83)} ${p(0.18, -0.95)} ${p(0.4, -0.95)}C${p(0.68, -0.95)} ${p(1, -0.72)} ${p(1, -0.3)}C${p(1, 0.25)} ${p(0.25, 0.72)} ${p(0, 0.92)}Z`;
}

/** Smooth closed or open curve through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: XY[], closed = false, tension = 1): string {
  const n = points.length;
  const at = (i: number): XY => {
    if (closed) return points[((i % n) + n) % n] as XY;
    return points[Math.max(0, Math.min(n - 1, i))] as XY;
  };
  const first = at(0);
  let out = `M${f(first[0])} ${f(first[1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const t = tension / 6;
    const c1: XY = [p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t];
    const c2: XY = [p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t];
    out += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${out}Z` : out;
}

/** Organic rounded blob around a centre; `wobble` is 0..1 of radius. */
export function blob(
  cx: number,
  cy: number,
  r: number,
  next: () => number,
  wobble = 0.15,
  count = 8,
): string {
  const pts: XY[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const rr = r * (1 - wobble + next() * wobble * 2);
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return smooth(pts, true);
}

/** Leaf (pointed ellipse) from a base point, pointing at `angle` degrees (0 = right). */
export function leaf(x: number, y: number, length: number, width: number, angle: number) {
  const a = (angle * Math.PI) / 180;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const tip: XY = [x + ux * length, y + uy * length];
  const w = width / 2;
  const c1: XY = [x + ux * length * 0.35 - uy * w * 1.3, y + uy * length * 0.35 + ux * w * 1.3];
  const c2: XY = [x + ux * length * 0.75 - uy * w, y + uy * length * 0.75 + ux * w];
  const c3: XY = [x + ux * length * 0.75 + uy * w, y + uy * length * 0.75 - ux * w];
  const c4: XY = [x + ux * length * 0.35 + uy * w * 1.3, y + uy * length * 0.35 - ux * w * 1.3];
  return `M${f(x)} ${f(y)}C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(tip[0])} ${f(tip[1])}C${f(c3[0])} ${f(c3[1])} ${f(c4[0])} ${f(c4[1])} ${f(x)} ${f(y)}Z`;
}

/** Regular polygon / circle-ish ring of points. */
export function ring(cx: number, cy: number, r: number, count: number, start = -90): XY[] {
  return Array.from({ length: count }, (_, i) => {
    const a = ((start + (i * 360) / count) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as XY;
  });
}

/** Filled band whose top edge is a gentle wave, running to the bottom of the card. */
export function waveBand(
  top: number,
  amp: number,
  waves: number,
  phase = 0,
  width = 600,
  bottom = 800,
): string {
  const pts: XY[] = [];
  const steps = waves * 4;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    pts.push([x, top + amp * Math.sin((i / steps) * waves * Math.PI * 2 + phase)]);
  }
  return `${smooth(pts)}L${width} ${bottom}L0 ${bottom}Z`;
}

/** Rounded rectangle path (for shapes that need to be path data, e.g. clip paths). */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${f(x + r)} ${f(y)}H${f(x + w - r)}Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + r)}V${f(y + h - r)}Q${f(x + w)} ${f(y + h)} ${f(x + w - r)} ${f(y + h)}H${f(x + r)}Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - r)}V${f(y + r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Z`;
}
