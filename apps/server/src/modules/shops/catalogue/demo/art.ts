import type { ProductCategory } from '@greetly/domain';

/**
 * Original product art for the demo catalogue, drawn here as SVG (no text, no fonts, nobody
 * else's pictures): one illustration per category, in the app's pastel palette, varied per
 * product by its colours and a detail or two. sharp renders it to WebP (demo/seed.ts).
 */

export const PLUM = '#3b2140';
const CREAM = '#fbf3e8';
const WHITE = '#ffffff';
const LEAF = '#5aa58a';
const GOLD = '#e4b363';

/** A hue of the palette: its main colour, a lighter and a deeper shade. */
interface Hue {
  main: string;
  light: string;
  deep: string;
}

const HUES: readonly Hue[] = [
  { main: '#e0607e', light: '#f6c1cd', deep: '#b8445f' }, // rose
  { main: '#6fbf9f', light: '#c9ecdd', deep: '#3f8f70' }, // mint
  { main: '#f0a07a', light: '#fbd8c4', deep: '#c9754f' }, // peach
  { main: '#a98bd0', light: '#e2d5f1', deep: '#7a5aa6' }, // lilac
  { main: '#e4b363', light: '#f6e2b8', deep: '#b7852f' }, // gold
];
const BACKGROUNDS = ['#fbf3e8', '#fdeef1', '#eaf7f1', '#f3eef9', '#fdf1e8'];

/** How one product's picture differs from its category's others. */
export interface ArtLook {
  hue: Hue;
  second: Hue;
  background: string;
  variant: number;
}

/** The look of the `index`-th demo product: colours and details that change from one to the next. */
export function lookOf(index: number): ArtLook {
  const hue = HUES[index % HUES.length] as Hue;
  const second = HUES[(index + 2) % HUES.length] as Hue;
  const background = BACKGROUNDS[(index * 2 + 1) % BACKGROUNDS.length] as string;
  return { hue, second, background, variant: index };
}

const sparkle = (x: number, y: number, size: number, fill: string) =>
  `<path d="M${x} ${y - size} Q${x + size * 0.18} ${y - size * 0.18} ${x + size} ${y} Q${x + size * 0.18} ${y + size * 0.18} ${x} ${y + size} Q${x - size * 0.18} ${y + size * 0.18} ${x - size} ${y} Q${x - size * 0.18} ${y - size * 0.18} ${x} ${y - size}Z" fill="${fill}"/>`;

const petalsAround = (cx: number, cy: number, radius: number, count: number, fill: string) =>
  Array.from({ length: count }, (_, i) => {
    const angle = (360 / count) * i;
    return `<ellipse cx="${cx}" cy="${cy - radius}" rx="${radius * 0.55}" ry="${radius}" fill="${fill}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join('');

function cake({ hue, second, variant }: ArtLook): string {
  const candles = (variant % 3) + 1;
  const candleXs = Array.from({ length: candles }, (_, i) => 400 + (i - (candles - 1) / 2) * 56);
  const drops = (y: number, from: number, to: number, fill: string) =>
    Array.from({ length: 7 }, (_, i) => {
      const x = from + ((to - from) / 6) * i;
      const depth = 18 + ((i * 7 + variant) % 3) * 12;
      return `<rect x="${x - 11}" y="${y}" width="22" height="${depth}" rx="11" fill="${fill}"/>`;
    }).join('');
  return `
    <ellipse cx="400" cy="645" rx="240" ry="32" fill="${WHITE}" stroke="#eadfd2" stroke-width="4"/>
    <rect x="220" y="470" width="360" height="170" rx="28" fill="${hue.main}"/>
    <rect x="220" y="462" width="360" height="34" rx="17" fill="${CREAM}"/>
    ${drops(480, 238, 562, CREAM)}
    <rect x="220" y="585" width="360" height="18" fill="${hue.deep}" opacity=".35"/>
    <rect x="290" y="345" width="220" height="130" rx="24" fill="${second.light}"/>
    <rect x="290" y="338" width="220" height="30" rx="15" fill="${hue.light}"/>
    ${drops(352, 304, 496, hue.light)}
    ${candleXs
      .map(
        (x) => `
      <rect x="${x - 8}" y="262" width="16" height="80" rx="6" fill="${WHITE}"/>
      <rect x="${x - 8}" y="282" width="16" height="10" fill="${hue.main}"/>
      <rect x="${x - 8}" y="310" width="16" height="10" fill="${hue.main}"/>
      <ellipse cx="${x}" cy="240" rx="13" ry="24" fill="${GOLD}"/>
      <ellipse cx="${x}" cy="247" rx="6" ry="12" fill="${WHITE}"/>`,
      )
      .join('')}`;
}

function bouquet({ hue, second, variant }: ArtLook): string {
  const blooms = [
    [330, 330, 62, hue.main],
    [470, 320, 58, second.main],
    [400, 250, 60, hue.light],
    [300, 230, 44, second.light],
    [500, 220, 46, hue.main],
    [400, 360, 50, CREAM],
  ] as const;
  const leaves = [
    [250, 330, -40],
    [550, 330, 40],
    [290, 400, -20],
    [515, 405, 25],
  ] as const;
  return `
    ${leaves.map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="30" ry="78" fill="${LEAF}" transform="rotate(${r} ${x} ${y})"/>`).join('')}
    ${blooms
      .slice(0, 4 + (variant % 3))
      .map(
        ([x, y, r, fill]) =>
          `${petalsAround(x, y, r * 0.62, 6, fill)}<circle cx="${x}" cy="${y}" r="${r * 0.32}" fill="${GOLD}"/>`,
      )
      .join('')}
    <path d="M250 400 L550 400 L440 690 L360 690 Z" fill="${PLUM}"/>
    <path d="M250 400 L400 440 L360 690 Z" fill="${WHITE}" opacity=".12"/>
    <ellipse cx="360" cy="520" rx="52" ry="26" fill="${hue.main}" transform="rotate(-20 360 520)"/>
    <ellipse cx="440" cy="520" rx="52" ry="26" fill="${hue.main}" transform="rotate(20 440 520)"/>
    <circle cx="400" cy="525" r="20" fill="${hue.deep}"/>`;
}

function ring({ hue, second, variant }: ArtLook): string {
  const gem = [WHITE, second.light, hue.light][variant % 3] as string;
  return `
    <path d="M262 430 L290 250 L510 250 L538 430 Z" fill="${PLUM}"/>
    <path d="M284 418 L306 272 L494 272 L516 418 Z" fill="${hue.main}" opacity=".9"/>
    <rect x="245" y="430" width="310" height="200" rx="26" fill="${PLUM}"/>
    <rect x="270" y="430" width="260" height="70" rx="18" fill="${hue.deep}"/>
    <circle cx="400" cy="470" r="74" fill="none" stroke="${GOLD}" stroke-width="20"/>
    <path d="M352 392 L448 392 L422 362 L378 362 Z" fill="${gem}" stroke="${GOLD}" stroke-width="6" stroke-linejoin="round"/>
    <path d="M352 392 L448 392 L400 440 Z" fill="${gem}" stroke="${GOLD}" stroke-width="6" stroke-linejoin="round"/>
    <path d="M378 362 L400 392 L422 362" fill="none" stroke="${WHITE}" stroke-width="4" opacity=".8"/>
    ${sparkle(520, 330, 26, GOLD)}${sparkle(270, 360, 18, WHITE)}${sparkle(560, 560, 14, GOLD)}`;
}

function lipGloss({ hue, second, variant }: ArtLook): string {
  const tube = (x: number, angle: number, fill: string) => `
    <g transform="rotate(${angle} ${x} 620)">
      <rect x="${x - 58}" y="320" width="116" height="300" rx="44" fill="${fill}" opacity=".92"/>
      <rect x="${x - 38}" y="345" width="18" height="230" rx="9" fill="${WHITE}" opacity=".45"/>
      <rect x="${x - 50}" y="190" width="100" height="140" rx="18" fill="${PLUM}"/>
      <rect x="${x - 50}" y="300" width="100" height="12" fill="${GOLD}"/>
    </g>`;
  return `
    ${variant % 2 === 0 ? tube(500, 14, second.main) : ''}
    ${tube(380, -6, hue.main)}
    <path d="M245 480 C215 530 225 570 255 570 C285 570 295 530 245 480 Z" fill="${hue.main}"/>
    <ellipse cx="251" cy="540" rx="7" ry="12" fill="${WHITE}" opacity=".6"/>
    ${sparkle(250, 300, 22, GOLD)}${sparkle(600, 280, 16, hue.light)}`;
}

function foodTray({ hue, variant }: ArtLook): string {
  const grains = Array.from({ length: 46 }, (_, i) => {
    const x = 250 + ((i * 67 + variant * 13) % 300);
    const y = 410 + ((i * 29) % 70) - Math.abs(x - 400) * 0.12;
    return `<ellipse cx="${x}" cy="${y}" rx="9" ry="5" fill="${i % 3 === 0 ? '#f7b27a' : '#d9582b'}" transform="rotate(${(i * 37) % 180} ${x} ${y})"/>`;
  }).join('');
  const plantains = [
    [330, 440],
    [365, 470],
    [455, 455],
    [490, 430],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="24" ry="15" fill="#f5c04a" stroke="#c98a2a" stroke-width="4"/>`,
    )
    .join('');
  return `
    <path d="M190 480 A210 160 0 0 0 610 480 Z" fill="${PLUM}"/>
    <path d="M230 505 A170 110 0 0 0 570 505" fill="none" stroke="${hue.main}" stroke-width="10" opacity=".8"/>
    <ellipse cx="400" cy="470" rx="190" ry="92" fill="#e8743b"/>
    ${grains}
    ${plantains}
    <circle cx="410" cy="405" r="10" fill="${LEAF}"/><circle cx="300" cy="470" r="8" fill="${LEAF}"/><circle cx="520" cy="475" r="9" fill="${LEAF}"/>
    <ellipse cx="470" cy="395" rx="22" ry="10" fill="${LEAF}" transform="rotate(-30 470 395)"/>
    ${[330, 400, 470].map((x) => `<path d="M${x} 330 c-20 -30 20 -50 0 -80 c-20 -30 20 -50 0 -80" fill="none" stroke="${WHITE}" stroke-width="10" stroke-linecap="round" opacity=".75"/>`).join('')}`;
}

function perfume({ hue, second, variant }: ArtLook): string {
  const wide = variant % 2 === 0;
  const [x, width] = wide ? [260, 280] : [295, 210];
  return `
    <rect x="${x}" y="350" width="${width}" height="290" rx="${wide ? 56 : 40}" fill="${hue.light}" stroke="${hue.deep}" stroke-width="6"/>
    <path d="M${x + 3} 470 H${x + width - 3} V${600} Q${x + width - 3} 637 ${x + width - 40} 637 H${x + 40} Q${x + 3} 637 ${x + 3} 600 Z" fill="${hue.main}" opacity=".85"/>
    <rect x="${x + 28}" y="372" width="22" height="240" rx="11" fill="${WHITE}" opacity=".5"/>
    <rect x="${400 - width * 0.28}" y="505" width="${width * 0.56}" height="70" rx="12" fill="${CREAM}" stroke="${PLUM}" stroke-width="4"/>
    <rect x="370" y="305" width="60" height="50" fill="${GOLD}"/>
    <path d="M335 305 L350 220 L450 220 L465 305 Z" fill="${second.deep}"/>
    <path d="M350 220 L400 240 L450 220" fill="none" stroke="${WHITE}" stroke-width="5" opacity=".5"/>
    ${sparkle(580, 300, 24, GOLD)}${sparkle(225, 420, 16, hue.main)}`;
}

function giftBox({ hue, second, variant }: ArtLook): string {
  const ribbon = [CREAM, second.main, GOLD][variant % 3] as string;
  return `
    <rect x="240" y="420" width="320" height="220" rx="16" fill="${hue.main}"/>
    <rect x="240" y="420" width="320" height="40" fill="${hue.deep}" opacity=".35"/>
    <rect x="220" y="365" width="360" height="72" rx="16" fill="${hue.deep}"/>
    <rect x="380" y="365" width="40" height="275" fill="${ribbon}"/>
    <path d="M400 360 C340 280 270 300 300 350 C320 385 370 372 400 360 Z" fill="${ribbon}" stroke="${PLUM}" stroke-opacity=".15" stroke-width="4"/>
    <path d="M400 360 C460 280 530 300 500 350 C480 385 430 372 400 360 Z" fill="${ribbon}" stroke="${PLUM}" stroke-opacity=".15" stroke-width="4"/>
    <circle cx="400" cy="362" r="22" fill="${ribbon}" stroke="${PLUM}" stroke-opacity=".2" stroke-width="4"/>
    <path d="M560 470 L612 510" stroke="${PLUM}" stroke-width="4"/>
    <rect x="596" y="500" width="54" height="76" rx="8" fill="${CREAM}" stroke="${PLUM}" stroke-width="4" transform="rotate(-18 623 538)"/>
    <circle cx="612" cy="516" r="6" fill="${PLUM}"/>
    ${sparkle(260, 300, 20, GOLD)}`;
}

const DRAWINGS: Record<ProductCategory, (look: ArtLook) => string> = {
  'Cakes & Pastries': cake,
  Bouquets: bouquet,
  Jewelry: ring,
  'Lip Gloss': lipGloss,
  Foods: foodTray,
  Perfumes: perfume,
  'Gift Packs': giftBox,
};

/** The picture of a demo product of `category`: an 800×800 SVG document. */
export function productArtSvg(category: ProductCategory, look: ArtLook): string {
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = 60 + ((i * 173 + look.variant * 41) % 680);
    const y = 60 + ((i * 97 + look.variant * 23) % 240) + (i % 2) * 420;
    const fill = i % 2 === 0 ? look.hue.main : look.second.main;
    return `<circle cx="${x}" cy="${y}" r="${6 + (i % 4) * 3}" fill="${fill}" opacity=".22"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><radialGradient id="glow" cx="50%" cy="45%" r="55%"><stop offset="0" stop-color="${WHITE}" stop-opacity=".8"/><stop offset="1" stop-color="${WHITE}" stop-opacity="0"/></radialGradient></defs>
  <rect width="800" height="800" fill="${look.background}"/>
  <circle cx="400" cy="400" r="340" fill="url(#glow)"/>
  ${dots}
  <ellipse cx="400" cy="668" rx="260" ry="30" fill="${PLUM}" opacity=".1"/>
  ${DRAWINGS[category](look)}
</svg>`;
}
