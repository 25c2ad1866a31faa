/**
 * Answers kept with the catalogue version they were made at (docs/decisions/0028-catalogue-search.md).
 * An answer is handed out again only to a request that read the same version, so it is never
 * older than the last committed write; requests that arrive together for the same answer share
 * one computation. At most `maxEntries` answers are kept, the least recently used dropped first.
 */
export interface AnswerCache<T> {
  answer(key: string, version: number, compute: () => Promise<T>): Promise<T>;
}

export function createAnswerCache<T>(maxEntries: number): AnswerCache<T> {
  const entries = new Map<string, { version: number; answer: Promise<T> }>();
  return {
    answer(key, version, compute) {
      const kept = entries.get(key);
      if (kept && kept.version === version) {
        // Most recently used goes last; the first entry is the next to be dropped.
        entries.delete(key);
        entries.set(key, kept);
        return kept.answer;
      }
      const answer = compute();
      // A request that read an older version (it started before a write) keeps no answer over a newer one.
      if (kept && kept.version > version) return answer;
      entries.delete(key);
      entries.set(key, { version, answer });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      return answer;
    },
  };
}
