import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** Where media bytes live. The database is the default; object storage can implement the same. */
export interface MediaStore {
  save(mediaId: string, bytes: Buffer): Promise<void>;
  load(mediaId: string): Promise<Buffer | undefined>;
}

export function databaseMediaStore(db: Kysely<Database>): MediaStore {
  return {
    async save(mediaId, bytes) {
      await db.insertInto('media_blobs').values({ media_id: mediaId, data: bytes }).execute();
    },
    async load(mediaId) {
      const row = await db
        .selectFrom('media_blobs')
        .select('data')
        .where('media_id', '=', mediaId)
        .executeTakeFirst();
      return row ? Buffer.from(row.data) : undefined;
    },
  };
}
