/** Illustrations for the account pages' side panel, drawn for a rose background. */

/** An envelope opening with a card rising out of it, balloons and hearts around. */
export function EnvelopeArt() {
  return (
    <svg viewBox="0 0 320 240" className="mx-auto w-full max-w-xs" aria-hidden="true">
      <ellipse cx="160" cy="212" rx="120" ry="12" fill="#a3243a" opacity="0.5" />
      <g className="animate-float">
        <path d="M58 70 q-6 50 22 96" stroke="#fdecc8" strokeWidth="1.5" fill="none" />
        <ellipse cx="58" cy="48" rx="20" ry="24" fill="#f4b63f" />
        <path d="M54 71 h8 l-4 6 z" fill="#f4b63f" />
        <ellipse cx="51" cy="40" rx="5" ry="8" fill="#fff8f0" opacity="0.6" />
      </g>
      <path d="M268 80 q4 40 -16 84" stroke="#fdecc8" strokeWidth="1.5" fill="none" />
      <ellipse cx="268" cy="60" rx="17" ry="21" fill="#fff8f0" />
      <path d="M264 80 h8 l-4 6 z" fill="#fff8f0" />
      <ellipse cx="262" cy="53" rx="4" ry="7" fill="#ffe4e1" />
      <g transform="rotate(-6 160 100)">
        <rect x="106" y="34" width="108" height="120" rx="8" fill="#fff8f0" />
        <path
          d="M160 76 c-9 -16 -33 -9 -24 9 c4 9 24 20 24 20 s20 -11 24 -20 c9 -18 -15 -25 -24 -9z"
          fill="#c8334a"
        />
        <rect x="128" y="116" width="64" height="6" rx="3" fill="#f9d3d9" />
        <rect x="138" y="130" width="44" height="6" rx="3" fill="#fdecc8" />
      </g>
      <path d="M84 118 h152 v84 a8 8 0 0 1 -8 8 h-136 a8 8 0 0 1 -8 -8z" fill="#ffe4e1" />
      <path d="M84 118 l76 52 l76 -52 v84 a8 8 0 0 1 -8 8 h-136 a8 8 0 0 1 -8 -8z" fill="#fbeee0" />
      <path d="M84 210 l60 -48 M236 210 l-60 -48" stroke="#ead9cc" strokeWidth="2" />
      <circle cx="160" cy="170" r="11" fill="#f4b63f" />
      <path d="M155 170 l4 4 l7 -8" stroke="#a3243a" strokeWidth="2.5" fill="none" />
      <path d="M236 28 l4 9 l9 4 l-9 4 l-4 9 l-4 -9 l-9 -4 l9 -4 z" fill="#fdecc8" />
      <path
        d="M40 150 c-3 -6 -12 -3 -9 3 c1.5 3 9 7 9 7 s7.5 -4 9 -7 c3 -6 -6 -9 -9 -3z"
        fill="#fff8f0"
      />
    </svg>
  );
}

/** A key tied with a ribbon to a little padlock heart: for the password pages. */
export function KeyArt() {
  return (
    <svg viewBox="0 0 320 240" className="mx-auto w-full max-w-xs" aria-hidden="true">
      <ellipse cx="160" cy="214" rx="110" ry="11" fill="#a3243a" opacity="0.5" />
      <rect x="98" y="96" width="124" height="104" rx="18" fill="#fff8f0" />
      <path
        d="M124 96 v-22 a36 36 0 0 1 72 0 v22"
        stroke="#fdecc8"
        strokeWidth="14"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M160 132 c-9 -16 -33 -9 -24 9 c4 9 24 20 24 20 s20 -11 24 -20 c9 -18 -15 -25 -24 -9z"
        fill="#c8334a"
      />
      <g className="animate-wiggle" style={{ transformOrigin: '250px 150px' }}>
        <circle cx="250" cy="150" r="20" fill="none" stroke="#f4b63f" strokeWidth="9" />
        <path d="M250 170 v42 M250 196 h12 M250 208 h9" stroke="#f4b63f" strokeWidth="8" />
      </g>
      <path d="M222 150 q10 -4 8 0" stroke="#fdecc8" strokeWidth="3" fill="none" />
      <path d="M56 54 l5 11 l11 5 l-11 5 l-5 11 l-5 -11 l-11 -5 l11 -5 z" fill="#fdecc8" />
      <circle cx="270" cy="50" r="6" fill="#fff8f0" />
      <circle cx="60" cy="170" r="4" fill="#f4b63f" />
    </svg>
  );
}

/** An open letter with a big tick: for the e-mail verification page. */
export function MailCheckArt() {
  return (
    <svg viewBox="0 0 320 240" className="mx-auto w-full max-w-xs" aria-hidden="true">
      <ellipse cx="160" cy="214" rx="120" ry="12" fill="#a3243a" opacity="0.5" />
      <path d="M72 104 l88 -62 l88 62 v96 a8 8 0 0 1 -8 8 h-160 a8 8 0 0 1 -8 -8z" fill="#ffe4e1" />
      <rect x="102" y="66" width="116" height="104" rx="8" fill="#fff8f0" />
      <circle cx="160" cy="112" r="28" fill="#1f7a70" />
      <path
        d="M146 112 l10 10 l19 -21"
        stroke="#fff8f0"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M72 104 l88 64 l88 -64 v96 a8 8 0 0 1 -8 8 h-160 a8 8 0 0 1 -8 -8z" fill="#fbeee0" />
      <path d="M72 206 l66 -52 M248 206 l-66 -52" stroke="#ead9cc" strokeWidth="2" />
      <path d="M262 40 l5 11 l11 5 l-11 5 l-5 11 l-5 -11 l-11 -5 l11 -5 z" fill="#fdecc8" />
      <circle cx="52" cy="64" r="6" fill="#f4b63f" />
      <circle cx="282" cy="150" r="4" fill="#fff8f0" />
    </svg>
  );
}
