import { SEARCH_TEXT_MAX } from '../catalog/products.ts';

/** At most this many words of a search are looked for, each at most this long. */
export const SEARCH_TOKENS_MAX = 8;
export const SEARCH_TOKEN_LENGTH_MAX = 40;

/**
 * A search as typed, made safe to keep and show: control characters out, runs of spaces one
 * space, at most SEARCH_TEXT_MAX characters (whole characters: an emoji is never cut in half).
 */
export function normalizeSearchText(text: string): string {
  const clean = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what go.
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, SEARCH_TEXT_MAX).join('').trim();
}

/**
 * The words a search looks for: letters and digits only (in any script), lower-cased, the first
 * SEARCH_TOKENS_MAX of them. Nothing else reaches a full-text query, so no input can change its
 * syntax (quotes, `*`, `NEAR(`, `:`, `&`, `|` are all separators here).
 */
export function searchTokens(text: string): string[] {
  const words = normalizeSearchText(text)
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => Array.from(word).slice(0, SEARCH_TOKEN_LENGTH_MAX).join(''));
  return [...new Set(words)].slice(0, SEARCH_TOKENS_MAX);
}
