import { WHEEL_SPIN_MAX_DEGREES, WHEEL_SPIN_MIN_DEGREES } from '@greetly/domain';
import { describe, expect, it } from 'vitest';
import { nextRotation, spinResultText } from './spin';

describe('nextRotation', () => {
  it('adds 720 to 1079 whole degrees to the current angle', () => {
    expect(nextRotation(0, () => 0)).toBe(WHEEL_SPIN_MIN_DEGREES);
    expect(nextRotation(0, () => 0.999999)).toBe(WHEEL_SPIN_MAX_DEGREES);
    expect(nextRotation(1000, () => 0.5)).toBe(1000 + 720 + 180);
  });
});

describe('spinResultText', () => {
  it("is the spec's message", () => {
    expect(spinResultText('Ada')).toBe('Ada, you spun the wheel and won a surprise gift!');
  });
});
