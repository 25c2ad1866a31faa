/** Balloons, a gift and a little confetti beside the greeting on wide screens. */
export function GreetingArt() {
  return (
    <svg viewBox="0 0 260 150" className="hidden w-64 md:block" aria-hidden="true">
      <path d="M60 60 q-6 40 16 82" stroke="#5b4868" strokeWidth="1.5" fill="none" />
      <ellipse cx="60" cy="38" rx="20" ry="24" fill="#c8334a" />
      <path d="M56 61 h8 l-4 6 z" fill="#c8334a" />
      <ellipse cx="53" cy="30" rx="5" ry="8" fill="#fff8f0" opacity="0.5" />
      <path d="M98 52 q8 40 -10 90" stroke="#5b4868" strokeWidth="1.5" fill="none" />
      <ellipse cx="98" cy="32" rx="17" ry="21" fill="#f4b63f" />
      <path d="M94 52 h8 l-4 6 z" fill="#f4b63f" />
      <rect x="130" y="84" width="84" height="58" rx="6" fill="#c8334a" />
      <rect x="124" y="70" width="96" height="18" rx="5" fill="#a3243a" />
      <rect x="165" y="70" width="14" height="72" fill="#f4b63f" />
      <path
        d="M172 70 c-8 -20 -32 -16 -22 -4 c4 4 14 4 22 4z M172 70 c8 -20 32 -16 22 -4 c-4 4 -14 4 -22 4z"
        fill="#f4b63f"
      />
      <circle cx="140" cy="30" r="4" fill="#1f7a70" />
      <rect
        x="224"
        y="40"
        width="8"
        height="8"
        rx="2"
        fill="#f4b63f"
        transform="rotate(20 228 44)"
      />
      <path d="M200 20 l4 9 l9 4 l-9 4 l-4 9 l-4 -9 l-9 -4 l9 -4 z" fill="#c8334a" />
      <circle cx="240" cy="110" r="4" fill="#c8334a" />
      <rect
        x="18"
        y="100"
        width="8"
        height="8"
        rx="2"
        fill="#1f7a70"
        transform="rotate(-20 22 104)"
      />
    </svg>
  );
}
