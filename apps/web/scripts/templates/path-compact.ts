// Rewrites path data with relative commands, one decimal and minimal separators.
// Most motifs are easier to write with absolute coordinates; this keeps the files small anyway.

const ARITY: Record<string, number> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};
const TOKEN = /([MLHVCSQTAZmlhvcsqtaz])|(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/g;

const tenths = (v: number) => Math.round(v * 10);

function fmt(t: number): string {
  return String(t / 10).replace(/^(-?)0\./, '$1.');
}

export function compactPath(input: string): string {
  const tokens = [...input.matchAll(TOKEN)].map((m) => m[0]);
  let out = '';
  let lastCmd = '';
  let lastNum = '';
  // Current point and subpath start, in rounded tenths.
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let i = 0;
  let cmd = '';
  const emit = (c: string, values: string[]) => {
    if (c !== lastCmd || c === 'm') {
      out += c;
      lastNum = '';
    }
    for (const v of values) {
      const needsGap =
        lastNum !== '' && !v.startsWith('-') && !(v.startsWith('.') && lastNum.includes('.'));
      out += needsGap ? ` ${v}` : v;
      lastNum = v;
    }
    lastCmd = c;
  };
  while (i < tokens.length) {
    const tok = tokens[i] as string;
    if (/[a-zA-Z]/.test(tok)) {
      cmd = tok;
      i++;
      if (cmd === 'z' || cmd === 'Z') {
        out += 'z';
        lastCmd = 'z';
        lastNum = '';
        cx = sx;
        cy = sy;
        continue;
      }
    } else if (cmd === 'M') cmd = 'L';
    else if (cmd === 'm') cmd = 'l';
    const lower = cmd.toLowerCase();
    const rel = cmd === lower;
    const n = ARITY[lower] ?? 0;
    const args = tokens.slice(i, i + n).map(Number);
    i += n;
    if (args.length < n || args.some(Number.isNaN))
      throw new Error(`Bad path data: ${input.slice(0, 60)}`);
    // Absolute position (rounded tenths) of a coordinate pair argument.
    const ax = (v: number) => (rel ? cx + tenths(v) : tenths(v));
    const ay = (v: number) => (rel ? cy + tenths(v) : tenths(v));
    const a = (k: number) => args[k] as number;
    if (lower === 'h') {
      const x = ax(a(0));
      emit('h', [fmt(x - cx)]);
      cx = x;
    } else if (lower === 'v') {
      const y = ay(a(0));
      emit('v', [fmt(y - cy)]);
      cy = y;
    } else if (lower === 'a') {
      const x = ax(a(5));
      const y = ay(a(6));
      emit('a', [
        fmt(tenths(a(0))),
        fmt(tenths(a(1))),
        String(a(2)),
        String(a(3)),
        String(a(4)),
        fmt(x - cx),
        fmt(y - cy),
      ]);
      cx = x;
      cy = y;
    } else {
      const values: string[] = [];
      let ex = cx;
      let ey = cy;
      for (let k = 0; k < n; k += 2) {
        const x = ax(a(k));
        const y = ay(a(k + 1));
        values.push(fmt(x - cx), fmt(y - cy));
        ex = x;
        ey = y;
      }
      if (lower === 'm' && out === '') {
        emit('M', [fmt(ex), fmt(ey)]);
      } else emit(lower, values);
      cx = ex;
      cy = ey;
      if (lower === 'm') {
        sx = cx;
        sy = cy;
      }
    }
  }
  return out;
}
