/** Four-pointed sparkle centred on (x, y). */
function Sparkle({ x, y, size, fill }: { x: number; y: number; size: number; fill: string }) {
  const s = size / 2;
  const w = size / 7;
  return (
    <path
      d={`M${x} ${y - s} L${x + w} ${y - w} L${x + s} ${y} L${x + w} ${y + w} L${x} ${y + s} L${x - w} ${y + w} L${x - s} ${y} L${x - w} ${y - w} Z`}
      fill={fill}
    />
  );
}

/**
 * The wrapped present of the Live Preview, drawn for a 240×240 box. When `isOpening` the lid
 * (with its bow) flies up and back and a burst of light escapes.
 */
export function GiftBoxArt({ isOpening = false }: { isOpening?: boolean }) {
  return (
    <svg viewBox="0 0 240 240" aria-hidden="true" className="size-full overflow-visible">
      <defs>
        <linearGradient id="gift-body" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#e0475f" />
          <stop offset="100%" stopColor="#a3243a" />
        </linearGradient>
        <linearGradient id="gift-lid" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ee5a71" />
          <stop offset="100%" stopColor="#c8334a" />
        </linearGradient>
        <linearGradient id="gift-ribbon" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0%" stopColor="#f7c75e" />
          <stop offset="50%" stopColor="#fde29a" />
          <stop offset="100%" stopColor="#e8a22c" />
        </linearGradient>
        <radialGradient id="gift-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0%" stopColor="#fff6d8" />
          <stop offset="100%" stopColor="#fff6d8" stopOpacity="0" />
        </radialGradient>
      </defs>

      <ellipse cx="120" cy="222" rx="84" ry="9" fill="#2b1838" opacity="0.14" />
      <Sparkle x={30} y={70} size={18} fill="#f4b63f" />
      <Sparkle x={212} y={52} size={14} fill="#c8334a" />
      <Sparkle x={206} y={150} size={10} fill="#f4b63f" />
      <Sparkle x={22} y={160} size={9} fill="#1f7a70" />

      {isOpening && <ellipse cx="120" cy="104" rx="90" ry="60" fill="url(#gift-glow)" />}

      {/* body with its polka dots and ribbon */}
      <rect x="42" y="112" width="156" height="106" rx="12" fill="url(#gift-body)" />
      <g fill="#fff8f0" opacity="0.28">
        <circle cx="66" cy="138" r="5" />
        <circle cx="82" cy="190" r="4" />
        <circle cx="160" cy="134" r="4" />
        <circle cx="176" cy="186" r="5" />
        <circle cx="62" cy="204" r="3" />
        <circle cx="180" cy="206" r="3" />
      </g>
      <rect x="108" y="112" width="24" height="106" fill="url(#gift-ribbon)" />
      <rect x="42" y="112" width="156" height="10" fill="#2b1838" opacity="0.12" />

      {/* lid and bow: one group so they fly off together */}
      <g className={isOpening ? 'card-gift-lid-open' : undefined}>
        <rect x="32" y="86" width="176" height="32" rx="10" fill="url(#gift-lid)" />
        <rect x="106" y="86" width="28" height="32" fill="url(#gift-ribbon)" />
        <path
          d="M120 86 C96 54 62 58 70 76 C76 90 104 90 120 86 Z"
          fill="#f4b63f"
          stroke="#d4901c"
          strokeWidth="2"
        />
        <path
          d="M120 86 C144 54 178 58 170 76 C164 90 136 90 120 86 Z"
          fill="#f4b63f"
          stroke="#d4901c"
          strokeWidth="2"
        />
        <path d="M112 88 L98 112 L108 110 L112 118 Z" fill="#e8a22c" />
        <path d="M128 88 L142 112 L132 110 L128 118 Z" fill="#e8a22c" />
        <circle cx="120" cy="86" r="10" fill="#fde29a" stroke="#d4901c" strokeWidth="2" />
      </g>

      {/* the gift tag */}
      <path d="M180 124 Q190 140 186 152" stroke="#5b4868" strokeWidth="1.5" fill="none" />
      <g transform="rotate(12 190 168)">
        <rect x="172" y="150" width="38" height="28" rx="5" fill="#fff8f0" />
        <circle cx="178" cy="158" r="2.5" fill="#5b4868" />
        <path
          d="M194 172c-4-3-8-6-8-9.5a3.6 3.6 0 0 1 8-1.6 3.6 3.6 0 0 1 8 1.6c0 3.5-4 6.5-8 9.5z"
          fill="#c8334a"
        />
      </g>
    </svg>
  );
}
