import type { JSX } from 'react';
import type { ArtKind, ArtTone } from './art-style';
import { BouquetArt, NecklaceArt, RingArt } from './product-art-keepsakes';
import { CakeArt, CupcakesArt, HamperArt } from './product-art-treats';
import { Twinkle } from './twinkle';

function LipGlossArt({ tone }: { tone: ArtTone }) {
  return (
    <g>
      <ellipse cx="100" cy="134" rx="58" ry="7" fill="#000" opacity=".08" />
      {/* the wand lying beside the tube, with its doe-foot tip */}
      <g transform="rotate(-28 132 110)">
        <rect x="128" y="58" width="8" height="70" rx="4" fill={tone.main} />
        <rect x="128" y="40" width="8" height="26" rx="3" fill="#3a2433" />
        <rect x="126" y="116" width="12" height="16" rx="6" fill={tone.main} />
      </g>
      <rect x="70" y="24" width="30" height="36" rx="5" fill="#3a2433" />
      <rect x="74" y="28" width="5" height="28" rx="2.5" fill="#fff" opacity=".25" />
      <rect x="66" y="58" width="38" height="76" rx="10" fill="#fff" opacity=".85" />
      <rect x="71" y="66" width="28" height="62" rx="7" fill={tone.main} />
      <rect x="75" y="70" width="6" height="50" rx="3" fill="#fff" opacity=".45" />
      <text x="85" y="104" textAnchor="middle" fontSize="8" fontWeight="700" fill={tone.accent}>
        GLOSS
      </text>
      <path d="M36 120q6-14 12 0q-6 6-12 0Z" fill={tone.main} opacity=".7" />
      <Twinkle x={152} y={34} size={7} />
      <Twinkle x={44} y={48} size={5} />
    </g>
  );
}

function PerfumeArt({ tone }: { tone: ArtTone }) {
  return (
    <g>
      <ellipse cx="100" cy="134" rx="50" ry="7" fill="#000" opacity=".08" />
      <rect x="88" y="26" width="24" height="22" rx="4" fill={tone.accent} />
      <rect x="93" y="20" width="14" height="8" rx="3" fill={tone.accent} />
      <rect x="93" y="46" width="14" height="10" fill={tone.main} opacity=".8" />
      <path d="M62 70q0-14 14-14h48q14 0 14 14v50q0 14-14 14H76q-14 0-14-14Z" fill={tone.main} />
      <path d="M70 74q0-10 10-10h10v62H80q-10 0-10-10Z" fill="#fff" opacity=".22" />
      <rect x="76" y="86" width="48" height="26" rx="4" fill={tone.accent} opacity=".95" />
      <text x="100" y="103" textAnchor="middle" fontSize="10" fontWeight="700" fill={tone.main}>
        Eau
      </text>
      <circle cx="136" cy="40" r="2.5" fill={tone.main} opacity=".5" />
      <circle cx="146" cy="34" r="2" fill={tone.main} opacity=".4" />
      <circle cx="150" cy="44" r="1.8" fill={tone.main} opacity=".35" />
      <Twinkle x={154} y={76} size={7} />
      <Twinkle x={44} y={40} size={6} />
    </g>
  );
}

function GiftBoxArt({ tone }: { tone: ArtTone }) {
  return (
    <g>
      <ellipse cx="100" cy="136" rx="60" ry="7" fill="#000" opacity=".08" />
      <rect x="52" y="72" width="96" height="62" rx="4" fill={tone.main} />
      <rect x="52" y="72" width="96" height="10" fill="#000" opacity=".12" />
      <rect x="46" y="58" width="108" height="20" rx="4" fill={tone.main} />
      <rect x="92" y="58" width="16" height="76" fill={tone.accent} />
      <path d="M100 58c-10-22-36-22-34-8c2 10 22 10 34 8Z" fill={tone.accent} />
      <path d="M100 58c10-22 36-22 34-8c-2 10-22 10-34 8Z" fill={tone.accent} />
      <path
        d="M100 58c-4 8-10 16-18 20M100 58c4 8 10 16 18 20"
        stroke={tone.accent}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="100" cy="57" r="6" fill={tone.accent} />
      <rect
        x="30"
        y="40"
        width="6"
        height="6"
        rx="1"
        fill={tone.accent}
        transform="rotate(20 33 43)"
      />
      <rect
        x="164"
        y="90"
        width="6"
        height="6"
        rx="1"
        fill={tone.main}
        transform="rotate(-15 167 93)"
      />
      <circle cx="162" cy="50" r="3" fill={tone.main} opacity=".6" />
      <Twinkle x={42} y={100} size={6} />
      <Twinkle x={156} y={28} size={7} />
    </g>
  );
}

const ART = {
  cake: CakeArt,
  cupcakes: CupcakesArt,
  bouquet: BouquetArt,
  necklace: NecklaceArt,
  ring: RingArt,
  lipgloss: LipGlossArt,
  hamper: HamperArt,
  perfume: PerfumeArt,
  giftbox: GiftBoxArt,
} satisfies Record<ArtKind, (props: { tone: ArtTone }) => JSX.Element>;

/** The product's own illustration; decorative, because the card's title names the gift. */
export function ProductArt({ kind, tone }: { kind: ArtKind; tone: ArtTone }) {
  const Art = ART[kind];
  return (
    <svg
      viewBox="0 0 200 150"
      aria-hidden="true"
      className="h-full w-full"
      style={{ backgroundColor: tone.backdrop }}
    >
      <circle cx="100" cy="82" r="62" fill="#fff" opacity=".45" />
      <Art tone={tone} />
    </svg>
  );
}
