/** An open envelope with a card, a music note and confetti rising out of it. */
export function EnvelopeArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 280" className={className} aria-hidden="true">
      <circle cx="160" cy="150" r="120" fill="#ffe4e1" />
      <circle cx="62" cy="58" r="8" fill="#f4b63f" />
      <rect
        x="250"
        y="48"
        width="14"
        height="14"
        rx="3"
        fill="#1f7a70"
        transform="rotate(20 257 55)"
      />
      <path d="M40 120 l10 -4 l-4 10 z" fill="#c8334a" />
      <circle cx="282" cy="132" r="5" fill="#c8334a" />
      <path d="M92 236 h136 l-8 14 h-120 z" fill="#ead9cc" opacity="0.6" />
      <g className="origin-center animate-float">
        <rect
          x="98"
          y="44"
          width="124"
          height="150"
          rx="10"
          fill="#fff"
          stroke="#ead9cc"
          strokeWidth="2"
        />
        <path
          d="M160 112 c-12 -22 -44 -12 -32 12 c6 12 32 26 32 26 s26 -14 32 -26 c12 -24 -20 -34 -32 -12z"
          fill="#c8334a"
        />
        <rect x="120" y="160" width="80" height="6" rx="3" fill="#f9d3d9" />
        <rect x="132" y="172" width="56" height="6" rx="3" fill="#fdecc8" />
        <path
          d="M196 58 v26 a7 7 0 1 1 -4 -6 v-16 l14 -4 v18 a7 7 0 1 1 -4 -6 v-10 z"
          fill="#5b4868"
        />
      </g>
      <path d="M70 140 L160 200 L250 140 V236 H70 Z" fill="#c8334a" />
      <path d="M70 236 L140 184 M250 236 L180 184" stroke="#a3243a" strokeWidth="3" />
      <path d="M70 140 L160 200 L250 140" fill="none" stroke="#a3243a" strokeWidth="3" />
      <circle cx="160" cy="204" r="12" fill="#f4b63f" />
      <path
        d="M160 199 c-3 -5 -10 -3 -7 2 c1.5 3 7 6 7 6 s5.5 -3 7 -6 c3 -5 -4 -7 -7 -2z"
        fill="#a3243a"
      />
    </svg>
  );
}
