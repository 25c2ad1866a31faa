/** A little gift shop with an awning, a cake and flowers in the window: the vendor side panel. */
export function ShopArt() {
  const stripes = [0, 1, 2, 3, 4, 5];
  return (
    <svg viewBox="0 0 320 240" className="mx-auto w-full max-w-xs" aria-hidden="true">
      <ellipse cx="160" cy="216" rx="124" ry="12" fill="#a3243a" opacity="0.5" />
      <rect x="70" y="86" width="180" height="126" rx="6" fill="#fff8f0" />
      {stripes.map((stripe) => (
        <path
          key={stripe}
          d={`M${62 + stripe * 33} 64 h33 v26 a16.5 16.5 0 0 1 -33 0z`}
          fill={stripe % 2 === 0 ? '#f4b63f' : '#f9d3d9'}
        />
      ))}
      <rect x="58" y="52" width="204" height="14" rx="4" fill="#fdecc8" />
      <rect x="88" y="122" width="86" height="66" rx="6" fill="#ffe4e1" />
      <rect x="106" y="154" width="50" height="26" rx="4" fill="#c8334a" />
      <rect x="106" y="148" width="50" height="10" rx="4" fill="#fff" />
      <rect x="129" y="136" width="4" height="12" fill="#f4b63f" />
      <path d="M131 128 q4 5 0 8 q-4 -3 0 -8z" fill="#f4b63f" />
      <rect x="190" y="132" width="42" height="80" rx="4" fill="#1f7a70" />
      <circle cx="224" cy="174" r="3" fill="#fdecc8" />
      <g className="animate-float">
        <circle cx="52" cy="150" r="9" fill="#fff8f0" />
        <circle cx="44" cy="142" r="7" fill="#ffe4e1" />
        <circle cx="60" cy="142" r="7" fill="#ffe4e1" />
        <path d="M52 159 v40" stroke="#fdecc8" strokeWidth="3" />
      </g>
      <path d="M262 24 l5 11 l11 5 l-11 5 l-5 11 l-5 -11 l-11 -5 l11 -5 z" fill="#fdecc8" />
      <circle cx="40" cy="40" r="5" fill="#fff8f0" />
    </svg>
  );
}

export const VENDOR_PANEL = {
  title: 'Bring your gifts to people celebrating the ones they love.',
  points: [
    'Reach gifters right when they are sending a card',
    'Tell your story with a business profile',
    'List your gifts in the marketplace once an admin approves your shop',
  ],
};
