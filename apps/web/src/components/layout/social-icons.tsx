// Simple hand-drawn glyphs for the social links (lucide no longer ships brand marks).
export function InstagramIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <path d="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z" />
    </svg>
  );
}

export function XIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <path d="M4 3h4.6l4 5.6L17.6 3H20l-6.3 7.3L21 21h-4.6l-4.4-6.1L6.6 21H4.2l6.7-7.7z" />
    </svg>
  );
}

export function TikTokIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <path d="M15 3c.4 2.6 2 4.2 4.5 4.4v3.2c-1.6 0-3.1-.5-4.4-1.4v6.3A5.5 5.5 0 1 1 9.6 10v3.3a2.3 2.3 0 1 0 2.2 2.3V3z" />
    </svg>
  );
}
