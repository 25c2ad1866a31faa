/** The two papers a message can be written on. */
export const LIGHT_PAPER = '#fffdf7';
export const NIGHT_PAPER = '#170a1f';

/** WCAG AA for body text. */
const MIN_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] | undefined {
  const match = hex.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (!match?.[1]) return undefined;
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (value: number) => {
    const share = value / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function contrast(first: string, second: string): number {
  const a = channels(first);
  const b = channels(second);
  if (!a || !b) return 21;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Most of the spec's text colours (the pink, green, blue, red and orange) are too pale to read on
 * white, so the message moves onto night paper whenever that reads better: the sender's colour
 * is kept and the recipient can still read every word.
 */
export function paperFor(textColor: string): { background: string; isNight: boolean } {
  const onLight = contrast(textColor, LIGHT_PAPER);
  if (onLight >= MIN_CONTRAST || onLight >= contrast(textColor, NIGHT_PAPER)) {
    return { background: LIGHT_PAPER, isNight: false };
  }
  return { background: NIGHT_PAPER, isNight: true };
}
