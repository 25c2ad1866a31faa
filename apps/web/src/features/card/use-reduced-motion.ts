const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for less motion, asked once, for handlers that decide how to animate. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(QUERY).matches;
}
