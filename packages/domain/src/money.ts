/** Money is held as integer kobo (1 naira = 100 kobo) so sums never drift. */
export type Kobo = number;

export const KOBO_PER_NAIRA = 100;

/** Converts a whole or fractional naira amount to integer kobo. */
export function naira(amount: number): Kobo {
  return Math.round(amount * KOBO_PER_NAIRA);
}

const wholeNairaFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });
const nairaAndKoboFormat = new Intl.NumberFormat('en-NG', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Writes kobo as naira with the naira sign and en-NG thousands separators: 850000 -> '₦8,500';
 * an amount with kobo shows both digits of them (2500050 -> '₦25,000.50').
 */
export function formatNaira(amount: Kobo): string {
  if (!Number.isInteger(amount)) throw new TypeError('formatNaira expects integer kobo');
  const sign = amount < 0 ? '-' : '';
  const kobo = Math.abs(amount);
  const format = kobo % KOBO_PER_NAIRA === 0 ? wholeNairaFormat : nairaAndKoboFormat;
  return `${sign}₦${format.format(kobo / KOBO_PER_NAIRA)}`;
}
