import { WHEEL_SPIN_MAX_DEGREES, WHEEL_SPIN_MIN_DEGREES } from '@greetly/domain';

/** The wheel's next angle: the current one plus a random whole 720–1079 degrees (spec section 4). */
export function nextRotation(current: number, random: () => number = Math.random): number {
  const span = WHEEL_SPIN_MAX_DEGREES - WHEEL_SPIN_MIN_DEGREES + 1;
  return current + WHEEL_SPIN_MIN_DEGREES + Math.floor(random() * span);
}

/** The spec's result message for a (trimmed) name. No prize is really drawn. */
export function spinResultText(name: string): string {
  return `${name}, you spun the wheel and won a surprise gift!`;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
