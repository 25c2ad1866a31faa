import type { ArtTone } from './art-style';
import { Twinkle } from './twinkle';

function Flower({ x, y, r, tone }: { x: number; y: number; r: number; tone: ArtTone }) {
  const petals = [0, 72, 144, 216, 288];
  return (
    <g transform={`translate(${x} ${y})`}>
      {petals.map((angle) => (
        <ellipse
          key={angle}
          cx="0"
          cy={-r * 0.62}
          rx={r * 0.52}
          ry={r * 0.62}
          fill={tone.main}
          transform={`rotate(${angle})`}
        />
      ))}
      <circle r={r * 0.42} fill={tone.accent} />
      <circle r={r * 0.2} fill={tone.main} opacity=".7" />
    </g>
  );
}

export function BouquetArt({ tone }: { tone: ArtTone }) {
  return (
    <g>
      <ellipse cx="100" cy="138" rx="40" ry="6" fill="#000" opacity=".08" />
      <path d="M70 62q-16-10-22 4q14 4 22-4ZM130 62q16-10 22 4q-14 4-22-4Z" fill="#3f8f5a" />
      <path d="M84 44q-8-18 4-24q4 12-4 24ZM118 46q10-16 20-10q-8 10-20 10Z" fill="#3f8f5a" />
      <Flower x={78} y={52} r={17} tone={tone} />
      <Flower x={122} y={52} r={17} tone={tone} />
      <Flower x={100} y={36} r={18} tone={tone} />
      <Flower x={100} y={66} r={15} tone={tone} />
      {/* the wrapping paper cone and its satin bow */}
      <path d="M56 66l44 72 44-72q-44 16-88 0Z" fill={tone.accent} />
      <path d="M56 66l44 72-14-66Z" fill="#000" opacity=".06" />
      <path d="M100 104q-18-12-18 0q0 10 18 0q18 10 18 0q0-12-18 0Z" fill={tone.main} />
      <path
        d="M100 104l-8 20M100 104l8 20"
        stroke={tone.main}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <Twinkle x={38} y={100} size={7} />
      <Twinkle x={160} y={32} size={6} />
    </g>
  );
}

export function NecklaceArt({ tone }: { tone: ArtTone }) {
  const beads = [0.12, 0.24, 0.36, 0.64, 0.76, 0.88];
  return (
    <g>
      <ellipse cx="100" cy="128" rx="26" ry="4" fill="#000" opacity=".08" />
      <path d="M62 20Q100 148 138 20" stroke={tone.main} strokeWidth="3.5" fill="none" />
      {beads.map((t) => {
        const u = 1 - t;
        const x = u * u * 62 + 2 * u * t * 100 + t * t * 138;
        const y = u * u * 20 + 2 * u * t * 148 + t * t * 20;
        return <circle key={t} cx={x} cy={y} r="3" fill={tone.main} />;
      })}
      <path
        d="M100 124c-20-12-26-24-18-32c6-6 14-2 18 6c4-8 12-12 18-6c8 8 2 20-18 32Z"
        fill={tone.main}
      />
      <circle cx="100" cy="88" r="3.5" fill="none" stroke={tone.main} strokeWidth="2" />
      <path
        d="M88 98q2-6 8-4"
        stroke="#fff"
        strokeWidth="3"
        opacity=".6"
        fill="none"
        strokeLinecap="round"
      />
      <Twinkle x={122} y={92} size={6} />
      <Twinkle x={40} y={50} size={7} fill={tone.accent} />
      <Twinkle x={160} y={64} size={5} fill={tone.accent} />
    </g>
  );
}

export function RingArt({ tone }: { tone: ArtTone }) {
  return (
    <g>
      <ellipse cx="100" cy="138" rx="54" ry="6" fill="#000" opacity=".08" />
      {/* the open keepsake box: lid behind, velvet base in front */}
      <path d="M56 88l10-50h68l10 50Z" fill="#5b2140" />
      <path d="M64 84l8-38h56l8 38Z" fill="#7d2e57" />
      <rect x="50" y="88" width="100" height="46" rx="6" fill="#5b2140" />
      <rect x="56" y="88" width="88" height="14" rx="4" fill="#7d2e57" />
      <ellipse cx="100" cy="84" rx="20" ry="22" stroke={tone.main} strokeWidth="7" fill="none" />
      <ellipse
        cx="100"
        cy="84"
        rx="20"
        ry="22"
        stroke="#fff"
        strokeWidth="2"
        opacity=".4"
        fill="none"
      />
      <path d="M88 62l6-12h12l6 12-12 12Z" fill={tone.accent} />
      <path
        d="M88 62h24M94 50l6 12 6-12M100 62v12"
        stroke="#fff"
        strokeWidth="1.2"
        opacity=".7"
        fill="none"
      />
      <Twinkle x={124} y={46} size={7} />
      <Twinkle x={44} y={40} size={6} />
      <Twinkle x={158} y={72} size={5} />
    </g>
  );
}
