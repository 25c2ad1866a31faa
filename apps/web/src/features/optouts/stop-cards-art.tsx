/** A closed envelope resting under a "pause" badge, drawn for the rose panel. */
export function StopCardsArt() {
  return (
    <svg viewBox="0 0 320 240" className="mx-auto w-full max-w-xs" aria-hidden="true">
      <ellipse cx="160" cy="212" rx="120" ry="12" fill="#a3243a" opacity="0.5" />
      <path d="M70 92 h180 v104 a10 10 0 0 1 -10 10 h-160 a10 10 0 0 1 -10 -10z" fill="#ffe4e1" />
      <path d="M70 92 l90 62 l90 -62" fill="#fbeee0" stroke="#ead9cc" strokeWidth="2" />
      <path d="M70 206 l68 -54 M250 206 l-68 -54" stroke="#ead9cc" strokeWidth="2" />
      <path
        d="M160 124 c-7 -12 -25 -7 -18 7 c3 7 18 15 18 15 s15 -8 18 -15 c7 -14 -11 -19 -18 -7z"
        fill="#c8334a"
      />
      <g className="animate-float">
        <circle cx="236" cy="70" r="34" fill="#fff8f0" />
        <circle cx="236" cy="70" r="27" fill="#f4b63f" />
        <rect x="225" y="57" width="8" height="26" rx="3" fill="#a3243a" />
        <rect x="239" y="57" width="8" height="26" rx="3" fill="#a3243a" />
      </g>
      <path d="M52 44 l4 9 l9 4 l-9 4 l-4 9 l-4 -9 l-9 -4 l9 -4 z" fill="#fdecc8" />
      <path
        d="M96 40 c-3 -6 -12 -3 -9 3 c1.5 3 9 7 9 7 s7.5 -4 9 -7 c3 -6 -6 -9 -9 -3z"
        fill="#fff8f0"
      />
    </svg>
  );
}
