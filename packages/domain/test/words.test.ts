import { describe, expect, it } from 'vitest';
import { countWords, fitWordLimit, truncateToWords } from '../src/index.ts';

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

describe('fitWordLimit', () => {
  const sixty = Array.from({ length: 60 }, (_, index) => `w${index + 1}`).join(' ');

  it('lets an edit within the limit through as it is', () => {
    expect(fitWordLimit('hello', 'hello there', 60)).toEqual({
      text: 'hello there',
      caret: 11,
      isTrimmed: false,
    });
  });

  it('never glues a 61st word to the 60th: typing past the limit does nothing', () => {
    const spaced = fitWordLimit(sixty, `${sixty} `, 60);
    expect(spaced).toMatchObject({ text: `${sixty} `, isTrimmed: false });
    const typed = fitWordLimit(`${sixty} `, `${sixty} a`, 60);
    expect(typed).toEqual({ text: `${sixty} `, caret: sixty.length + 1, isTrimmed: true });
    const again = fitWordLimit(typed.text, `${typed.text}n`, 60);
    expect(again.text).toBe(`${sixty} `);
    expect(again.text).not.toMatch(/w60\S/);
  });

  it('an edit in the middle at the limit loses no word and keeps the caret in place', () => {
    const at = sixty.indexOf('w30') + 3;
    const edited = `${sixty.slice(0, at)} extra${sixty.slice(at)}`;
    const fitted = fitWordLimit(sixty, edited, 60);
    expect(fitted).toMatchObject({ text: sixty, isTrimmed: true });
    // Where the edit was made (either side of the space it began with).
    expect([at, at + 1]).toContain(fitted.caret);
  });

  it('a long paste keeps its first whole words that fit, and says it was trimmed', () => {
    const start = Array.from({ length: 55 }, (_, index) => `w${index + 1}`).join(' ');
    const paste = ` ${Array.from({ length: 500 }, (_, index) => `p${index + 1}`).join(' ')}`;
    const fitted = fitWordLimit(start, start + paste, 60);
    expect(fitted.isTrimmed).toBe(true);
    expect(countWords(fitted.text)).toBe(60);
    expect(fitted.text).toBe(`${start} p1 p2 p3 p4 p5 `);
    expect(fitted.caret).toBe(fitted.text.length);
  });
});
