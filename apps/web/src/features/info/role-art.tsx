/** A wrapped gift with balloons and a card: the gifter's side of Greetly. */
export function GifterArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true">
      <ellipse cx="120" cy="100" rx="108" ry="76" fill="#ffe4e1" />
      <circle cx="26" cy="150" r="5" fill="#f4b63f" />
      <rect
        x="204"
        y="120"
        width="10"
        height="10"
        rx="2"
        fill="#1f7a70"
        transform="rotate(25 209 125)"
      />
      <path d="M30 44 l8 -3 l-3 8 z" fill="#c8334a" />
      <g className="origin-bottom animate-float">
        <path d="M52 74 q-4 40 18 74" stroke="#5b4868" strokeWidth="1.5" fill="none" />
        <ellipse cx="52" cy="50" rx="20" ry="24" fill="#f4b63f" />
        <path d="M48 73 h8 l-4 6 z" fill="#f4b63f" />
        <ellipse cx="45" cy="42" rx="5" ry="8" fill="#fff8f0" opacity="0.6" />
      </g>
      <g>
        <path d="M190 62 q6 44 -18 86" stroke="#5b4868" strokeWidth="1.5" fill="none" />
        <ellipse cx="190" cy="40" rx="18" ry="22" fill="#1f7a70" />
        <path d="M186 61 h8 l-4 6 z" fill="#1f7a70" />
        <ellipse cx="184" cy="33" rx="4" ry="7" fill="#fff8f0" opacity="0.5" />
      </g>
      <g transform="rotate(-10 92 96)">
        <rect
          x="62"
          y="58"
          width="60"
          height="78"
          rx="6"
          fill="#fff"
          stroke="#ead9cc"
          strokeWidth="2"
        />
        <path
          d="M92 88 c-6 -11 -22 -6 -16 6 c3 6 16 13 16 13 s13 -7 16 -13 c6 -12 -10 -17 -16 -6z"
          fill="#c8334a"
        />
        <rect x="74" y="114" width="36" height="4" rx="2" fill="#f9d3d9" />
      </g>
      <rect x="100" y="96" width="82" height="64" rx="6" fill="#c8334a" />
      <rect x="94" y="82" width="94" height="20" rx="5" fill="#a3243a" />
      <rect x="134" y="82" width="14" height="78" fill="#f4b63f" />
      <path
        d="M141 82 c-8 -20 -32 -16 -22 -4 c4 4 14 4 22 4z M141 82 c8 -20 32 -16 22 -4 c-4 4 -14 4 -22 4z"
        fill="#f4b63f"
        stroke="#d99a1f"
        strokeWidth="1.5"
      />
      <circle cx="141" cy="82" r="5" fill="#d99a1f" />
    </svg>
  );
}

/** A little gift shop with a cake in the window and a growth arrow: the vendor's side. */
export function VendorArt({ className = '' }: { className?: string }) {
  const stripes = [0, 1, 2, 3, 4, 5, 6];
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true">
      <ellipse cx="120" cy="100" rx="108" ry="76" fill="#d5f0ec" />
      <circle cx="214" cy="150" r="5" fill="#c8334a" />
      <circle cx="24" cy="60" r="4" fill="#f4b63f" />
      <rect
        x="54"
        y="66"
        width="132"
        height="94"
        rx="4"
        fill="#fff8f0"
        stroke="#ead9cc"
        strokeWidth="2"
      />
      {stripes.map((stripe) => (
        <path
          key={stripe}
          d={`M${46 + stripe * 21.4} 48 h21.4 v22 a10.7 10.7 0 0 1 -21.4 0 z`}
          fill={stripe % 2 === 0 ? '#c8334a' : '#fff'}
          stroke="#a3243a"
          strokeWidth="1"
        />
      ))}
      <rect x="44" y="40" width="152" height="10" rx="4" fill="#a3243a" />
      <rect
        x="64"
        y="92"
        width="66"
        height="50"
        rx="4"
        fill="#fdecc8"
        stroke="#ead9cc"
        strokeWidth="2"
      />
      <rect x="80" y="120" width="34" height="16" rx="3" fill="#f9d3d9" />
      <rect
        x="86"
        y="108"
        width="22"
        height="13"
        rx="3"
        fill="#fff"
        stroke="#f9d3d9"
        strokeWidth="2"
      />
      <rect x="96" y="100" width="2" height="8" fill="#5b4868" />
      <path d="M97 95 q3 3 0 6 q-3 -3 0 -6z" fill="#f35b04" />
      <rect x="144" y="96" width="30" height="64" rx="3" fill="#c8334a" />
      <circle cx="168" cy="130" r="2.5" fill="#f4b63f" />
      <rect x="146" y="104" width="26" height="12" rx="2" fill="#fff" />
      <text x="159" y="113.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="#a3243a">
        OPEN
      </text>
      <g className="animate-float">
        <circle cx="200" cy="36" r="24" fill="#1f7a70" />
        <path
          d="M186 46 l9 -9 l6 6 l12 -13"
          stroke="#fff"
          strokeWidth="3.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M205 29 h9 v9"
          stroke="#fff"
          strokeWidth="3.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <rect x="36" y="158" width="168" height="6" rx="3" fill="#5b4868" opacity="0.25" />
    </svg>
  );
}
