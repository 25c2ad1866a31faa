import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

interface TypingTimings {
  typeMs: number;
  pauseMs: number;
  deleteMs: number;
  /** With reduced motion, whole words switch at this interval instead of being typed. */
  reducedMotionSwapMs?: number;
}

interface TypingState {
  wordIndex: number;
  length: number;
  isDeleting: boolean;
}

/**
 * Types each word letter by letter, pauses when it is complete, deletes it, then moves on to
 * the next word, forever. Returns the text shown right now.
 */
export function useTypingWords(
  words: readonly string[],
  { typeMs, pauseMs, deleteMs, reducedMotionSwapMs = 2000 }: TypingTimings,
): string {
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<TypingState>({ wordIndex: 0, length: 0, isDeleting: false });
  const word = words[state.wordIndex % words.length] ?? '';

  useEffect(() => {
    if (reducedMotion) {
      const timer = window.setTimeout(
        () =>
          setState((s) => ({
            wordIndex: (s.wordIndex + 1) % words.length,
            length: 0,
            isDeleting: false,
          })),
        reducedMotionSwapMs,
      );
      return () => window.clearTimeout(timer);
    }

    const isComplete = state.length === word.length;
    let delay = typeMs;
    let next: TypingState;
    if (!state.isDeleting && !isComplete) {
      next = { ...state, length: state.length + 1 };
    } else if (!state.isDeleting) {
      delay = pauseMs;
      next = { ...state, isDeleting: true };
    } else {
      delay = deleteMs;
      next =
        state.length > 1
          ? { ...state, length: state.length - 1 }
          : { wordIndex: (state.wordIndex + 1) % words.length, length: 0, isDeleting: false };
    }
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, word, words.length, reducedMotion, typeMs, pauseMs, deleteMs, reducedMotionSwapMs]);

  return reducedMotion ? word : word.slice(0, state.length);
}
