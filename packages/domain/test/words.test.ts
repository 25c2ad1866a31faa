import { describe, expect, it } from 'vitest';
import { countWords, truncateToWords } from '../src/index.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i + 1}`).join(' ');

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['Happy', 1],
    ['Happy birthday, Amara!', 3],
    ['  lots   of\nspace\there  ', 4],
  ])('%j has %i words', (text, n) => {
    expect(countWords(text)).toBe(n);
  });
});

describe('truncateToWords', () => {
  it('leaves a message under the limit exactly as typed', () => {
    const text = 'Dear Amara,\n\nHappy  birthday! ';
    expect(truncateToWords(text, 60)).toBe(text);
  });

  it('keeps only the first 60 words as typed, with their spacing', () => {
    const typed = `${words(30)}\n\n${words(40)}`;
    const kept = truncateToWords(typed, 60);
    expect(countWords(kept)).toBe(60);
    expect(kept.startsWith(`${words(30)}\n\nword1 `)).toBe(true);
    expect(kept.endsWith('word30')).toBe(true);
  });

  it('does not let a space start a 61st word', () => {
    expect(truncateToWords(`${words(60)} `, 60)).toBe(words(60));
  });

  it('cuts a pasted long text', () => {
    expect(truncateToWords(words(100), 60)).toBe(words(60));
  });
});
