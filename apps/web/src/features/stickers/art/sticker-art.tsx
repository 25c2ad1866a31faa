import type { StickerId } from '@greetly/domain/catalog/stickers';
import type { ReactNode } from 'react';

/**
 * Greetly's own stickers (decision 0035), drawn for the product by hand on a 64-unit square:
 * one ink outline (INK, 2.5 wide, round ends) around flat fills from one palette, a white shine
 * here and there. Loaded only where stickers are shown (see sticker-art-loader.ts).
 */
const INK = '#3b2344';
const C = {
  rose: '#e8466b',
  red: '#c8334a',
  pink: '#f9a8bc',
  gold: '#f4b63f',
  butter: '#ffd877',
  orange: '#f3782b',
  teal: '#1f7a70',
  mint: '#7fd6b5',
  sky: '#55b8f1',
  violet: '#8c7bff',
  cream: '#fff4e0',
  brown: '#a0603a',
  wood: '#b5651d',
  green: '#3fa34d',
  white: '#ffffff',
} as const;

const shine = { stroke: C.white, fill: 'none', strokeWidth: 2.5 } as const;
const noInk = { stroke: 'none' } as const;

function Face({ children }: { children: ReactNode }) {
  return (
    <>
      <circle cx="32" cy="32" r="26" fill={C.gold} />
      <path d="M17 20a17 17 0 0 1 9-7" {...shine} />
      {children}
    </>
  );
}

const HEART = 'M32 55C14 43 6 33 6 22a12.5 12.5 0 0 1 26-6 12.5 12.5 0 0 1 26 6c0 11-8 21-26 33z';

const ART: Record<StickerId, ReactNode> = {
  heart: (
    <>
      <path d={HEART} fill={C.rose} />
      <path d="M13 21a7 7 0 0 1 7-6" {...shine} />
    </>
  ),
  balloons: (
    <>
      <path d="M21 34q3 12 10 24M43 32q-5 14-11 26M32 42v16" fill="none" />
      <ellipse cx="21" cy="21" rx="11" ry="13" fill={C.rose} />
      <ellipse cx="43" cy="19" rx="11" ry="13" fill={C.gold} />
      <ellipse cx="32" cy="29" rx="11" ry="13" fill={C.teal} />
      <path d="M26 23a6 6 0 0 1 4-5" {...shine} />
    </>
  ),
  cake: (
    <>
      <ellipse cx="32" cy="54" rx="26" ry="5" fill={C.cream} />
      <rect x="12" y="32" width="40" height="21" rx="4" fill={C.pink} />
      <path d="M12 37q0-5 5-5h30q5 0 5 5q-5 5-10 0q-5 5-10 0q-5 5-10 0q-5 5-10 0z" fill={C.cream} />
      <rect x="22" y="18" width="5" height="14" rx="1.5" fill={C.sky} />
      <rect x="37" y="18" width="5" height="14" rx="1.5" fill={C.violet} />
      <path d="M24.5 8q4 4 0 7q-4-3 0-7zM39.5 8q4 4 0 7q-4-3 0-7z" fill={C.orange} />
      <circle cx="20" cy="45" r="2" fill={C.red} {...noInk} />
      <circle cx="32" cy="47" r="2" fill={C.teal} {...noInk} />
      <circle cx="44" cy="45" r="2" fill={C.gold} {...noInk} />
    </>
  ),
  star: (
    <>
      <path
        d="M32 7l6.8 17.7 18.9 1-14.8 11.9 5 18.2L32 45.5l-15.9 10.3 5-18.2-14.8-11.9 18.9-1z"
        fill={C.gold}
      />
      <path d="M25 29l5-1" {...shine} />
    </>
  ),
  sparkles: (
    <>
      <path d="M25 6l4 17 17 4-17 4-4 17-4-17-17-4 17-4z" fill={C.gold} />
      <path d="M48 36l2.5 7 7 2.5-7 2.5-2.5 7-2.5-7-7-2.5 7-2.5z" fill={C.pink} />
      <path d="M50 8l1.5 4.5 4.5 1.5-4.5 1.5-1.5 4.5-1.5-4.5-4.5-1.5 4.5-1.5z" fill={C.sky} />
    </>
  ),
  flower: (
    <>
      <path d="M32 44v16M32 54q-10-2-12-10q9 0 12 8" fill={C.green} />
      {[
        [32, 16],
        [45.3, 25.7],
        [40.2, 41.3],
        [23.8, 41.3],
        [18.7, 25.7],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="10" fill={C.pink} />
      ))}
      <circle cx="32" cy="30" r="8" fill={C.gold} />
    </>
  ),
  smiley: (
    <Face>
      <ellipse cx="23" cy="27" rx="3" ry="4" fill={INK} {...noInk} />
      <ellipse cx="41" cy="27" rx="3" ry="4" fill={INK} {...noInk} />
      <path d="M19 37q13 13 26 0" fill="none" />
    </Face>
  ),
  'heart-eyes': (
    <Face>
      <path d="M23 33c-6-4-8-7-8-10a4 4 0 0 1 8-2 4 4 0 0 1 8 2c0 3-2 6-8 10z" fill={C.rose} />
      <path d="M41 33c-6-4-8-7-8-10a4 4 0 0 1 8-2 4 4 0 0 1 8 2c0 3-2 6-8 10z" fill={C.rose} />
      <path d="M20 39h24q-2 11-12 11t-12-11z" fill={INK} />
    </Face>
  ),
  laughing: (
    <Face>
      <path d="M16 27q5-6 10 0M38 27q5-6 10 0" fill="none" />
      <path d="M18 35h28q-2 15-14 15t-14-15z" fill={C.red} />
      <path d="M10 30q-3 6 1 8q3-3-1-8zM54 30q3 6-1 8q-3-3 1-8z" fill={C.sky} />
    </Face>
  ),
  winking: (
    <Face>
      <ellipse cx="23" cy="27" rx="3" ry="4" fill={INK} {...noInk} />
      <path d="M37 27q4-4 8 0" fill="none" />
      <circle cx="17" cy="37" r="4" fill={C.pink} {...noInk} />
      <circle cx="47" cy="37" r="4" fill={C.pink} {...noInk} />
      <path d="M21 39q11 10 22 0" fill="none" />
    </Face>
  ),
  gift: (
    <>
      <rect x="10" y="29" width="44" height="27" rx="3" fill={C.teal} />
      <rect x="6" y="20" width="52" height="11" rx="3" fill={C.mint} />
      <path d="M28 20h8v36h-8z" fill={C.rose} />
      <path d="M32 20C24 8 12 10 16 18q3 3 16 2zM32 20c8-12 20-10 16-2q-3 3-16 2z" fill={C.rose} />
    </>
  ),
  'party-popper': (
    <>
      <path d="M8 57l13-34 20 20z" fill={C.gold} />
      <path d="M14 41l9 9M18 31l14 14" fill="none" />
      <path d="M33 19q4-6 0-11M44 22q8-3 12 3M40 30q7 2 10 9" fill="none" stroke={C.violet} />
      <rect x="42" y="8" width="5" height="5" rx="1" fill={C.rose} {...noInk} />
      <rect x="52" y="32" width="5" height="5" rx="1" fill={C.teal} {...noInk} />
      <circle cx="24" cy="12" r="2.5" fill={C.sky} {...noInk} />
      <circle cx="55" cy="15" r="2.5" fill={C.gold} {...noInk} />
      <circle cx="47" cy="47" r="2.5" fill={C.pink} {...noInk} />
    </>
  ),
  ribbon: (
    <>
      <path d="M29 34l-9 22 6-3 4 6 4-22zM35 34l9 22-6-3-4 6-4-22z" fill={C.red} />
      <path
        d="M32 30C22 12 6 16 9 29c2 9 15 8 23 1zM32 30c10-18 26-14 23-1-2 9-15 8-23-1z"
        fill={C.rose}
      />
      <rect x="27" y="24" width="10" height="12" rx="4" fill={C.red} />
    </>
  ),
  crown: (
    <>
      <path d="M9 46l3-29 12 14 8-20 8 20 12-14 3 29z" fill={C.gold} />
      <rect x="8" y="45" width="48" height="9" rx="2" fill={C.orange} />
      <circle cx="32" cy="36" r="4" fill={C.rose} />
      <circle cx="19" cy="38" r="3" fill={C.teal} />
      <circle cx="45" cy="38" r="3" fill={C.teal} />
    </>
  ),
  candle: (
    <>
      <ellipse cx="32" cy="57" rx="16" ry="4" fill={C.cream} />
      <rect x="23" y="24" width="18" height="33" rx="3" fill={C.pink} />
      <path d="M23 29q3 5 6 0v7q2 3 4 0v-7q4 4 8 0" fill={C.white} />
      <path d="M32 24v-4" fill="none" />
      <path d="M32 4c7 8 7 14 0 16-7-2-7-8 0-16z" fill={C.orange} />
      <path d="M32 11c3 4 3 6 0 7-3-1-3-3 0-7z" fill={C.butter} {...noInk} />
    </>
  ),
  sun: (
    <>
      <path
        d="M51 32h8M45.4 45.4l5.7 5.7M32 51v8M18.6 45.4l-5.7 5.7M13 32H5M18.6 18.6l-5.7-5.7M32 13V5M45.4 18.6l5.7-5.7"
        fill="none"
        stroke={C.orange}
        strokeWidth="4"
      />
      <circle cx="32" cy="32" r="15" fill={C.gold} />
      <path d="M26 35q6 6 12 0" fill="none" />
      <circle cx="27" cy="29" r="1.8" fill={INK} {...noInk} />
      <circle cx="37" cy="29" r="1.8" fill={INK} {...noInk} />
    </>
  ),
  moon: (
    <>
      <path d="M38 7a25 25 0 1 0 19 37A20 20 0 0 1 38 7z" fill={C.butter} />
      <path d="M16 24a18 18 0 0 1 6-8" {...shine} />
      <path d="M50 12l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" fill={C.gold} />
      <circle cx="44" cy="28" r="2" fill={C.gold} {...noInk} />
    </>
  ),
  rainbow: (
    <g fill="none" strokeLinecap="butt">
      <path d="M7 48a25 25 0 0 1 50 0" stroke={C.red} strokeWidth="6" />
      <path d="M13 48a19 19 0 0 1 38 0" stroke={C.gold} strokeWidth="6" />
      <path d="M19 48a13 13 0 0 1 26 0" stroke={C.teal} strokeWidth="6" />
      <path d="M25 48a7 7 0 0 1 14 0" stroke={C.violet} strokeWidth="6" />
      <path
        d="M2 54a6 6 0 0 1 6-8 7 7 0 0 1 12 2 5 5 0 0 1-2 6z"
        fill={C.white}
        strokeLinecap="round"
      />
      <path
        d="M44 54a5 5 0 0 1 2-6 7 7 0 0 1 12-2 6 6 0 0 1 4 8z"
        fill={C.white}
        strokeLinecap="round"
      />
    </g>
  ),
  'music-notes': (
    <>
      <path d="M22 46V14l28-6v32M22 22l28-6" fill="none" strokeWidth="3.5" />
      <ellipse cx="16" cy="47" rx="7.5" ry="6" fill={C.violet} transform="rotate(-20 16 47)" />
      <ellipse cx="44" cy="41" rx="7.5" ry="6" fill={C.rose} transform="rotate(-20 44 41)" />
    </>
  ),
  jollof: (
    <>
      <ellipse cx="32" cy="44" rx="28" ry="13" fill={C.white} />
      <path d="M10 44c1-17 43-17 44 0-7 4-37 4-44 0z" fill="#e4572e" />
      <path
        d="M20 36l3-1M30 31l3 1M38 37l3-1M26 41l3 1M44 42l2-2"
        fill="none"
        stroke={C.butter}
        strokeWidth="2"
      />
      <circle cx="42" cy="31" r="5" fill={C.red} />
      <path d="M39 31h6M42 28v6" fill="none" stroke={C.pink} strokeWidth="1.5" />
      <path d="M18 30q4-6 10-3q-4 5-10 3z" fill={C.green} />
    </>
  ),
  gele: (
    <>
      <path d="M14 60q2-10 18-10t18 10z" fill={C.teal} />
      <circle cx="32" cy="38" r="12" fill={C.brown} />
      <circle cx="28" cy="38" r="1.5" fill={INK} {...noInk} />
      <circle cx="36" cy="38" r="1.5" fill={INK} {...noInk} />
      <path d="M29 43q3 2 6 0" fill="none" />
      <path d="M10 32C6 14 22 4 32 10c12-8 28 4 22 22-8-6-36-6-44 0z" fill={C.gold} />
      <path d="M18 22q6-6 14-2M32 18q8-5 16 2M16 29q16-5 32 0" fill="none" stroke={C.orange} />
      <path d="M50 19l9-9-1 13z" fill={C.gold} />
      <circle cx="20" cy="44" r="2" fill={C.gold} />
    </>
  ),
  'talking-drum': (
    <>
      <path d="M18 10h28c-7 13-7 31 0 44H18c7-13 7-31 0-44z" fill={C.wood} />
      <path d="M21 12l9 40M29 12l8 40M35 12l-8 40M43 12l-9 40" fill="none" strokeWidth="1.5" />
      <ellipse cx="32" cy="10" rx="14" ry="4" fill={C.cream} />
      <ellipse cx="32" cy="54" rx="14" ry="4" fill={C.cream} />
      <path d="M50 30q8-10 10-22" fill="none" strokeWidth="3" />
    </>
  ),
  dodo: (
    <>
      <path d="M10 24c12 10 32 10 44-2 3 3 1 8-4 11-12 8-30 7-40-3z" fill={C.gold} />
      <path d="M54 22l4-3M10 24l-3 1" fill="none" strokeWidth="3.5" />
      <ellipse cx="32" cy="48" rx="28" ry="11" fill={C.white} />
      {[
        [18, 44, -20],
        [32, 40, 10],
        [46, 45, 25],
        [25, 51, 0],
        [40, 52, -15],
      ].map(([cx, cy, turn]) => (
        <g key={`${cx}-${cy}`} transform={`rotate(${turn} ${cx} ${cy})`}>
          <ellipse cx={cx} cy={cy} rx="8" ry="5.5" fill={C.orange} />
          <ellipse cx={cx} cy={cy} rx="4.5" ry="3" fill={C.butter} {...noInk} />
        </g>
      ))}
    </>
  ),
  'chin-chin': (
    <>
      {[
        [18, 30],
        [26, 26],
        [34, 28],
        [42, 26],
        [46, 32],
        [22, 34],
        [30, 33],
        [38, 34],
      ].map(([x = 0, y = 0]) => (
        <rect
          key={`${x}-${y}`}
          x={x - 3.5}
          y={y - 3.5}
          width="7"
          height="7"
          rx="2"
          fill="#e0a458"
        />
      ))}
      <path d="M6 34h52c-2 14-12 22-26 22S8 48 6 34z" fill={C.teal} />
      <path d="M14 42h36" fill="none" stroke={C.mint} strokeWidth="3" />
    </>
  ),
  'ankara-heart': (
    <>
      <path d={HEART} fill={C.violet} />
      <path
        d="M10 30l6-5 6 5 6-5 8 0 6 5 6-5 6 5 4-3"
        fill="none"
        stroke={C.gold}
        strokeWidth="3"
      />
      <circle cx="20" cy="19" r="5" fill={C.orange} />
      <circle cx="20" cy="19" r="2" fill={C.gold} {...noInk} />
      <circle cx="44" cy="19" r="5" fill={C.orange} />
      <circle cx="44" cy="19" r="2" fill={C.gold} {...noInk} />
      <circle cx="32" cy="40" r="6" fill={C.mint} />
      <circle cx="32" cy="40" r="2.5" fill={C.rose} {...noInk} />
      <circle cx="20" cy="37" r="2" fill={C.butter} {...noInk} />
      <circle cx="44" cy="37" r="2" fill={C.butter} {...noInk} />
    </>
  ),
};

/** One sticker's drawing, filling its box; its name is given by whoever places it. */
export function StickerArt({ id }: { id: StickerId }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className="block size-full overflow-visible"
      stroke={INK}
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ART[id]}
    </svg>
  );
}
