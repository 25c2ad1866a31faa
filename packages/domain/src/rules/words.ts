/** Counts the words of a message: runs of non-space characters. */
export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/**
 * Keeps only the first `maxWords` words of what was typed, exactly as typed (spacing and line
 * breaks kept), cutting right after the last allowed word.
 */
export function truncateToWords(text: string, maxWords: number): string {
  let seen = 0;
  for (const match of text.matchAll(/\S+/g)) {
    seen += 1;
    if (seen === maxWords) {
      const end = (match.index ?? 0) + match[0].length;
      // At the limit nothing may follow the last word, not even a space that would start another.
      return end < text.length ? text.slice(0, end) : text;
    }
  }
  return text;
}

/** What an edit of a word-limited text becomes (see fitWordLimit). */
export interface FittedEdit {
  text: string;
  /** Where the caret belongs: right after what was kept of the edit. */
  caret: number;
  /** True when part of the edit did not fit and was left out. */
  isTrimmed: boolean;
}

/**
 * Applies an edit (`previous` → `next`, as a text field reports it) to a text of at most
 * `maxWords` words without ever changing what was there before: of what the edit inserted, only
 * the whole words that fit are kept, in place. Typing a 61st word does nothing; pasting a long
 * text keeps its first words; words are never glued together and none already there is lost.
 */
export function fitWordLimit(previous: string, next: string, maxWords: number): FittedEdit {
  let start = 0;
  const shortest = Math.min(previous.length, next.length);
  while (start < shortest && previous[start] === next[start]) start += 1;
  let end = 0;
  while (
    end < shortest - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end += 1;
  }
  const before = next.slice(0, start);
  const after = next.slice(next.length - end);
  const inserted = next.slice(start, next.length - end);
  if (countWords(next) <= maxWords) {
    return { text: next, caret: start + inserted.length, isTrimmed: false };
  }
  // Cut the inserted text where a word starts (or at its very start), keeping the longest
  // beginning that still fits; what was there before the edit stays as it was.
  let kept = '';
  if (countWords(before + after) <= maxWords) {
    // Each step adds one more word of the paste; at most maxWords + 1 steps, however long it is.
    for (const match of inserted.matchAll(/\s(?=\S)/g)) {
      const candidate = inserted.slice(0, (match.index ?? 0) + 1);
      if (countWords(before + candidate + after) > maxWords) break;
      kept = candidate;
    }
  }
  if (countWords(before + kept + after) > maxWords) {
    // The text was over the limit before this edit (an old draft): keep its first words.
    const text = truncateToWords(before + after, maxWords);
    return { text, caret: Math.min(start, text.length), isTrimmed: true };
  }
  return { text: before + kept + after, caret: start + kept.length, isTrimmed: true };
}
