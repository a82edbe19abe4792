// Shared vector shapes for the brand SVGs and the intro video: the cloud mark and the
// hand-drawn "Cloud Portal" wordmark. Everything is plain geometry (no font is used), so
// the output is identical on every machine.

/** Rounds to 2 decimals and drops trailing zeros, to keep the SVG small. */
export const n = (v) => String(Math.round(v * 100) / 100);

/** The upper intersection point (smaller y) of two circles. */
function upperIntersection(c1, r1, c2, r2) {
  const dx = c2[0] - c1[0];
  const dy = c2[1] - c1[1];
  const d = Math.hypot(dx, dy);
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(r1 * r1 - a * a);
  const mx = c1[0] + (a * dx) / d;
  const my = c1[1] + (a * dy) / d;
  const p = [mx + (h * dy) / d, my - (h * dx) / d];
  const q = [mx - (h * dy) / d, my + (h * dx) / d];
  return p[1] < q[1] ? p : q;
}

/** Clockwise (screen coordinates) arc command from `from` to `to` around `c`. */
function cwArc(c, r, from, to) {
  const a0 = Math.atan2(from[1] - c[1], from[0] - c[0]);
  const a1 = Math.atan2(to[1] - c[1], to[0] - c[0]);
  let sweep = a1 - a0;
  while (sweep <= 0) sweep += 2 * Math.PI;
  const large = sweep > Math.PI ? 1 : 0;
  return `A${n(r)} ${n(r)} 0 ${large} 1 ${n(to[0])} ${n(to[1])}`;
}

// The cloud mark, in a 36 x 24 box: three bumps on a flat base.
const BASE_Y = 22.5;
const BUMPS = [
  { c: [9, 16], r: 6.5 },
  { c: [17.5, 11], r: 8.5 },
  { c: [27.5, 14.5], r: 8 },
];

/** Outline of the cloud mark as one closed path (36 x 24 box). */
export function cloudPath() {
  const [l, m, r] = BUMPS;
  const start = [l.c[0], BASE_Y];
  const lm = upperIntersection(l.c, l.r, m.c, m.r);
  const mr = upperIntersection(m.c, m.r, r.c, r.r);
  const end = [r.c[0], BASE_Y];
  // The bumps meet the base tangentially only if their bottom touches BASE_Y; otherwise
  // step from the base to the bump with a short straight segment.
  const lStart = [l.c[0], l.c[1] + l.r];
  const rEnd = [r.c[0], r.c[1] + r.r];
  return [
    `M${n(start[0])} ${n(start[1])}`,
    lStart[1] !== BASE_Y ? `L${n(lStart[0])} ${n(lStart[1])}` : '',
    cwArc(l.c, l.r, lStart, lm),
    cwArc(m.c, m.r, lm, mr),
    cwArc(r.c, r.r, mr, rEnd),
    rEnd[1] !== BASE_Y ? `L${n(end[0])} ${n(end[1])}` : '',
    'Z',
  ].join('');
}

/** Visual centre of the cloud body (where the arrow / ring goes), in the 36 x 24 box. */
export const CLOUD_CENTER = [18, 16];

/** Up arrow inside the cloud (stroke path, 36 x 24 box). */
export function cloudArrowPath() {
  const [cx, cy] = CLOUD_CENTER;
  return `M${cx} ${cy + 3.6}V${cy - 3.9}M${cx - 3.4} ${cy - 0.6}L${cx} ${cy - 4}L${cx + 3.4} ${cy - 0.6}`;
}

// ---------------------------------------------------------------------------------------
// Wordmark: a monoline geometric alphabet with just the letters of "Cloud Portal".
// Coordinates are stroke centre lines: baseline y=22, x-height y=13, cap height y=7.
// Each glyph is drawn from x=0 and reports its width (centre line extent).

const B = 22; // baseline
const X = 13; // x-height
const A = 7; // cap / ascender height
const R = (B - X) / 2; // bowl radius (4.5)
const MID = X + R; // bowl centre y

const bowl = (x) =>
  `M${n(x + R)} ${n(X)}A${R} ${R} 0 1 0 ${n(x + R)} ${n(B)}A${R} ${R} 0 1 0 ${n(x + R)} ${n(X)}Z`;

const GLYPHS = {
  C: () => {
    const r = (B - A) / 2;
    const cx = r;
    const cy = A + r;
    const ang = (48 * Math.PI) / 180;
    const dx = r * Math.cos(ang);
    const dy = r * Math.sin(ang);
    return {
      d: `M${n(cx + dx)} ${n(cy - dy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx + dx)} ${n(cy + dy)}`,
      w: cx + dx,
    };
  },
  l: () => ({ d: `M0 ${A}V${B}`, w: 0 }),
  o: () => ({ d: bowl(0), w: 2 * R }),
  u: () => ({
    d: `M0 ${X}V${MID}A${R} ${R} 0 0 0 ${2 * R} ${MID}M${2 * R} ${X}V${B}`,
    w: 2 * R,
  }),
  d: () => ({ d: `${bowl(0)}M${2 * R} ${A}V${B}`, w: 2 * R }),
  a: () => ({ d: `${bowl(0)}M${2 * R} ${X}V${B}`, w: 2 * R }),
  P: () => {
    const r = 4.1;
    return { d: `M0 ${B}V${A}H${n(4)}A${r} ${r} 0 0 1 ${n(4)} ${n(A + 2 * r)}H0`, w: 4 + r };
  },
  r: () => ({
    d: `M0 ${X}V${B}M0 ${n(MID + 0.5)}A${R} ${R} 0 0 1 ${R} ${X}H${n(R + 1)}`,
    w: R + 1,
  }),
  t: () => ({ d: `M1.8 ${A + 1.5}V${B - 3}A3 3 0 0 0 ${n(4.8)} ${B}H5.6M0 ${X}H5.4`, w: 5.6 }),
  ' ': () => ({ d: '', w: 0 }),
};

export const WORDMARK_STROKE = 2.5;
const GAP = 2.1; // visual gap between letters
const SPACE = 4.5; // extra gap for the word space
// Optical corrections: pairs that look too loose or too tight with plain spacing.
const KERN = { ta: -0.6, rt: -0.3, Po: -0.3, Cl: 0.2 };

/** Wordmark as a single path with absolute coordinates (no per-glyph transforms). */
export function wordmarkPath(text = 'Cloud Portal') {
  let x = WORDMARK_STROKE / 2;
  let prev = '';
  let d = '';
  for (const ch of text) {
    if (ch === ' ') {
      x += SPACE;
      prev = ch;
      continue;
    }
    if (prev && prev !== ' ') x += KERN[prev + ch] ?? 0;
    const g = GLYPHS[ch]();
    d += shiftPath(g.d, x);
    x += g.w + WORDMARK_STROKE + GAP;
    prev = ch;
  }
  return { d, width: x - GAP - WORDMARK_STROKE / 2 };
}

/**
 * Moves an absolute-coordinate path (only the M, L, H, V, A and Z commands used above)
 * right by dx.
 */
function shiftPath(d, dx) {
  const tokens = d.match(/[MLHVAZ]|-?[\d.]+/g) ?? [];
  let out = '';
  let cmd = '';
  let args = [];
  const arity = { M: 2, L: 2, H: 1, V: 1, A: 7, Z: 0 };
  const flush = () => {
    if (!cmd) return;
    const k = arity[cmd];
    if (k === 0) {
      out += cmd;
      return;
    }
    for (let i = 0; i < args.length; i += k) {
      const a = args.slice(i, i + k).map(Number);
      if (cmd === 'M' || cmd === 'L') a[0] += dx;
      if (cmd === 'H') a[0] += dx;
      if (cmd === 'A') a[5] += dx;
      out += (i === 0 ? cmd : ' ') + a.map(n).join(' ');
    }
  };
  for (const t of tokens) {
    if (/[A-Z]/.test(t)) {
      flush();
      cmd = t;
      args = [];
    } else args.push(t);
  }
  flush();
  return out;
}
