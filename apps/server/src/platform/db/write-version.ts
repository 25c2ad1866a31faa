import type { KyselyPlugin, QueryId } from 'kysely';

export interface WriteVersion {
  /** Counts this handle's writes. */
  plugin: KyselyPlugin;
  /** A number that changes after every write made through this handle (and on `bump`). */
  current: () => number;
  /** Changes the number without a write (the database was lost, say). */
  bump: () => void;
}

/**
 * A version of the data as this process wrote it: it moves on once each write through the handle
 * is done (an INSERT, UPDATE or DELETE, any raw SQL, or any statement that reports changed rows,
 * such as a precompiled UPDATE), so something read before a write can tell it may be stale
 * (modules/cards/recently-read.ts). Writes by other processes are not seen here.
 */
export function writeVersion(): WriteVersion {
  let version = 0;
  const writes = new WeakSet<QueryId>();
  return {
    plugin: {
      transformQuery({ node, queryId }) {
        if (node.kind !== 'SelectQueryNode') writes.add(queryId);
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        if (writes.has(queryId) || (result.numAffectedRows ?? 0n) > 0n) version += 1;
        return result;
      },
    },
    current: () => version,
    bump: () => {
      version += 1;
    },
  };
}
