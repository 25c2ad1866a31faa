import type { ArtTone } from './art-style';
import { Twinkle } from './twinkle';

const DRIP_DEPTHS = [10, 6, 13, 7];

/** Frosting across the top of a tier, dripping down in uneven scallops. */
function drip(x: number, y: number, width: number): string {
  const count = Math.round(width / 12);
  const step = width / count;
  const scallops = Array.from(
    { length: count },
    (_, i) => `q${-step / 2} ${DRIP_DEPTHS[i % DRIP_DEPTHS.length]} ${-step} 0`,
  ).join('');
  return `M${x} ${y}h${width}v6${scallops}Z`;
}

export function CakeArt({ tone }: { tone: ArtTone }) {
  return (
    <g>
      <ellipse cx="100" cy="134" rx="66" ry="7" fill="#000" opacity=".08" />
      <rect x="92" y="126" width="16" height="8" fill="#d9c6b6" />
      <ellipse cx="100" cy="126" rx="64" ry="6" fill="#efe2d6" />
      <rect x="46" y="86" width="108" height="38" rx="6" fill={tone.main} />
      <path d={drip(46, 86, 108)} fill={tone.accent} />
      <rect x="66" y="54" width="68" height="34" rx="6" fill={tone.main} />
      <path d={drip(66, 54, 68)} fill={tone.accent} />
      <rect x="70" y="94" width="6" height="26" rx="3" fill="#fff" opacity=".25" />
      <circle cx="62" cy="112" r="4" fill={tone.accent} />
      <circle cx="100" cy="112" r="4" fill={tone.accent} />
      <circle cx="138" cy="112" r="4" fill={tone.accent} />
      <rect x="97" y="30" width="6" height="24" rx="2" fill="#f4b63f" />
      <path d="M100 16q7 8 0 14q-7-6 0-14Z" fill="#f59e0b" />
      <Twinkle x={40} y={46} size={7} />
      <Twinkle x={160} y={60} size={5} />
    </g>
  );
}

function Cupcake({ x, tone }: { x: number; tone: ArtTone }) {
  return (
    <g transform={`translate(${x} 0)`}>
      <path d="M-20 96h40l-6 36h-28Z" fill={tone.accent} />
      <path d="M-10 96l2 36M0 96v36M10 96l-2 36" stroke="#000" opacity=".12" strokeWidth="2" />
      <ellipse cx="0" cy="92" rx="23" ry="10" fill={tone.main} />
      <ellipse cx="0" cy="80" rx="17" ry="9" fill={tone.main} />
      <ellipse cx="0" cy="70" rx="10" ry="7" fill={tone.main} />
      <ellipse cx="-6" cy="78" rx="6" ry="2.5" fill="#fff" opacity=".2" />
      <circle cx="0" cy="60" r="5" fill="#c8334a" />
      <circle cx="-8" cy="88" r="1.6" fill={tone.accent} />
      <circle cx="9" cy="84" r="1.6" fill={tone.accent} />
      <circle cx="2" cy="76" r="1.6" fill={tone.accent} />
    </g>
  );
}

export function CupcakesArt({ tone }: { tone: ArtTone }) {
  return (
    <g>
      <ellipse cx="100" cy="134" rx="74" ry="7" fill="#000" opacity=".08" />
      <Cupcake x={52} tone={tone} />
      <Cupcake x={148} tone={tone} />
      <g transform="translate(0 -8)">
        <Cupcake x={100} tone={tone} />
      </g>
      <Twinkle x={30} y={40} size={6} />
      <Twinkle x={172} y={44} size={7} />
    </g>
  );
}

export function HamperArt({ tone }: { tone: ArtTone }) {
  return (
    <g>
      <ellipse cx="100" cy="136" rx="70" ry="7" fill="#000" opacity=".08" />
      <path d="M52 80q48-80 96 0" stroke={tone.main} strokeWidth="7" fill="none" />
      {/* the treats peeking out of the basket */}
      <rect x="108" y="38" width="16" height="50" rx="5" fill={tone.accent} />
      <rect x="112" y="30" width="8" height="12" rx="2" fill="#f4b63f" />
      <rect x="110" y="56" width="12" height="14" rx="2" fill="#fff" opacity=".85" />
      <circle cx="78" cy="74" r="16" fill="#d9a066" />
      <circle cx="73" cy="70" r="2" fill="#6b3a2a" />
      <circle cx="82" cy="77" r="2" fill="#6b3a2a" />
      <circle cx="77" cy="81" r="1.6" fill="#6b3a2a" />
      <rect
        x="90"
        y="58"
        width="14"
        height="32"
        rx="3"
        fill="#c8334a"
        transform="rotate(-12 97 74)"
      />
      <circle cx="136" cy="78" r="11" fill="#f4b63f" />
      <circle cx="62" cy="84" r="9" fill="#e0587a" />
      <path d="M44 84h112l-10 48H54Z" fill={tone.main} />
      <path
        d="M48 96h104M50 108h100M52 120h96M64 84l4 48M84 84l2 48M104 84v48M124 84l-2 48M142 84l-4 48"
        stroke="#000"
        opacity=".15"
        strokeWidth="2"
      />
      <rect x="40" y="80" width="120" height="10" rx="5" fill={tone.main} />
      <path d="M92 92l-10 10 14-2ZM108 92l10 10-14-2Z" fill={tone.accent} />
      <circle cx="100" cy="92" r="5" fill={tone.accent} />
      <Twinkle x={36} y={46} size={6} />
      <Twinkle x={166} y={52} size={7} />
    </g>
  );
}
