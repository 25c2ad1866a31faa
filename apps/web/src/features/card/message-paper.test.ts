import { TEXT_COLOURS } from '@greetly/domain';
import { describe, expect, it } from 'vitest';
import { contrastRatio, inkOnPaper, LIGHT_PAPER, paperFor } from './message-paper';

function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('the message paper and its ink', () => {
  it('keeps the light paper for every colour: the card never turns dark behind the sender', () => {
    for (const colour of TEXT_COLOURS) expect(paperFor(colour).background).toBe(LIGHT_PAPER);
  });

  it('writes every colour legibly (4.5:1) in its own hue, never swapped for black', () => {
    for (const colour of TEXT_COLOURS) {
      const ink = inkOnPaper(colour);
      expect(contrastRatio(ink, LIGHT_PAPER), colour).toBeGreaterThanOrEqual(4.5);
      if (colour === '#000000') continue;
      expect(ink, colour).not.toBe('#000000');
      expect(Math.abs(hueOf(ink) - hueOf(colour)), colour).toBeLessThan(2);
    }
  });

  it('keeps a colour that already reads well exactly as chosen', () => {
    expect(inkOnPaper('#000000')).toBe('#000000');
    expect(inkOnPaper('#1d4ed8')).toBe('#1d4ed8');
  });
});
