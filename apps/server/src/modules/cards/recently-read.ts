import type { RecipientCardRow } from './repo.ts';

/** How long a card read for its recipient is answered from memory. */
export const RECENTLY_READ_MS = 1_000;
/** At most this many cards are held (about a kilobyte each). */
const MOST_HELD = 10_000;

/**
 * The cards this process read for their recipients in the last second, by their link's hash.
 *
 * Opening a card reads it at least twice within a moment (the page, rendered with the card, then
 * the card's API answer the page preloads), and a link passed round a family chat is opened by
 * many at once. Under load the read itself, beginning SQLite's read transaction, cost more than
 * any other part of the answer (bench/api). A card is held only while this process has written
 * nothing to the database since it was read (`writeVersion`, db/write-version.ts: a reply, a paid
 * order, a shop cancelling its part, anything) and for a second at most, so what another process
 * changes (a worker's job, another server) shows within that second. Only cards found and visible
 * are held: an unknown link is read every time, so guessing fills nothing. Decision 0038.
 */
export interface RecentlyReadCards {
  get(tokenHash: string): RecipientCardRow | undefined;
  /** Holds a card read at `version` (the write version taken before the read began). */
  keep(tokenHash: string, card: RecipientCardRow, version: number): void;
  /** The write version now, to take before reading. */
  version(): number;
}

export function recentlyReadCards({
  writeVersion,
  clock = () => performance.now(),
  heldMs = RECENTLY_READ_MS,
}: {
  /** The database handle's write version, read before the card was. */
  writeVersion: () => number;
  clock?: () => number;
  heldMs?: number;
}): RecentlyReadCards {
  const held = new Map<string, { card: RecipientCardRow; until: number; version: number }>();
  return {
    get(tokenHash) {
      const entry = held.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > clock() && entry.version === writeVersion()) return entry.card;
      held.delete(tokenHash);
      return undefined;
    },
    keep(tokenHash, card, version) {
      held.delete(tokenHash);
      held.set(tokenHash, { card, until: clock() + heldMs, version });
      // The oldest entry goes first (a Map keeps insertion order).
      if (held.size > MOST_HELD) held.delete(held.keys().next().value as string);
    },
    version: writeVersion,
  };
}
