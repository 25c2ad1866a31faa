// Turns headline text into SVG outlines using the app's bundled @fontsource WOFF files.
// Why outlines: a template is shown through <img>, and an SVG image cannot use the page's web
// fonts, so live <text> in a script face would fall back to whatever the device has (often Comic
// Sans for `cursive`). Outlining the headline keeps the lettering identical everywhere.
// Supports what these fonts need: WOFF 1 (zlib tables), TrueType glyf outlines (simple and
// composite), cmap formats 4/12, and pair kerning from GPOS (incl. extension lookups) or `kern`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { gposKerning, type Kerning, kernTable, Reader } from './font-kerning.ts';

type Matrix = [number, number, number, number, number, number];
interface Pt {
  x: number;
  y: number;
  on: boolean;
}

export class Font {
  readonly unitsPerEm: number;
  readonly ascender: number;
  readonly descender: number;
  private readonly tables = new Map<string, Buffer>();
  private readonly cmap = new Map<number, number>();
  private readonly advances: number[] = [];
  private readonly loca: number[] = [];
  private readonly kerning: Kerning[] = [];
  private readonly contourCache = new Map<number, Pt[][]>();

  constructor(woff: Buffer) {
    if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
    const numTables = woff.readUInt16BE(12);
    for (let i = 0; i < numTables; i++) {
      const e = 44 + i * 20;
      const tag = woff.toString('latin1', e, e + 4);
      const offset = woff.readUInt32BE(e + 4);
      const compLength = woff.readUInt32BE(e + 8);
      const origLength = woff.readUInt32BE(e + 12);
      const raw = woff.subarray(offset, offset + compLength);
      this.tables.set(tag, compLength < origLength ? inflateSync(raw) : raw);
    }
    const head = this.table('head');
    this.unitsPerEm = head.u16(18);
    const longLoca = head.i16(50) === 1;
    const hhea = this.table('hhea');
    this.ascender = hhea.i16(4);
    this.descender = hhea.i16(6);
    const numGlyphs = this.table('maxp').u16(4);
    const numMetrics = hhea.u16(34);
    const hmtx = this.table('hmtx');
    for (let g = 0; g < numGlyphs; g++) {
      this.advances.push(hmtx.u16(Math.min(g, numMetrics - 1) * 4));
    }
    const loca = this.table('loca');
    for (let g = 0; g <= numGlyphs; g++) {
      this.loca.push(longLoca ? loca.u32(g * 4) : loca.u16(g * 2) * 2);
    }
    this.readCmap();
    if (this.tables.has('GPOS')) this.kerning.push(...gposKerning(this.table('GPOS')));
    if (this.tables.has('kern')) this.kerning.push(...kernTable(this.table('kern')));
  }

  private table(tag: string): Reader {
    const t = this.tables.get(tag);
    if (!t) throw new Error(`Font lacks table ${tag}`);
    return new Reader(t);
  }

  private readCmap() {
    const cmap = this.table('cmap');
    const n = cmap.u16(2);
    let best: Reader | undefined;
    let bestRank = -1;
    for (let i = 0; i < n; i++) {
      const platform = cmap.u16(4 + i * 8);
      const encoding = cmap.u16(6 + i * 8);
      const sub = cmap.at(cmap.u32(8 + i * 8));
      const format = sub.u16(0);
      const rank = format === 12 ? 2 : format === 4 && (platform === 3 || platform === 0) ? 1 : -1;
      if (rank > bestRank && (platform === 0 || encoding === 1 || encoding === 10)) {
        best = sub;
        bestRank = rank;
      }
    }
    if (!best) throw new Error('No usable cmap');
    if (best.u16(0) === 12) {
      const groups = best.u32(12);
      for (let i = 0; i < groups; i++) {
        const start = best.u32(16 + i * 12);
        const end = best.u32(20 + i * 12);
        const glyph = best.u32(24 + i * 12);
        for (let c = start; c <= end; c++) this.cmap.set(c, glyph + c - start);
      }
      return;
    }
    const segs = best.u16(6) / 2;
    const ends = 14;
    const starts = ends + segs * 2 + 2;
    const deltas = starts + segs * 2;
    const rangeOffsets = deltas + segs * 2;
    for (let s = 0; s < segs; s++) {
      const end = best.u16(ends + s * 2);
      const start = best.u16(starts + s * 2);
      const delta = best.i16(deltas + s * 2);
      const ro = best.u16(rangeOffsets + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let g: number;
        if (ro === 0) g = (c + delta) & 0xffff;
        else {
          g = best.u16(rangeOffsets + s * 2 + ro + (c - start) * 2);
          if (g !== 0) g = (g + delta) & 0xffff;
        }
        if (g !== 0) this.cmap.set(c, g);
      }
    }
  }

  glyphId(char: string): number {
    return this.cmap.get(char.codePointAt(0) ?? 0) ?? 0;
  }

  advance(g: number): number {
    return this.advances[g] ?? 0;
  }

  kern(a: number, b: number): number {
    for (const k of this.kerning) {
      const v = k(a, b);
      if (v !== undefined && v !== 0) return v;
    }
    return 0;
  }

  contours(g: number): Pt[][] {
    const cached = this.contourCache.get(g);
    if (cached) return cached;
    const result = this.readGlyph(g);
    this.contourCache.set(g, result);
    return result;
  }

  private readGlyph(g: number): Pt[][] {
    const start = this.loca[g] ?? 0;
    const end = this.loca[g + 1] ?? 0;
    if (end <= start) return [];
    const r = this.table('glyf').at(start);
    const n = r.i16(0);
    if (n >= 0) return this.simpleGlyph(r, n);
    const out: Pt[][] = [];
    let o = 10;
    for (;;) {
      const flags = r.u16(o);
      const glyph = r.u16(o + 2);
      o += 4;
      const dx = flags & 1 ? r.i16(o) : (r.u8(o) << 24) >> 24;
      const dy = flags & 1 ? r.i16(o + 2) : (r.u8(o + 1) << 24) >> 24;
      o += flags & 1 ? 4 : 2;
      let m: Matrix = [1, 0, 0, 1, dx, dy];
      const f2 = (off: number) => r.i16(off) / 16384;
      if (flags & 8) {
        m = [f2(o), 0, 0, f2(o), dx, dy];
        o += 2;
      } else if (flags & 0x40) {
        m = [f2(o), 0, 0, f2(o + 2), dx, dy];
        o += 4;
      } else if (flags & 0x80) {
        m = [f2(o), f2(o + 2), f2(o + 4), f2(o + 6), dx, dy];
        o += 8;
      }
      for (const c of this.contours(glyph)) {
        out.push(
          c.map((p) => ({
            x: m[0] * p.x + m[2] * p.y + m[4],
            y: m[1] * p.x + m[3] * p.y + m[5],
            on: p.on,
          })),
        );
      }
      if (!(flags & 0x20)) break;
    }
    return out;
  }

  private simpleGlyph(r: Reader, n: number): Pt[][] {
    const ends: number[] = [];
    for (let i = 0; i < n; i++) ends.push(r.u16(10 + i * 2));
    const count = (ends[n - 1] ?? -1) + 1;
    return this.decodePoints(r, ends, count, 10 + n * 2);
  }

  private decodePoints(r: Reader, ends: number[], count: number, instrLenAt: number): Pt[][] {
    let o = instrLenAt + 2 + r.u16(instrLenAt);
    const flags: number[] = [];
    while (flags.length < count) {
      const f = r.u8(o++);
      flags.push(f);
      if (f & 8) {
        const rep = r.u8(o++);
        for (let i = 0; i < rep; i++) flags.push(f);
      }
    }
    const xs: number[] = [];
    const ys: number[] = [];
    for (const [coords, short, same] of [
      [xs, 2, 16],
      [ys, 4, 32],
    ] as const) {
      let v = 0;
      for (const f of flags) {
        if (f & short) {
          const d = r.u8(o++);
          v += f & same ? d : -d;
        } else if (!(f & same)) {
          v += r.i16(o);
          o += 2;
        }
        coords.push(v);
      }
    }
    const out: Pt[][] = [];
    let first = 0;
    for (const last of ends) {
      const c: Pt[] = [];
      for (let i = first; i <= last; i++) {
        c.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, on: ((flags[i] ?? 0) & 1) === 1 });
      }
      out.push(c);
      first = last + 1;
    }
    return out;
  }
}

const require = createRequire(import.meta.url);
const fontCache = new Map<string, Font>();

/** Loads e.g. ('dancing-script', 700) or ('playfair-display', 400, 'italic'). */
export function loadFont(pkg: string, weight: number, style: 'normal' | 'italic' = 'normal'): Font {
  const key = `${pkg}-${weight}-${style}`;
  const cached = fontCache.get(key);
  if (cached) return cached;
  const dir = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  const font = new Font(readFileSync(join(dir, 'files', `${pkg}-latin-${weight}-${style}.woff`)));
  fontCache.set(key, font);
  return font;
}
