import { describe, expect, it } from 'vitest';
import { formatNaira, naira } from '../src/index.ts';

describe('formatNaira', () => {
  it('writes the naira sign with en-NG thousands separators', () => {
    expect(formatNaira(naira(8500))).toBe('₦8,500');
    expect(formatNaira(naira(800))).toBe('₦800');
    expect(formatNaira(naira(1234567))).toBe('₦1,234,567');
  });

  it('keeps kobo when there are any, always as two digits', () => {
    expect(formatNaira(150)).toBe('₦1.50');
    expect(formatNaira(12345)).toBe('₦123.45');
    expect(formatNaira(2500050)).toBe('₦25,000.50');
  });

  it('writes zero and negatives', () => {
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(-naira(200))).toBe('-₦200');
  });

  it('refuses fractional kobo', () => {
    expect(() => formatNaira(1.5)).toThrow(TypeError);
  });
});

describe('naira', () => {
  it('converts to integer kobo', () => {
    expect(naira(800)).toBe(80000);
    expect(naira(0.4)).toBe(40);
  });
});
