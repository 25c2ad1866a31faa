// Font table readers shared by the outliner: a big-endian cursor, plus pair-kerning lookups
// from GPOS (including extension lookups) or a legacy `kern` table.

/** Big-endian cursor over a table, relative to `base`. */
export class Reader {
  constructor(
    readonly buf: Buffer,
    readonly base = 0,
  ) {}
  u8(o: number) {
    return this.buf.readUInt8(this.base + o);
  }
  u16(o: number) {
    return this.buf.readUInt16BE(this.base + o);
  }
  i16(o: number) {
    return this.buf.readInt16BE(this.base + o);
  }
  u32(o: number) {
    return this.buf.readUInt32BE(this.base + o);
  }
  at(o: number) {
    return new Reader(this.buf, this.base + o);
  }
}

/** Kerning for a glyph pair in font units, or undefined when the lookup has no entry. */
export type Kerning = (a: number, b: number) => number | undefined;

function coverage(r: Reader): Map<number, number> {
  const out = new Map<number, number>();
  if (r.u16(0) === 1) {
    for (let i = 0; i < r.u16(2); i++) out.set(r.u16(4 + i * 2), i);
  } else {
    for (let i = 0; i < r.u16(2); i++) {
      const start = r.u16(4 + i * 6);
      const end = r.u16(6 + i * 6);
      const idx = r.u16(8 + i * 6);
      for (let g = start; g <= end; g++) out.set(g, idx + g - start);
    }
  }
  return out;
}

function classDef(r: Reader): (g: number) => number {
  const map = new Map<number, number>();
  if (r.u16(0) === 1) {
    const start = r.u16(2);
    for (let i = 0; i < r.u16(4); i++) map.set(start + i, r.u16(6 + i * 2));
  } else {
    for (let i = 0; i < r.u16(2); i++) {
      const cls = r.u16(8 + i * 6);
      for (let g = r.u16(4 + i * 6); g <= r.u16(6 + i * 6); g++) map.set(g, cls);
    }
  }
  return (g) => map.get(g) ?? 0;
}

/** Pair-adjustment lookups of the GPOS `kern` feature, in lookup order. */
export function gposKerning(gpos: Reader): Kerning[] {
  const out: Kerning[] = [];
  const features = gpos.at(gpos.u16(6));
  const lookups = gpos.at(gpos.u16(8));
  const wanted = new Set<number>();
  for (let i = 0; i < features.u16(0); i++) {
    if (
      features.buf.toString('latin1', features.base + 2 + i * 6, features.base + 6 + i * 6) !==
      'kern'
    )
      continue;
    const f = features.at(features.u16(6 + i * 6));
    for (let j = 0; j < f.u16(2); j++) wanted.add(f.u16(4 + j * 2));
  }
  for (const li of [...wanted].sort((a, b) => a - b)) {
    const lookup = lookups.at(lookups.u16(2 + li * 2));
    for (let s = 0; s < lookup.u16(4); s++) {
      let sub = lookup.at(lookup.u16(6 + s * 2));
      let type = lookup.u16(0);
      if (type === 9) {
        type = sub.u16(2);
        sub = sub.at(sub.u32(4));
      }
      if (type === 2) out.push(pairPos(sub));
    }
  }
  return out;
}

function pairPos(sub: Reader): Kerning {
  const cov = coverage(sub.at(sub.u16(2)));
  const vf1 = sub.u16(4);
  const vf2 = sub.u16(6);
  const size = (vf: number) => {
    let n = 0;
    for (let b = vf; b; b >>= 1) n += b & 1;
    return n * 2;
  };
  // Only the first record's XAdvance matters for horizontal kerning.
  const xAdvanceAt = vf1 & 4 ? size(vf1 & 3) : -1;
  const recordSize = size(vf1) + size(vf2);
  if (sub.u16(0) === 1) {
    return (a, b) => {
      const idx = cov.get(a);
      if (idx === undefined || xAdvanceAt < 0) return undefined;
      const set = sub.at(sub.u16(10 + idx * 2));
      for (let i = 0; i < set.u16(0); i++) {
        const rec = 2 + i * (2 + recordSize);
        if (set.u16(rec) === b) return set.i16(rec + 2 + xAdvanceAt);
      }
      return undefined;
    };
  }
  const class1 = classDef(sub.at(sub.u16(8)));
  const class2 = classDef(sub.at(sub.u16(10)));
  const class2Count = sub.u16(14);
  return (a, b) => {
    if (!cov.has(a) || xAdvanceAt < 0) return undefined;
    const rec = 16 + (class1(a) * class2Count + class2(b)) * recordSize;
    return sub.i16(rec + xAdvanceAt);
  };
}

/** Format-0 pairs from a legacy `kern` table. */
export function kernTable(kern: Reader): Kerning[] {
  if (kern.u16(0) !== 0) return [];
  const pairs = new Map<number, number>();
  const sub = kern.at(4);
  for (let i = 0; i < sub.u16(6); i++) {
    pairs.set(sub.u16(14 + i * 6) * 65536 + sub.u16(16 + i * 6), sub.i16(18 + i * 6));
  }
  return [(a, b) => pairs.get(a * 65536 + b)];
}
