/** The paper a message is written on. */
export const LIGHT_PAPER = '#fffdf7';

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

function hexOf([red, green, blue]: [number, number, number]): string {
  return `#${[red, green, blue].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The chosen colour as it is written on the card's light paper: the colour itself when it reads
 * well (4.5:1, WCAG AA), otherwise the lightest deeper shade of the same hue that does, mixed
 * toward black in small steps. The paper never changes behind the sender's back; the hue stays
 * theirs (a pale pink becomes a deep pink, never black).
 */
export function inkOnPaper(textColor: string, paper: string = LIGHT_PAPER): string {
  const rgb = channels(textColor);
  if (!rgb || contrast(textColor, paper) >= MIN_CONTRAST) return textColor;
  for (let share = 0.98; share > 0; share -= 0.02) {
    const shade = hexOf(rgb.map((value) => value * share) as [number, number, number]);
    if (contrast(shade, paper) >= MIN_CONTRAST) return shade;
  }
  return '#000000';
}

/** How the message paper reads for a text colour: light paper, with its colour as ink. */
export function paperFor(textColor: string): { background: string; ink: string } {
  return { background: LIGHT_PAPER, ink: inkOnPaper(textColor) };
}

export { contrast as contrastRatio };
