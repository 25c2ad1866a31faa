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
