import { HERO_DELETE_MS, HERO_PAUSE_MS, HERO_TYPE_MS } from '@greetly/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { mediaQueries } from '../../testing/setup';
import { HeroSection } from './hero-section';

/** Every text the typed part shows, in order, as a word is typed and deleted letter by letter. */
function typingSequence(word: string): string[] {
  const typing = Array.from({ length: word.length }, (_, index) => word.slice(0, index + 1));
  return [...typing, ...typing.slice(0, -1).reverse()];
}

/** Runs the page's clock from one timer to the next, noting each text shown and when it came. */
function recordTyping(steps: number): { text: string; at: number }[] {
  const typed = screen.getByTestId('hero-typed');
  const seen = [{ text: typed.textContent ?? '', at: Date.now() }];
  for (let step = 0; step < steps; step++) {
    act(() => vi.advanceTimersToNextTimer());
    const text = typed.textContent ?? '';
    if (seen.at(-1)?.text !== text) seen.push({ text, at: Date.now() });
  }
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the home page hero', () => {
  it('types, pauses on and deletes each word in turn under one stable heading', () => {
    renderPage(<HeroSection />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Send love, cards and gifts to the people you love',
    );
    const expected = [
      '',
      ...typingSequence('Send love'),
      '',
      ...typingSequence('Send Cards'),
      '',
      ...typingSequence('Send Gifts'),
      '',
      'S',
    ];
    const seen = recordTyping(200).slice(0, expected.length);
    expect(seen.map((each) => each.text)).toEqual(expected);

    // The spec's pace: letters at 150 ms, a second's pause on the whole word, deletion at 80 ms.
    const gaps = seen.slice(1).map((each, index) => each.at - (seen[index]?.at ?? 0));
    expect(gaps.slice(0, 9)).toEqual(Array(9).fill(HERO_TYPE_MS));
    expect(gaps[9]).toBe(HERO_PAUSE_MS + HERO_DELETE_MS);
    expect(gaps.slice(10, 17)).toEqual(Array(7).fill(HERO_DELETE_MS));
  });

  it('with reduced motion switches whole words every two seconds', () => {
    mediaQueries.set('(prefers-reduced-motion: reduce)', true);
    renderPage(<HeroSection />);
    const typed = screen.getByTestId('hero-typed');
    expect(typed).toHaveTextContent('Send love');
    act(() => vi.advanceTimersByTime(2000));
    expect(typed).toHaveTextContent('Send Cards');
    act(() => vi.advanceTimersByTime(2000));
    expect(typed).toHaveTextContent('Send Gifts');
    act(() => vi.advanceTimersByTime(2000));
    expect(typed).toHaveTextContent('Send love');
  });

  it('leads to the two wizards', () => {
    renderPage(<HeroSection />);
    expect(screen.getByRole('link', { name: 'Create Your Card' })).toHaveAttribute(
      'href',
      '/create-template',
    );
    expect(screen.getByRole('link', { name: 'Schedule A Card' })).toHaveAttribute(
      'href',
      '/schedule-template',
    );
  });
});
